import { Stack } from 'aws-cdk-lib';
import type * as apigw from 'aws-cdk-lib/aws-apigatewayv2';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import * as actions from 'aws-cdk-lib/aws-cloudwatch-actions';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import * as sns from 'aws-cdk-lib/aws-sns';
import * as subscriptions from 'aws-cdk-lib/aws-sns-subscriptions';
import type * as sqs from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { FUNCTION_GROUPS, type FunctionGroup } from '@inroom/functions/routes';
import { pascal } from './functions';
import { monitoringDashboard } from './monitoring-dashboard';
import { PERIOD, businessMetric, smsSpendMetric } from './monitoring-metrics';
import { acknowledge } from './nag-suppressions';

export interface MonitoringProps {
  functions: Record<FunctionGroup, lambda.IFunction>;
  httpApi: apigw.IHttpApi;
  /** Queues that fill only when something failed for good (the expiry dead-letter queue). */
  deadLetterQueues: sqs.IQueue[];
  /** Who gets the alarms by e-mail (a stage setting); none means the topic has no subscriber yet. */
  alarmEmail?: string;
  /** The account's monthly SMS spend limit in SNS (USD; a stage setting). */
  smsMonthlySpendLimitUsd: number;
}

/** What an alarm watches and when it fires; its description says what it means and what to do. */
export interface AlarmSpec {
  /** Construct id and the alarm name's suffix: `Inroom-prod-SmsFailed`. */
  id: string;
  metric: cloudwatch.IMetric;
  /** Fires at or above this value (below it, for `below: true`). */
  threshold: number;
  below?: boolean;
  /**
   * No data is normal for counts (nothing happened) and must not page; only a metric that must
   * always be there (the sweeper's invocations) treats missing data as breaching, and one reported
   * now and then (the SMS spend) ignores it.
   */
  missingData?: cloudwatch.TreatMissingData;
  /** One line: what it means and what to do. The runbook is docs/operations.md. */
  description: string;
}

/** A 5xx rate over 5 minutes, counted only from 5 server errors on so one failure at night is no page. */
export const API_5XX_RATE_PERCENT = 5;
export const API_5XX_MIN_ERRORS = 5;

/**
 * The share of the monthly SMS spend limit at which the spend alarm fires: early enough to have the
 * limit raised (a support case) before SNS stops sending staff their texts.
 */
export const SMS_SPEND_ALARM_SHARE = 0.8;

/**
 * What an operations team is paged by: an SNS topic (e-mail to the stage's alarm address) that
 * every alarm notifies when it fires and when it clears, and the dashboard (monitoring-dashboard.ts).
 * Business counts come from the functions' Powertools Metrics (monitoring-metrics.ts).
 */
export class Monitoring extends Construct {
  readonly topic: sns.Topic;
  readonly alarms: cloudwatch.Alarm[];
  readonly dashboard: cloudwatch.Dashboard;

  constructor(scope: Construct, id: string, props: MonitoringProps) {
    super(scope, id);
    const stackName = Stack.of(this).stackName;
    this.topic = new sns.Topic(this, 'AlarmTopic', {
      displayName: `${stackName} alarms`,
      enforceSSL: true,
    });
    if (props.alarmEmail)
      this.topic.addSubscription(new subscriptions.EmailSubscription(props.alarmEmail));
    acknowledge(
      this.topic,
      'Serverless-SNSRedrivePolicy',
      'A queue of undelivered alarm e-mails would page no one either; the dashboard shows every alarm state',
    );

    const notify = new actions.SnsAction(this.topic);
    this.alarms = alarmSpecs(this, props).map((spec) => {
      const alarm = new cloudwatch.Alarm(this, spec.id, {
        alarmName: `${stackName}-${spec.id}`,
        alarmDescription: spec.description,
        metric: spec.metric,
        threshold: spec.threshold,
        comparisonOperator: spec.below
          ? cloudwatch.ComparisonOperator.LESS_THAN_THRESHOLD
          : cloudwatch.ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
        evaluationPeriods: 1,
        treatMissingData: spec.missingData ?? cloudwatch.TreatMissingData.NOT_BREACHING,
      });
      // OK as well as ALARM: whoever was paged learns from the same inbox that it cleared.
      alarm.addAlarmAction(notify);
      alarm.addOkAction(notify);
      return alarm;
    });

    this.dashboard = monitoringDashboard(this, {
      ...props,
      alarms: this.alarms,
    });
  }
}

const runbook = (anchor: string) => `docs/operations.md#${anchor}`;

