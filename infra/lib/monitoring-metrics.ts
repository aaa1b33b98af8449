import { Duration } from 'aws-cdk-lib';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import type { IConstruct } from 'constructs';
import type { MetricName } from '@inroom/functions/metrics/port';
import { SERVICE_NAME, metricsNamespace } from './functions';

/** The period of every alarm and graph: long enough to hold a sweep or two, short enough to page. */
export const PERIOD = Duration.minutes(5);

/**
 * One of the functions' business counts (functions/src/metrics/port.ts), as CloudWatch holds it:
 * Powertools Metrics writes every record in the stack's namespace with one dimension, `service`
 * (its serviceName), and an alarm finds the metric only when it names exactly these dimensions.
 */
export function businessMetric(
  scope: IConstruct,
  name: MetricName,
  options: cloudwatch.MetricOptions = {},
): cloudwatch.Metric {
  return new cloudwatch.Metric({
    namespace: metricsNamespace(scope),
    metricName: name,
    dimensionsMap: { service: SERVICE_NAME },
    statistic: cloudwatch.Stats.SUM,
    period: PERIOD,
    ...options,
  });
}

/**
 * What the account has spent on SMS since the month began (USD), as SNS reports it: account-wide
 * in the region, no dimensions, its maximum the only statistic that means anything.
 */
export function smsSpendMetric(options: cloudwatch.MetricOptions = {}): cloudwatch.Metric {
  return new cloudwatch.Metric({
    namespace: 'AWS/SNS',
    metricName: 'SMSMonthToDateSpentUSD',
    statistic: cloudwatch.Stats.MAXIMUM,
    period: PERIOD,
    ...options,
  });
}
