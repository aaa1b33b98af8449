import { CreateScheduleCommand, SchedulerClient } from '@aws-sdk/client-scheduler';
import type { ExpiryScheduler } from './port';

/** What the stack sets on a function that schedules expiry (infra/lib/order-expiry.ts). */
export interface SchedulerEnvironment {
  SCHEDULE_GROUP_NAME?: string;
  SCHEDULER_ROLE_ARN?: string;
  EXPIRY_FUNCTION_ARN?: string;
  /** Where Scheduler puts an expiry it could not deliver to the expiry function. */
  EXPIRY_DEAD_LETTER_QUEUE_ARN?: string;
}

/**
 * How long Scheduler keeps trying to hand an order's expiry to Lambda when the invoke itself fails
 * (Lambda throttling, a service error; a failure inside the function is Lambda's to retry, see
 * infra/lib/order-expiry.ts). Scheduler's default, 185 attempts over 24 hours, would let an expiry
 * drift for a day; the sweeper expires an overdue order within a minute anyway, so Scheduler tries
 * for an hour (ten attempts with its back-off, enough to ride out throttling), then writes the
 * event to the dead-letter queue for an operator to see.
 */
export const EXPIRY_RETRY_POLICY = { MaximumRetryAttempts: 10, MaximumEventAgeInSeconds: 3600 };

/** Scheduler names: at most 64 of letters, digits, '.', '-' and '_'. */
const SCHEDULE_NAME = /^[0-9a-zA-Z._-]{1,64}$/;

/** The one schedule of an order; the fixed name is what makes scheduling idempotent per order. */
export const scheduleNameOf = (orderId: string): string => `order-expiry-${orderId}`;

/**
 * `at(yyyy-mm-ddThh:mm:ss)` in UTC. Scheduler has no fractions of a second, so they round up:
 * expiry never fires before the response window has ended.
 */
export function atExpressionOf(at: Date): string {
  const seconds = Math.ceil(at.getTime() / 1000) * 1000;
  return `at(${new Date(seconds).toISOString().slice(0, 19)})`;
}

const isConflict = (error: unknown): boolean =>
  (error as { name?: unknown } | undefined)?.name === 'ConflictException';

/**
 * The scheduler port on EventBridge Scheduler: one one-time schedule per paid order, in the stack's
 * schedule group, that invokes the expiry function with `{ orderId }` as the role the stack made
 * for it, and deletes itself after it ran. Only the payments function and the sweeper use it, so
 * only their bundles carry the Scheduler client.
 */
export function eventBridgeScheduler(
  env: SchedulerEnvironment = process.env,
  client: SchedulerClient = new SchedulerClient({}),
): ExpiryScheduler {
  const { SCHEDULE_GROUP_NAME, SCHEDULER_ROLE_ARN, EXPIRY_FUNCTION_ARN } = env;
  const { EXPIRY_DEAD_LETTER_QUEUE_ARN } = env;
  return {
    async scheduleExpiry(orderId, at) {
      // The stack always sets all four; a schedule without its dead-letter queue would lose a failed
      // expiry silently, so a missing one is a configuration error like the others.
      if (
        !SCHEDULE_GROUP_NAME ||
        !SCHEDULER_ROLE_ARN ||
        !EXPIRY_FUNCTION_ARN ||
        !EXPIRY_DEAD_LETTER_QUEUE_ARN
      ) {
        const missing = Object.entries({
          SCHEDULE_GROUP_NAME,
          SCHEDULER_ROLE_ARN,
          EXPIRY_FUNCTION_ARN,
          EXPIRY_DEAD_LETTER_QUEUE_ARN,
        })
          .filter(([, value]) => !value)
          .map(([name]) => name);
        throw new Error(`Order expiry is not configured: ${missing.join(', ')} not set`);
      }
      const name = scheduleNameOf(orderId);
      if (!SCHEDULE_NAME.test(name)) throw new Error(`No schedule name fits order id ${orderId}`);
      try {
        await client.send(
          new CreateScheduleCommand({
            Name: name,
            GroupName: SCHEDULE_GROUP_NAME,
            ScheduleExpression: atExpressionOf(at),
            ScheduleExpressionTimezone: 'UTC',
            FlexibleTimeWindow: { Mode: 'OFF' },
            ActionAfterCompletion: 'DELETE',
            Target: {
              Arn: EXPIRY_FUNCTION_ARN,
              RoleArn: SCHEDULER_ROLE_ARN,
              Input: JSON.stringify({ orderId }),
              RetryPolicy: EXPIRY_RETRY_POLICY,
              DeadLetterConfig: { Arn: EXPIRY_DEAD_LETTER_QUEUE_ARN },
            },
          }),
        );
      } catch (error) {
        // The order's schedule exists already (a replayed webhook, or the redirect back and the
        // webhook both confirming payment): the first one stands.
        if (isConflict(error)) return;
        throw error;
      }
    },
  };
}
