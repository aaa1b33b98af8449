import { MetricUnit, Metrics as PowertoolsMetrics } from '@aws-lambda-powertools/metrics';
import type { Metrics } from './port';
import { SERVICE_NAME } from '../observability/service';

/**
 * The metrics port on Powertools Metrics: counts go out as CloudWatch embedded metric format in the
 * function's own log (no API call, no latency), under the namespace POWERTOOLS_METRICS_NAMESPACE.
 * `write` takes each record instead of Powertools' own stdout (the embedded stack prints them in
 * its log, where Powertools would print nothing outside Lambda).
 */
export function powertoolsMetrics(
  metrics: PowertoolsMetrics = new PowertoolsMetrics({
    namespace: process.env.POWERTOOLS_METRICS_NAMESPACE ?? 'Inroom',
    serviceName: SERVICE_NAME,
  }),
  write?: (emfRecord: string) => void,
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
      if (!write) {
        metrics.publishStoredMetrics();
        return;
      }
      try {
        write(JSON.stringify(metrics.serializeMetrics()));
      } finally {
        metrics.clearMetrics();
      }
    },
  };
}
