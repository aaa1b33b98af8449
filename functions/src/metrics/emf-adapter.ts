import { SERVICE_NAME } from '../observability/service';
import type { MetricName, Metrics } from './port';

/**
 * The metrics port writing CloudWatch embedded metric format records itself: the same record
 * Powertools Metrics writes for counts (namespace, the one `service` dimension, unit Count, a value
 * or the list of values counted; emf-adapter.test.ts compares the two), without its 12 KB of code.
 * For the guest function, whose cold start is the page a guest waits on (issue #14); the others use
 * Powertools (powertools-adapter.ts). A record goes straight to stdout, as Powertools writes it:
 * Lambda's console would put a timestamp and request id in front, and CloudWatch would no longer
 * read the line as a record.
 */
export function emfMetrics(
  namespace: string = process.env.POWERTOOLS_METRICS_NAMESPACE ?? 'Inroom',
  write: (emfRecord: string) => void = (line) => process.stdout.write(`${line}\n`),
  now: () => number = Date.now,
): Metrics {
  let values = new Map<MetricName, number[]>();
  return {
    count(name, value = 1) {
      values.set(name, [...(values.get(name) ?? []), value]);
    },
    flush() {
      // An invocation that counted nothing writes nothing.
      if (values.size === 0) return;
      const counted = values;
      values = new Map();
      const names = [...counted.keys()];
      write(
        JSON.stringify({
          _aws: {
            Timestamp: now(),
            CloudWatchMetrics: [
              {
                Namespace: namespace,
                Dimensions: [['service']],
                Metrics: names.map((name) => ({ Name: name, Unit: 'Count' })),
              },
            ],
          },
          service: SERVICE_NAME,
          ...Object.fromEntries(
            names.map((name) => {
              const list = counted.get(name) ?? [];
              return [name, list.length === 1 ? list[0] : list];
            }),
          ),
        }),
      );
    },
  };
}
