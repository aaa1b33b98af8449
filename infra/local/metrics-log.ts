import {
  combinedMetrics,
  recordingMetrics,
  type Metrics,
  type RecordingMetrics,
} from '../../functions/src/metrics/port';
import { powertoolsMetrics } from '../../functions/src/metrics/powertools-adapter';

export interface LocalMetrics {
  /** What the stack's handlers count with. */
  port: Metrics;
  /** The same counts, kept for tests to read (LocalStack.metrics). */
  recording: RecordingMetrics;
}

/**
 * The embedded stack's metrics: counted in memory for the tests and, when `print` is given, also
 * written as the Powertools Metrics EMF records a Lambda would leave in CloudWatch Logs, one line
 * per request, expiry or sweep that counted something other than 0, so the order funnel can be watched locally.
 */
export function localMetrics(print: ((line: string) => void) | undefined): LocalMetrics {
  const recording = recordingMetrics();
  if (!print) return { port: recording, recording };
  // Powertools' own Metrics, as the functions make it (namespace Inroom), with its records printed.
  const emf = powertoolsMetrics(undefined, (line) => {
    if (countsSomething(line)) print(line);
  });
  return { port: combinedMetrics(recording, emf), recording };
}

/**
 * Whether an EMF record has a count other than 0. Every sweep writes OrdersStuck, 0 when none, so
 * that on AWS its alarm has a value each minute; locally that would be a line every few seconds.
 */
function countsSomething(line: string): boolean {
  type Record = { _aws?: { CloudWatchMetrics?: { Metrics?: { Name: string }[] }[] } };
  const record = JSON.parse(line) as Record & { [metric: string]: unknown };
  const names = (record._aws?.CloudWatchMetrics ?? []).flatMap((set) => set.Metrics ?? []);
  return names.some(({ Name }) => [record[Name]].flat().some((value) => value !== 0));
}

/**
 * `work` followed by a flush of what it counted, as each Lambda invocation ends. Work running side
 * by side locally shares one record; the counts, which CloudWatch sums, are the same.
 */
export function flushedAfter<A extends unknown[], R>(
  metrics: Metrics,
  work: (...args: A) => Promise<R>,
): (...args: A) => Promise<R> {
  return async (...args) => {
    try {
      return await work(...args);
    } finally {
      metrics.flush();
    }
  };
}
