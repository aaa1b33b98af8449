/**
 * The scheduler port: one timer per paid order that calls the expiry handler at the end of the
 * response window. EventBridge Scheduler one-time schedules on AWS; in-process timers in the
 * embedded stack, re-armed from the table on start.
 */
export interface ExpiryScheduler {
  /** Idempotent per order: a second call for the same order keeps the first schedule. */
  scheduleExpiry(orderId: string, at: Date): Promise<void>;
}

export function unconfiguredScheduler(): ExpiryScheduler {
  return {
    scheduleExpiry: () =>
      Promise.reject(new Error('No expiry scheduler is configured for this function')),
  };
}
