import { z } from 'zod';
import { defineEntity } from '../entity';
import type { Item, Store } from '../store';
import { lazySchema } from '@inroom/shared';

// The embedded stack's stand-in for SNS: every SMS it "sends" (and every send it was told to fail)
// is kept here and listed at /local/outbox. Never written on AWS.
// Access patterns:
// - one message by its dedupe key (Put if absent: a repeat of a sent message is kept once):
//   OUTBOX#<dedupeKey>/SMS; a failed attempt or a repeat has a key of its own,
//   OUTBOX#<failed|repeat>#<id>/SMS, and so has a message sent without a dedupe key,
//   OUTBOX#id#<id>/SMS;
// - the newest messages first: Query GSI1 OUTBOX, descending, with a limit; the sort key
//   <sentAt ISO>#<id> orders them by time (ISO strings in UTC sort as times); then BatchGetItem of
//   those keys, so the listing shows what the table holds (see listNewestFirst).
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
  /**
   * The newest `limit` messages, newest first, as the table holds them. dynalite writes an item's
   * index entries before the item itself (actions/putItem.js), so a stack killed between the two
   * leaves an index entry for a write that never happened, which a later send of the same key
   * then makes (DynamoDB writes both at once). So the listing reads the items themselves, and an
   * entry whose item is not there, or is another message, is left out.
   */
  async listNewestFirst(store: Store, limit = OUTBOX_LIST_LIMIT): Promise<OutboxMessage[]> {
    const entries = await store.queryPartition({
      index: 'GSI1',
      partitionKey: LIST_PARTITION,
      descending: true,
      limit,
    });
    const keyOf = (item: Item) => `${String(item['PK'])}\u0000${String(item['SK'])}`;
    const stored = new Map(
      (await store.getMany(entries.map(({ PK, SK }) => ({ PK: String(PK), SK: String(SK) })))).map(
        (item) => [keyOf(item), item],
      ),
    );
    return entries.flatMap((entry) => {
      const item = stored.get(keyOf(entry));
      return item && item['id'] === entry['id'] ? [messages.fromItem(item)] : [];
    });
  },
};
