import { MetricUnit, Metrics as PowertoolsMetrics } from '@aws-lambda-powertools/metrics';
import type { Metrics } from './port';

/**
 * The metrics port on Powertools Metrics: counts go out as CloudWatch embedded metric format in the
 * function's own log (no API call, no latency), under the namespace POWERTOOLS_METRICS_NAMESPACE.
 */
export function powertoolsMetrics(
  metrics: PowertoolsMetrics = new PowertoolsMetrics({
    namespace: process.env.POWERTOOLS_METRICS_NAMESPACE ?? 'Inroom',
    serviceName: 'inroom-api',
  }),
): Metrics {
  let counted = false;
  return {
    count(name, value = 1) {
      metrics.addMetric(name, MetricUnit.Count, value);
      counted = true;
    },
    flush() {
      // An invocation that counted nothing writes nothing (Powertools would log a warning).
      if (!counted) return;
      counted = false;
      metrics.publishStoredMetrics();
    },
  };
}
