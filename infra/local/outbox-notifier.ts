import { randomUUID } from 'node:crypto';
import { localOutboxStore, type OutboxMessage, type Store } from '@inroom/functions/store';
import type { Notifier } from '../../functions/src/notifications/port';

export type { OutboxMessage };

/** The embedded stack's notifier, which a developer can tell to fail, to watch the retries. */
export interface OutboxNotifier extends Notifier {
  /** The next `count` sends fail, as SNS would under an outage (0 ends it). */
  failNext(count: number): void;
  /** How many sends are still to fail. */
  failuresLeft(): number;
}

export const SIMULATED_OUTAGE = 'Simulated SMS outage (set on /local/outbox)';

/**
 * The embedded stack's SMS: instead of SNS, every message is kept in the table's outbox and listed
 * at /local/outbox (and /local/outbox.json), where a developer opens the staff links. Unlike SNS it
 * can tell a repeat: a message whose dedupe key it has kept already is delivered no second time
 * (only noted, as status 'repeat'). A send it was told to fail is kept too, marked failed, and
 * then throws.
 */
export function outboxNotifier(store: Store, now: () => Date = () => new Date()): OutboxNotifier {
  let failures = 0;
  return {
    async sendSms({ phoneNumber, text, reference, dedupeKey, attempt }) {
      const message = {
        id: randomUUID(),
        phoneNumber,
        text,
        reference,
        sentAt: now().toISOString(),
        dedupeKey,
        attempt,
        status: 'sent' as const,
        error: '',
      };
      if (failures > 0) {
        failures -= 1;
        await localOutboxStore.add(store, {
          ...message,
          status: 'failed',
          error: SIMULATED_OUTAGE,
        });
        throw new Error(SIMULATED_OUTAGE);
      }
      // A repeat of a kept message is delivered no second time; it is kept as a record of the
      // repeat (what SNS, which cannot tell, would have sent twice), listed with its status.
      if (!(await localOutboxStore.add(store, message)))
        await localOutboxStore.add(store, { ...message, status: 'repeat' });
    },
    failNext(count) {
      failures = Math.max(0, Math.floor(count));
    },
    failuresLeft: () => failures,
  };
}

/** The newest messages first (at most `limit`, 100 unless told). */
export const listOutbox = (store: Store, limit?: number): Promise<OutboxMessage[]> =>
  localOutboxStore.listNewestFirst(store, limit);