/** Every alarm of the stack. */
export function alarmSpecs(scope: Construct, props: MonitoringProps): AlarmSpec[] {
  const count = (name: Parameters<typeof businessMetric>[1]) => businessMetric(scope, name);
  const errors = props.httpApi.metricServerError({
    statistic: cloudwatch.Stats.SUM,
    period: PERIOD,
  });
  const requests = props.httpApi.metricCount({ statistic: cloudwatch.Stats.SUM, period: PERIOD });
  return [
    {
      id: 'Api5xxRate',
      metric: new cloudwatch.MathExpression({
        expression: `IF(errors >= ${API_5XX_MIN_ERRORS}, 100 * errors / requests, 0)`,
        usingMetrics: { errors, requests },
        label: 'API 5xx %',
        period: PERIOD,
      }),
      threshold: API_5XX_RATE_PERCENT,
      description: `${API_5XX_RATE_PERCENT}% or more of API requests (and ${API_5XX_MIN_ERRORS}+) failed with 5xx in 5 min: guests cannot order. Check the functions' error logs and the API access log; see ${runbook('api5xxrate')}`,
    },
    ...FUNCTION_GROUPS.flatMap((group): AlarmSpec[] => {
      const fn = props.functions[group];
      return [
        {
          id: `${pascal(group)}Errors`,
          metric: fn.metricErrors({ statistic: cloudwatch.Stats.SUM, period: PERIOD }),
          threshold: 1,
          description: `The ${group} function threw (crashed or timed out) in the last 5 min. Read its log group's ERROR lines; see ${runbook('function-errors')}`,
        },
        {
          id: `${pascal(group)}Throttles`,
          metric: fn.metricThrottles({ statistic: cloudwatch.Stats.SUM, period: PERIOD }),
          threshold: 1,
          description: `Lambda refused to run the ${group} function (concurrency limit). Check the account's concurrency quota and traffic; see ${runbook('function-throttles')}`,
        },
      ];
    }),
    {
      id: 'SmsFailed',
      metric: count('SmsFailed'),
      threshold: 1,
      description: `A staff SMS failed to send (it is retried). Staff may not know of a paid order: check SNS SMS sandbox, spend limit and sender; see ${runbook('smsfailed')}`,
    },
    {
      id: 'SmsSpendNearLimit',
      metric: smsSpendMetric(),
      threshold: Math.round(props.smsMonthlySpendLimitUsd * SMS_SPEND_ALARM_SHARE * 100) / 100,
      // SNS reports the spend only now and then; between its reports the alarm keeps its state
      // rather than clearing and firing again with each one (an e-mail each way).
      missingData: cloudwatch.TreatMissingData.IGNORE,
      description: `SMS spend this month passed ${SMS_SPEND_ALARM_SHARE * 100}% of the USD ${props.smsMonthlySpendLimitUsd} limit; at the limit SNS stops texting staff. Have the limit raised; see ${runbook('smsspendnearlimit')}`,
    },
    {
      id: 'SettlementFailed',
      metric: count('SettlementFailed'),
      threshold: 1,
      description: `Stripe refused a capture or release (it is retried). Check Stripe's status and the order's log lines; see ${runbook('settlementfailed')}`,
    },
    {
      id: 'SettlementGaveUp',
      metric: count('SettlementGaveUp'),
      threshold: 1,
      description: `A capture or release failed every attempt: a guest's card hold is unsettled. Capture or cancel it in the Stripe dashboard; see ${runbook('settlementgaveup')}`,
    },
    {
      id: 'EffectGaveUp',
      metric: count('EffectGaveUp'),
      threshold: 1,
      description: `An order's SMS, reminder or expiry schedule failed every attempt. Phone the location about the order; see ${runbook('effectgaveup')}`,
    },
    {
      id: 'OrdersStuck',
      // Every sweep counts the paid orders still unanswered past their window; the smallest count of
      // five minutes is above 0 only when no sweep in them could expire those orders.
      metric: count('OrdersStuck').with({ statistic: cloudwatch.Stats.MINIMUM }),
      threshold: 1,
      description: `Paid orders are past their response window and the sweeper cannot expire them (card holds open). Read the sweeper's log; see ${runbook('ordersstuck')}`,
    },
    {
      id: 'SweeperNotRunning',
      metric: props.functions.sweeper.metricInvocations({
        statistic: cloudwatch.Stats.SUM,
        period: PERIOD,
      }),
      threshold: 1,
      below: true,
      missingData: cloudwatch.TreatMissingData.BREACHING,
      description: `The every-minute sweep has not run for 5 min: nothing backs up SMS, expiry or settlement. Check the schedule and the dead-letter queue; see ${runbook('sweepernotrunning')}`,
    },
    ...props.deadLetterQueues.map((queue, index): AlarmSpec => ({
      id: index === 0 ? 'DeadLetters' : `DeadLetters${index + 1}`,
      metric: queue.metricApproximateNumberOfMessagesVisible({
        statistic: cloudwatch.Stats.MAXIMUM,
        period: PERIOD,
      }),
      threshold: 1,
      description: `An expiry or sweep invocation failed for good and was recorded in the dead-letter queue. Read its messages; see ${runbook('deadletters')}`,
    })),
  ];
}
