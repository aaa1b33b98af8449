import { z } from 'zod';
import { defineEntity } from '../entity';
import type { Store } from '../store';
import { lazySchema } from '@inroom/shared';

// The embedded stack's stand-in for SNS: every SMS it "sends" (and every send it was told to fail)
// is kept here and listed at /local/outbox. Never written on AWS.
// Access patterns:
// - one message by its dedupe key (Put if absent: a repeat of a sent message is kept once):
//   OUTBOX#<dedupeKey>/SMS; a failed attempt or a repeat has a key of its own,
//   OUTBOX#<failed|repeat>#<id>/SMS, and so has a message sent without a dedupe key,
//   OUTBOX#id#<id>/SMS;
// - the newest messages first: Query GSI1 OUTBOX, descending, with a limit; the sort key
//   <sentAt ISO>#<id> orders them by time (ISO strings in UTC sort as times).
const LIST_PARTITION = 'OUTBOX';

export const outboxMessageSchema = lazySchema(() =>
  z.object({
    id: z.string().min(1),
    /** E.164, as the notifier port was given it. */
    phoneNumber: z.string().min(1),
    text: z.string(),
    /** Why it was sent, e.g. 'order <id> paid' or 'order <id> reminder'. */
    reference: z.string(),
    sentAt: z.iso.datetime(),
    /** The sender's key for this message: every attempt at it has the same. */
    dedupeKey: z.string().default(''),
    /** 1 for the first try, 2 for the first retry, ... */
    attempt: z.number().int().min(1).default(1),
    /**
     * failed: the stack was told to simulate an SMS outage for this attempt; repeat: a message with
     * the same dedupe key was sent already, so this one was not (SNS would have sent it twice).
     */
    status: z.enum(['sent', 'failed', 'repeat']).default('sent'),
    error: z.string().default(''),
  }),
);
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;

const messages = defineEntity({
  entity: 'localOutboxMessage',
  schema: outboxMessageSchema,
  keys: (message: OutboxMessage) => ({
    PK:
      message.status !== 'sent'
        ? `OUTBOX#${message.status}#${message.id}`
        : `OUTBOX#${message.dedupeKey || `id#${message.id}`}`,
    SK: 'SMS',
    GSI1PK: LIST_PARTITION,
    GSI1SK: `${message.sentAt}#${message.id}`,
  }),
});

/** How many messages a listing reads unless told otherwise. */
export const OUTBOX_LIST_LIMIT = 100;

export const localOutboxStore = {
  /**
   * Keeps one message: true when kept, false when a message with the same dedupe key is there
   * already (a repeat, which a deduplicating channel delivers once).
   */
  add: (store: Store, message: OutboxMessage): Promise<boolean> =>
    messages.createIfAbsent(store, message),
  /** The newest `limit` messages, newest first. */
  async listNewestFirst(store: Store, limit = OUTBOX_LIST_LIMIT): Promise<OutboxMessage[]> {
    const items = await store.queryPartition({
      index: 'GSI1',
      partitionKey: LIST_PARTITION,
      descending: true,
      limit,
    });
    return items.map(messages.fromItem);
  },
};
