import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { powertoolsMetrics } from '@inroom/functions/metrics/powertools-adapter';
import { METRIC_NAMES, type MetricName } from '@inroom/functions/metrics/port';
import { FUNCTION_GROUPS } from '@inroom/functions/routes';
import { SERVICE_NAME, pascal } from './functions';
import { descriptionOf } from './group-function';
import { API_5XX_MIN_ERRORS, API_5XX_RATE_PERCENT, SMS_SPEND_ALARM_SHARE } from './monitoring';
import { FUNNEL } from './monitoring-dashboard';
import { repoRoot } from './paths';
import { PRODUCTION_CONTEXT, synthTestStack } from './test-stack.fixture';

interface Resource {
  Type: string;
  Properties: Record<string, unknown>;
}
interface AlarmProperties {
  AlarmName: string;
  AlarmDescription: string;
  Namespace?: string;
  MetricName?: string;
  Dimensions?: { Name: string; Value: unknown }[];
  Statistic?: string;
  Period?: number;
  Threshold: number;
  ComparisonOperator: string;
  EvaluationPeriods: number;
  TreatMissingData: string;
  AlarmActions: unknown[];
  OKActions: unknown[];
  Metrics?: {
    Id: string;
    Expression?: string;
    MetricStat?: {
      Metric: {
        Namespace: string;
        MetricName: string;
        Dimensions: { Name: string; Value: unknown }[];
      };
      Stat: string;
      Period: number;
    };
  }[];
}

let template: Template;
let resources: Record<string, Resource>;

beforeAll(() => {
  ({ template } = synthTestStack(PRODUCTION_CONTEXT));
  resources = template.toJSON().Resources as Record<string, Resource>;
}, 120_000);

const ofType = (type: string) =>
  Object.entries(resources).filter(([, resource]) => resource.Type === type);
const idOf = (type: string, description?: string): string => {
  const found = ofType(type).filter(
    ([, r]) => description === undefined || r.Properties.Description === description,
  );
  expect(found, `${type} ${description ?? ''}`).toHaveLength(1);
  return found[0]![0];
};
const alarm = (suffix: string): AlarmProperties => {
  const found = ofType('AWS::CloudWatch::Alarm')
    .map(([, r]) => r.Properties as unknown as AlarmProperties)
    .filter((p) => p.AlarmName === `Inroom-${suffix}`);
  expect(found, suffix).toHaveLength(1);
  return found[0]!;
};
const functionId = (group: (typeof FUNCTION_GROUPS)[number]) =>
  idOf('AWS::Lambda::Function', descriptionOf(group));

const BUSINESS_ALARMS: [MetricName, string][] = [
  ['SmsFailed', 'Sum'],
  ['SettlementFailed', 'Sum'],
  ['SettlementGaveUp', 'Sum'],
  ['EffectGaveUp', 'Sum'],
  ['OrdersStuck', 'Minimum'],
];

describe('the alarm topic', () => {
  it('is one topic, SSL only, that every alarm notifies when it fires and when it clears', () => {
    const topicId = idOf('AWS::SNS::Topic');
    template.hasResourceProperties('AWS::SNS::TopicPolicy', {
      PolicyDocument: {
        Statement: [
          {
            Effect: 'Deny',
            Condition: { Bool: { 'aws:SecureTransport': 'false' } },
          },
        ],
      },
    });
    const alarms = ofType('AWS::CloudWatch::Alarm');
    expect(alarms.length).toBeGreaterThan(0);
    for (const [, { Properties }] of alarms) {
      expect(Properties.AlarmActions).toEqual([{ Ref: topicId }]);
      expect(Properties.OKActions).toEqual([{ Ref: topicId }]);
    }
  });

  it("e-mails the stage's alarm address, and has no subscriber without one", () => {
    template.resourceCountIs('AWS::SNS::Subscription', 1);
    template.hasResourceProperties('AWS::SNS::Subscription', {
      Protocol: 'email',
      Endpoint: 'ops@hotel.example',
      TopicArn: { Ref: idOf('AWS::SNS::Topic') },
    });
    synthTestStack().template.resourceCountIs('AWS::SNS::Subscription', 0);
  });
});

