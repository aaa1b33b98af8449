import { z } from 'zod';
import { defineEntity } from '../entity';
import type { Store } from '../store';

// The embedded stack's stand-in for SNS: every SMS it "sends" is kept here and listed at
// /local/outbox. Never written on AWS.
// Access patterns: the newest messages first (Query OUTBOX, descending, with a limit); the sort key
// <sentAt ISO>#<id> orders them by time (ISO strings in UTC sort as times).
const PARTITION = 'OUTBOX';

export const outboxMessageSchema = z.object({
  id: z.string().min(1),
  /** E.164, as the notifier port was given it. */
  phoneNumber: z.string().min(1),
  text: z.string(),
  /** Why it was sent, e.g. 'order <id> paid'. */
  reference: z.string(),
  sentAt: z.iso.datetime(),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;

const messages = defineEntity({
  entity: 'localOutboxMessage',
  schema: outboxMessageSchema,
  keys: (message: OutboxMessage) => ({ PK: PARTITION, SK: `${message.sentAt}#${message.id}` }),
});

/** How many messages a listing reads unless told otherwise. */
export const OUTBOX_LIST_LIMIT = 100;

export const localOutboxStore = {
  /** Keeps one sent message; ids are unique, so nothing is overwritten. */
  add: (store: Store, message: OutboxMessage) => messages.create(store, message),
  /** The newest `limit` messages, newest first. */
  async listNewestFirst(store: Store, limit = OUTBOX_LIST_LIMIT): Promise<OutboxMessage[]> {
    const items = await store.queryPartition({ partitionKey: PARTITION, descending: true, limit });
    return items.map(messages.fromItem);
  },
};
