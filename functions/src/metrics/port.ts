/**
 * The metrics port: counts of the business events an operator alarms on. Powertools Metrics (EMF in
 * the function's log) on AWS; a recording stand-in in the embedded stack and the tests.
 */
export interface Metrics {
  /** Adds `value` (1 unless given) to a count of this invocation. */
  count(name: MetricName, value?: number): void;
  /** Writes what was counted (once per invocation on AWS); a no-op where nothing is published. */
  flush(): void;
}

export const METRIC_NAMES = [
  /** An order moved 1 -> 2. */
  'OrderPaid',
  /** Staff accepted an order (2 -> 3). */
  'OrderAccepted',
  /** Staff declined an order (2 -> 4). */
  'OrderDeclined',
  /** Staff marked an accepted order completed (3 -> 5). */
  'OrderCompleted',
  /** An order expired (2 -> 6) by its schedule or a staff answer after its window; not the sweeper's. */
  'OrderExpired',
  /** A checkout refused by the payment provider or our code: intent creation failed, a card error, a 5xx on pay. */
  'CheckoutFailed',
  /** A staff SMS (new order or reminder) went out. */
  'SmsSent',
  /** One attempt to send an SMS failed; it is retried. */
  'SmsFailed',
  /** A reminder went out at half the response window. */
  'ReminderSent',
  /** A capture or release the provider refused; it is retried. */
  'SettlementFailed',
  /** A capture or release still refused after every attempt: an operator must settle it. */
  'SettlementGaveUp',
  /** An SMS, reminder or expiry schedule still failing after every attempt. */
  'EffectGaveUp',
  /** Creating an order's expiry schedule failed; it is retried. */
  'ExpiryScheduleFailed',
  /** An order the sweeper expired because its response window had ended. */
  'OrderExpiredBySweeper',
  /** Orders still at status 2 past their response window after a sweep. */
  'OrdersStuck',
] as const;
export type MetricName = (typeof METRIC_NAMES)[number];

/** Keeps the counts in memory: the embedded stack's and the tests' metrics. */
export interface RecordingMetrics extends Metrics {
  readonly counts: Partial<Record<MetricName, number>>;
}

export function recordingMetrics(): RecordingMetrics {
  const counts: Partial<Record<MetricName, number>> = {};
  return {
    counts,
    count(name, value = 1) {
      counts[name] = (counts[name] ?? 0) + value;
    },
    flush() {},
  };
}

/** One port over several: each count and flush goes to every one of them, in order. */
export function combinedMetrics(...ports: readonly Metrics[]): Metrics {
  return {
    count(name, value) {
      for (const port of ports) port.count(name, value);
    },
    flush() {
      for (const port of ports) port.flush();
    },
  };
}