describe('alarms', () => {
  it.each(BUSINESS_ALARMS)(
    '%s: any in 5 minutes, on the metric as Powertools writes it',
    (name, statistic) => {
      const props = alarm(name);
      expect(props).toMatchObject({
        Namespace: 'Inroom',
        MetricName: name,
        Dimensions: [{ Name: 'service', Value: SERVICE_NAME }],
        Statistic: statistic,
        Period: 300,
        Threshold: 1,
        ComparisonOperator: 'GreaterThanOrEqualToThreshold',
        EvaluationPeriods: 1,
        TreatMissingData: 'notBreaching',
      });
      expect(props.AlarmDescription).toContain('docs/operations.md#');
    },
  );

  it.each(FUNCTION_GROUPS)('the %s function: any error or throttle in 5 minutes', (group) => {
    for (const [kind, metricName] of [
      ['Errors', 'Errors'],
      ['Throttles', 'Throttles'],
    ] as const) {
      expect(alarm(`${pascal(group)}${kind}`)).toMatchObject({
        Namespace: 'AWS/Lambda',
        MetricName: metricName,
        Dimensions: [{ Name: 'FunctionName', Value: { Ref: functionId(group) } }],
        Statistic: 'Sum',
        Period: 300,
        Threshold: 1,
        ComparisonOperator: 'GreaterThanOrEqualToThreshold',
        TreatMissingData: 'notBreaching',
      });
    }
  });

  it('API 5xx: a rate over 5 minutes of the HTTP API, from a handful of errors on', () => {
    const props = alarm('Api5xxRate');
    const apiId = idOf('AWS::ApiGatewayV2::Api');
    expect(props.Threshold).toBe(API_5XX_RATE_PERCENT);
    expect(props.ComparisonOperator).toBe('GreaterThanOrEqualToThreshold');
    expect(props.TreatMissingData).toBe('notBreaching');
    const byId = new Map(props.Metrics?.map((metric) => [metric.Id, metric]));
    const expression = props.Metrics?.find((metric) => metric.Expression)?.Expression;
    expect(expression).toBe(`IF(errors >= ${API_5XX_MIN_ERRORS}, 100 * errors / requests, 0)`);
    for (const [id, metricName] of [
      ['errors', '5xx'],
      ['requests', 'Count'],
    ] as const)
      expect(byId.get(id)?.MetricStat).toEqual({
        Metric: {
          Namespace: 'AWS/ApiGateway',
          MetricName: metricName,
          Dimensions: [{ Name: 'ApiId', Value: { Ref: apiId } }],
        },
        Stat: 'Sum',
        Period: 300,
      });
  });

  it('the dead-letter queue: any message', () => {
    expect(alarm('DeadLetters')).toMatchObject({
      Namespace: 'AWS/SQS',
      MetricName: 'ApproximateNumberOfMessagesVisible',
      Dimensions: [
        { Name: 'QueueName', Value: { 'Fn::GetAtt': [idOf('AWS::SQS::Queue'), 'QueueName'] } },
      ],
      Statistic: 'Maximum',
      Threshold: 1,
      ComparisonOperator: 'GreaterThanOrEqualToThreshold',
      TreatMissingData: 'notBreaching',
    });
  });

  it("SMS spend: SNS's month-to-date spend at 80% of the stage's monthly limit", () => {
    expect(SMS_SPEND_ALARM_SHARE).toBe(0.8);
    const spend = {
      Namespace: 'AWS/SNS',
      MetricName: 'SMSMonthToDateSpentUSD',
      Statistic: 'Maximum',
      ComparisonOperator: 'GreaterThanOrEqualToThreshold',
      TreatMissingData: 'ignore',
    };
    // Without a setting, SNS's own limit of a new account: USD 1.
    expect(alarm('SmsSpendNearLimit')).toMatchObject({ ...spend, Threshold: 0.8 });
    expect(alarm('SmsSpendNearLimit').Dimensions ?? []).toEqual([]);
    expect(alarm('SmsSpendNearLimit').AlarmDescription).toContain('the USD 1 limit');
    const raised = synthTestStack({
      ...PRODUCTION_CONTEXT,
      'inroom:smsMonthlySpendLimitUsd': '50',
    });
    raised.template.hasResourceProperties('AWS::CloudWatch::Alarm', {
      ...spend,
      AlarmName: 'Inroom-SmsSpendNearLimit',
      Threshold: 40,
    });
  });

  it('the sweeper: no run in 5 minutes, where no data is itself the alarm', () => {
    expect(alarm('SweeperNotRunning')).toMatchObject({
      Namespace: 'AWS/Lambda',
      MetricName: 'Invocations',
      Dimensions: [{ Name: 'FunctionName', Value: { Ref: functionId('sweeper') } }],
      Statistic: 'Sum',
      Period: 300,
      Threshold: 1,
      ComparisonOperator: 'LessThanThreshold',
      TreatMissingData: 'breaching',
    });
  });

  it('has exactly these alarms, each saying what it means and what to do', () => {
    const names = ofType('AWS::CloudWatch::Alarm').map(
      ([, r]) => (r.Properties as unknown as AlarmProperties).AlarmName,
    );
    expect(names.sort()).toEqual(
      [
        'Api5xxRate',
        'DeadLetters',
        'SweeperNotRunning',
        'SmsSpendNearLimit',
        ...BUSINESS_ALARMS.map(([name]) => name),
        ...FUNCTION_GROUPS.flatMap((g) => [`${pascal(g)}Errors`, `${pascal(g)}Throttles`]),
      ]
        .map((suffix) => `Inroom-${suffix}`)
        .sort(),
    );
    for (const [, r] of ofType('AWS::CloudWatch::Alarm'))
      expect((r.Properties as unknown as AlarmProperties).AlarmDescription).toMatch(
        /\. .+docs\/operations\.md#[a-z0-9-]+$/,
      );
  });

  it('link to a section of docs/operations.md that exists', () => {
    // GitHub's heading anchors: lower case, spaces to '-', other punctuation dropped.
    const anchors = new Set(
      readFileSync(join(repoRoot, 'docs', 'operations.md'), 'utf8')
        .split('\n')
        .filter((line) => line.startsWith('#'))
        .map((line) =>
          line
            .replace(/^#+\s*/, '')
            .toLowerCase()
            .replace(/[^a-z0-9 -]/g, '')
            .replace(/ /g, '-'),
        ),
    );
    for (const [, r] of ofType('AWS::CloudWatch::Alarm')) {
      const description = (r.Properties as unknown as AlarmProperties).AlarmDescription;
      const anchor = /docs\/operations\.md#([a-z0-9-]+)$/.exec(description)?.[1];
      expect(anchors, description).toContain(anchor);
    }
  });

  it("match the record Powertools writes in a function with the stack's environment", () => {
    const environment = (
      resources[functionId('sweeper')]!.Properties.Environment as {
        Variables: Record<string, string>;
      }
    ).Variables;
    const lines: string[] = [];
    vi.stubEnv('POWERTOOLS_DEV', 'true');
    vi.stubEnv('POWERTOOLS_METRICS_DISABLED', 'false');
    vi.stubEnv('POWERTOOLS_METRICS_NAMESPACE', environment.POWERTOOLS_METRICS_NAMESPACE);
    vi.stubEnv('POWERTOOLS_SERVICE_NAME', environment.POWERTOOLS_SERVICE_NAME);
    const log = vi.spyOn(console, 'log').mockImplementation((line: string) => lines.push(line));
    try {
      const metrics = powertoolsMetrics();
      for (const [name] of BUSINESS_ALARMS) metrics.count(name);
      metrics.flush();
    } finally {
      log.mockRestore();
      vi.unstubAllEnvs();
    }
    expect(lines).toHaveLength(1);
    const record = JSON.parse(lines[0]!) as Record<string, unknown> & {
      _aws: { CloudWatchMetrics: { Namespace: string; Dimensions: string[][] }[] };
    };
    for (const [name] of BUSINESS_ALARMS) {
      const { Namespace, Dimensions } = alarm(name);
      const [directive] = record._aws.CloudWatchMetrics;
      expect(directive?.Namespace).toBe(Namespace);
      // CloudWatch files the record under exactly its dimension set, so the alarm must name it all.
      expect(directive?.Dimensions).toEqual([Dimensions?.map((d) => d.Name)]);
      for (const dimension of Dimensions ?? [])
        expect(record[dimension.Name]).toBe(dimension.Value);
    }
  });

  it("names every business metric it alarms on from the functions' list", () => {
    for (const [name] of BUSINESS_ALARMS) expect(METRIC_NAMES).toContain(name);
  });
});

describe('stages', () => {
  it("keep their counts and alarms apart: the stack's name is the namespace", () => {
    const { template: prod } = synthTestStack(PRODUCTION_CONTEXT, 'Inroom-prod');
    const environments = prod.findResources('AWS::Lambda::Function', {
      Properties: { Description: descriptionOf('guest') },
    });
    expect(
      Object.values(environments).map(
        (fn) => (fn as Resource).Properties.Environment as { Variables: Record<string, string> },
      )[0]?.Variables.POWERTOOLS_METRICS_NAMESPACE,
    ).toBe('Inroom-prod');
    prod.hasResourceProperties('AWS::CloudWatch::Alarm', {
      AlarmName: 'Inroom-prod-SmsFailed',
      Namespace: 'Inroom-prod',
    });
  });
});

describe('tracing', () => {
  it.each(FUNCTION_GROUPS)(
    'the %s function is traced by X-Ray and names the Powertools service',
    (group) => {
      const { Properties } = resources[functionId(group)]!;
      expect(Properties.TracingConfig).toEqual({ Mode: 'Active' });
      expect(Properties.Environment).toMatchObject({
        Variables: {
          POWERTOOLS_SERVICE_NAME: SERVICE_NAME,
          POWERTOOLS_METRICS_NAMESPACE: 'Inroom',
        },
      });
    },
  );
});

describe('the API access log', () => {
  it('writes one JSON line per request to a log group kept 30 days', () => {
    const stage = ofType('AWS::ApiGatewayV2::Stage')[0]![1].Properties as {
      AccessLogSettings: { DestinationArn: { 'Fn::GetAtt': [string, string] }; Format: string };
    };
    const [logGroupId] = stage.AccessLogSettings.DestinationArn['Fn::GetAtt'];
    expect(resources[logGroupId]?.Properties.RetentionInDays).toBe(30);
    const format = JSON.parse(stage.AccessLogSettings.Format) as Record<string, string>;
    expect(format).toMatchObject({
      requestId: '$context.requestId',
      routeKey: '$context.routeKey',
      status: '$context.status',
      integrationRequestId: '$context.integration.requestId',
    });
    // The route key, never the path: paths hold order ids and staff tokens.
    expect(Object.values(format)).not.toContain('$context.path');
  });
});

describe('the dashboard', () => {
  /** The dashboard body with every CloudFormation reference replaced by a placeholder. */
  const body = () => {
    const [, dashboard] = ofType('AWS::CloudWatch::Dashboard')[0]!;
    const join = dashboard.Properties.DashboardBody as { 'Fn::Join': [string, unknown[]] };
    const text = join['Fn::Join'][1]
      .map((part) => (typeof part === 'string' ? part : 'REF'))
      .join('');
    return JSON.parse(text) as {
      widgets: {
        type: string;
        properties: { title?: string; alarms?: string[]; metrics?: unknown[][] };
      }[];
    };
  };
  const metricNamesOf = (title: string): unknown[] => {
    const widget = body().widgets.find((w) => w.properties.title === title);
    expect(widget, title).toBeDefined();
    return (widget?.properties.metrics ?? []).map((metric) => metric[1]);
  };

  it('exists once, named after the stack and region', () => {
    template.resourceCountIs('AWS::CloudWatch::Dashboard', 1);
    template.hasResourceProperties('AWS::CloudWatch::Dashboard', {
      DashboardName: { 'Fn::Join': ['-', ['Inroom', { Ref: 'AWS::Region' }]] },
    });
  });

  it('shows every alarm on top', () => {
    const [first] = body().widgets;
    expect(first?.type).toBe('alarm');
    expect(first?.properties.alarms).toHaveLength(ofType('AWS::CloudWatch::Alarm').length);
  });

  it('shows the order funnel, SMS, failures, the API and the functions', () => {
    expect(metricNamesOf('Order funnel')).toEqual(FUNNEL);
    expect(metricNamesOf('Orders in the period shown')).toEqual(FUNNEL);
    expect(FUNNEL).toEqual(
      expect.arrayContaining([
        'OrderPaid',
        'OrderAccepted',
        'OrderDeclined',
        'OrderExpired',
        'OrderCompleted',
        'CheckoutFailed',
      ]),
    );
    expect(metricNamesOf('Staff SMS')).toEqual([
      'SmsSent',
      'SmsFailed',
      'ReminderSent',
      'SMSMonthToDateSpentUSD',
    ]);
    const sms = body().widgets.find((w) => w.properties.title === 'Staff SMS');
    expect(sms?.properties).toMatchObject({
      annotations: {
        horizontal: [{ value: 1, label: 'Monthly spend limit (USD)', yAxis: 'right' }],
      },
    });
    expect(metricNamesOf('Settlement and order work failures')).toEqual(
      expect.arrayContaining([
        'SettlementFailed',
        'SettlementGaveUp',
        'EffectGaveUp',
        'OrdersStuck',
        'ApproximateNumberOfMessagesVisible',
      ]),
    );
    expect(metricNamesOf('API requests and errors')).toEqual(['Count', '4xx', '5xx']);
    expect(metricNamesOf('API latency (ms)')).toEqual(['Latency', 'Latency', 'IntegrationLatency']);
    expect(metricNamesOf('Function errors and throttles')).toEqual([
      ...FUNCTION_GROUPS.map(() => 'Errors'),
      ...FUNCTION_GROUPS.map(() => 'Throttles'),
    ]);
    expect(metricNamesOf('Function duration p99 (ms)')).toEqual(
      FUNCTION_GROUPS.map(() => 'Duration'),
    );
  });
});
