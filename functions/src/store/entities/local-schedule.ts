import { z } from 'zod';
import { defineEntity } from '../entity';
import type { Store } from '../store';
import { lazySchema } from '@inroom/shared';

// The embedded stack's stand-in for EventBridge Scheduler: one record per pending order expiry,
// re-armed as an in-process timer when the stack starts. Never written on AWS.
// Access patterns: one order's schedule (Get LOCALSCHEDULE/<orderId>); all pending schedules
// (Query LOCALSCHEDULE; few at a time, each removed when it has fired).
const PARTITION = 'LOCALSCHEDULE';
const keys = (orderId: string) => ({ PK: PARTITION, SK: orderId });

export const localScheduleSchema = lazySchema(() =>
  z.object({
    orderId: z.string().min(1),
    /** When the order's response window ends (ISO, UTC). */
    at: z.iso.datetime(),
  }),
);
export type LocalSchedule = z.infer<typeof localScheduleSchema>;

const schedules = defineEntity({
  entity: 'localSchedule',
  schema: localScheduleSchema,
  keys: (schedule: LocalSchedule) => keys(schedule.orderId),
});

export const localScheduleStore = {
  get: (store: Store, orderId: string) => schedules.get(store, keys(orderId)),
  /**
   * Writes the schedule unless the order has one already (idempotent per order, as a named
   * EventBridge schedule is): true when written, false when the first one is kept.
   */
  putIfAbsent: (store: Store, schedule: LocalSchedule): Promise<boolean> =>
    schedules.createIfAbsent(store, schedule),
  /** Every pending schedule, by order id. */
  listAll: (store: Store) => schedules.list(store, { partitionKey: PARTITION }),
  remove: (store: Store, orderId: string) => store.delete(keys(orderId)),
};
