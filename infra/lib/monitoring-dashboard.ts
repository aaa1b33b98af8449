import { Aws, Fn, Stack } from 'aws-cdk-lib';
import type * as apigw from 'aws-cdk-lib/aws-apigatewayv2';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import type * as sqs from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
import { FUNCTION_GROUPS, type FunctionGroup } from '@inroom/functions/routes';
import type { MetricName } from '@inroom/functions/metrics/port';
import { PERIOD, businessMetric, smsSpendMetric } from './monitoring-metrics';

export interface DashboardProps {
  functions: Record<FunctionGroup, lambda.IFunction>;
  httpApi: apigw.IHttpApi;
  deadLetterQueues: sqs.IQueue[];
  alarms: cloudwatch.IAlarm[];
  /** The account's monthly SMS spend limit in SNS (USD), drawn as a line over the spend. */
  smsMonthlySpendLimitUsd: number;
}

/** The order funnel, in the order an order moves through it, with what goes wrong at checkout. */
export const FUNNEL: readonly MetricName[] = [
  'OrderPaid',
  'OrderAccepted',
  'OrderDeclined',
  'OrderExpired',
  'OrderExpiredBySweeper',
  'OrderCompleted',
  'CheckoutFailed',
];
export const SMS: readonly MetricName[] = ['SmsSent', 'SmsFailed', 'ReminderSent'];
export const FAILURES: readonly MetricName[] = [
  'SettlementFailed',
  'SettlementGaveUp',
  'EffectGaveUp',
  'ExpiryScheduleFailed',
];

/**
 * One page for the person paged at night: the alarms' states on top, then the order funnel, SMS,
 * settlement and the sweeper's backlog, then the API and the functions. Named after the stack and
 * the region, since dashboard names are unique across an account's regions.
 */
export function monitoringDashboard(scope: Construct, props: DashboardProps): cloudwatch.Dashboard {
  const counts = (names: readonly MetricName[]) =>
    names.map((name) => businessMetric(scope, name, { label: name }));
  const perFunction = (
    metricOf: (fn: lambda.IFunction) => cloudwatch.Metric,
    suffix = '',
  ): cloudwatch.IMetric[] =>
    FUNCTION_GROUPS.map((group) =>
      metricOf(props.functions[group]).with({ label: `${group}${suffix}` }),
    );
  const sum = { statistic: cloudwatch.Stats.SUM, period: PERIOD };
  const graph = (
    title: string,
    left: cloudwatch.IMetric[],
    more: Partial<cloudwatch.GraphWidgetProps> = {},
  ) => new cloudwatch.GraphWidget({ title, left, width: 12, height: 6, ...more });

  const dashboard = new cloudwatch.Dashboard(scope, 'Dashboard', {
    dashboardName: Fn.join('-', [Stack.of(scope).stackName, Aws.REGION]),
  });
  dashboard.addWidgets(
    new cloudwatch.AlarmStatusWidget({
      title: 'Alarms (what each means: docs/operations.md)',
      alarms: props.alarms,
      width: 24,
      height: 4,
    }),
  );
  dashboard.addWidgets(
    new cloudwatch.SingleValueWidget({
      title: 'Orders in the period shown',
      metrics: counts(FUNNEL),
      setPeriodToTimeRange: true,
      width: 24,
      height: 3,
    }),
  );
  dashboard.addWidgets(
    graph('Order funnel', counts(FUNNEL)),
    graph('Staff SMS', counts(SMS), {
      right: [smsSpendMetric({ label: 'Spent this month (USD)' })],
      rightAnnotations: [
        { value: props.smsMonthlySpendLimitUsd, label: 'Monthly spend limit (USD)' },
      ],
    }),
  );
  dashboard.addWidgets(
    graph('Settlement and order work failures', counts(FAILURES), {
      right: [
        businessMetric(scope, 'OrdersStuck', {
          statistic: cloudwatch.Stats.MAXIMUM,
          label: 'OrdersStuck (max per sweep)',
        }),
        ...props.deadLetterQueues.map((queue) =>
          queue.metricApproximateNumberOfMessagesVisible({
            statistic: cloudwatch.Stats.MAXIMUM,
            period: PERIOD,
            label: 'Dead letters',
          }),
        ),
      ],
    }),
    graph('API requests and errors', [
      props.httpApi.metricCount({ ...sum, label: 'Requests' }),
      props.httpApi.metricClientError({ ...sum, label: '4xx' }),
      props.httpApi.metricServerError({ ...sum, label: '5xx' }),
    ]),
  );
  dashboard.addWidgets(
    graph('API latency (ms)', [
      props.httpApi.metricLatency({ statistic: 'p50', period: PERIOD, label: 'p50' }),
      props.httpApi.metricLatency({ statistic: 'p99', period: PERIOD, label: 'p99' }),
      props.httpApi.metricIntegrationLatency({
        statistic: 'p99',
        period: PERIOD,
        label: 'Lambda p99',
      }),
    ]),
    graph(
      'Function errors and throttles',
      perFunction((fn) => fn.metricErrors(sum)),
      {
        right: perFunction((fn) => fn.metricThrottles(sum), ' throttles'),
      },
    ),
  );
  dashboard.addWidgets(
    graph(
      'Function duration p99 (ms)',
      perFunction((fn) => fn.metricDuration({ statistic: 'p99', period: PERIOD })),
      { width: 24 },
    ),
  );
  return dashboard;
}
