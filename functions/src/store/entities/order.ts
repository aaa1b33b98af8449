import { QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { ANSWER_CHANNELS, orderSchema, type Order, lazySchema } from '@inroom/shared';
import { z } from 'zod';
import { BadRequestError } from '../../http/errors';
import { defineEntity } from '../entity';
import type { Item, Store } from '../store';
import { NO_EFFECTS, orderEffectsSchema } from './order-effects';

// Access patterns (docs/data.md):
// - one order: Get ORDER#<id>/ORDER;
// - a guest's orders, newest first: Query GSI1 GUEST#<guestId>, sort key <createdAt>#<id>;
// - a location's orders, newest first: Query GSI2 LOCORD#<locationId>, sort key <createdAt>#<id>;
//   the back office's board and history read a time range of it, one page a call;
// - a create's idempotency key: Get ORDERKEY#<key>/ORDERKEY;
// - the next order number of a location: atomic ADD on LOC#<locationId>/COUNTER#order.
// - orders with work due by a time (the sweeper): Query GSI3 ORDERDUE, sort key <dueAt>#<id> up to
//   <now>; only orders with something left to do carry GSI3 keys (a sparse, keys-only index).

/** One answer to an order: what, when, by whom (a contact's or back-office user's name), from where. */
export const orderAnswerSchema = lazySchema(() =>
  z.object({
    event: z.enum(['accept', 'decline', 'complete']),
    at: z.iso.datetime(),
    by: z.string(),
    via: z.enum(ANSWER_CHANNELS),
  }),
);
export type OrderAnswer = z.infer<typeof orderAnswerSchema>;

/**
 * An order as stored: the view's fields without those computed on every read (requestExpiresIn,
 * timeUntilDelivery, createdAtString, location), plus what only the server may see.
 */
export const storedOrderSchema = lazySchema(() =>
  orderSchema
    .omit({
      requestExpiresIn: true,
      timeUntilDelivery: true,
      createdAtString: true,
      location: true,
      acceptedBy: true,
    })
    .extend({
      locationImage: z.string(),
      /** Where this order's links point (OrderSettings.siteUrl at create). */
      siteUrl: z.url(),
      /** The location's IANA zone, for createdAtString. */
      timeZone: z.string(),
      /** The opaque id of the guest's cookie; never sent to anyone. */
      guestId: z.string().min(1),
      idempotencyKey: z.string(),
      /** The provider's checkout of the current payment attempt, '' before there is one. */
      checkoutSessionId: z.string(),
      /** Counts payment attempts; each attempt's checkout has its own idempotency key. */
      checkoutAttempt: z.number().int().min(0),
      /** The authorisation to capture or cancel, '' until paid. */
      paymentIntentId: z.string(),
      acceptedByName: z.string(),
      /** When the order was paid (1 -> 2), or ''. */
      paidAt: z.string(),
      /** The end of the response window while status is 2, or ''. */
      respondBy: z.string(),
      /** createdAt of acceptance plus the expected delivery minutes, or ''. */
      deliverBy: z.string(),
      updatedAt: z.iso.datetime(),
      /**
       * When the order reached a final status (4 to 7), set in that same write; staff links end a day
       * later. Absent before; orders that ended before it was recorded have none (staff-link.ts falls
       * back to updatedAt).
       */
      endedAt: z.iso.datetime().optional(),
      /**
       * Who answered the order and how (accept, decline, confirm delivery), each recorded in the same
       * conditional write as its status change, for the back office's timeline. Orders answered
       * before it was recorded have none.
       */
      answers: z.array(orderAnswerSchema).optional(),
      /** What its status changes still leave to do (orders stored before there were effects: none). */
      effects: orderEffectsSchema.default(NO_EFFECTS),
      /**
       * When the sweeper should next look at the order (the earliest pending effect, an expired claim,
       * the end of the response window), or '' when nothing is left: the GSI3 sort key.
       */
      dueAt: z.string().default(''),
    }),
);
export type StoredOrder = z.infer<typeof storedOrderSchema>;

const orderKey = (id: string) => ({ PK: `ORDER#${id}`, SK: 'ORDER' });
const DUE_PARTITION = 'ORDERDUE';
const locationOrdersPartition = (locationId: string) => `LOCORD#${locationId}`;

const orders = defineEntity({
  entity: 'order',
  schema: storedOrderSchema,
  keys: (order: StoredOrder) => ({
    ...orderKey(order.id),
    GSI1PK: `GUEST#${order.guestId}`,
    GSI1SK: `${order.createdAt}#${order.id}`,
    GSI2PK: locationOrdersPartition(order.locationId),
    GSI2SK: `${order.createdAt}#${order.id}`,
    ...(order.dueAt ? { GSI3PK: DUE_PARTITION, GSI3SK: `${order.dueAt}#${order.id}` } : {}),
  }),
});

const idempotencyKeySchema = lazySchema(() =>
  z.object({
    key: z.string(),
    orderId: z.string(),
    /** A digest of the request, so a key reused for another basket is refused. */
    requestHash: z.string(),
  }),
);
export type OrderIdempotencyKey = z.infer<typeof idempotencyKeySchema>;

const idempotencyKeyOf = (key: string) => ({ PK: `ORDERKEY#${key}`, SK: 'ORDERKEY' });

const idempotencyKeys = defineEntity({
  entity: 'orderIdempotencyKey',
  schema: idempotencyKeySchema,
  keys: (value: OrderIdempotencyKey) => idempotencyKeyOf(value.key),
});

/**
 * One Query page of GSI2 between two sort keys, newest first. Straight to the document client
 * rather than store.queryPartition, which reads on until `limit` items and knows no range: a page
 * here must be exactly one request, resumable from its last key.
 */
async function queryLocationOrders(
  store: Store,
  query: {
    locationId: string;
    start: string;
    /** Excluded: `<end>#<id>` sorts after `<end>`. */
    end: string;
    limit: number;
    startKey?: Item | undefined;
    status?: number | undefined;
  },
): Promise<{ items: Item[]; lastKey: Item | undefined }> {
  const filtered = query.status !== undefined;
  const input: QueryCommandInput = {
    TableName: store.tableName,
    IndexName: 'GSI2',
    ScanIndexForward: false,
    Limit: query.limit,
    KeyConditionExpression: '#pk = :pk AND #sk BETWEEN :start AND :end',
    ExpressionAttributeNames: {
      '#pk': 'GSI2PK',
      '#sk': 'GSI2SK',
      ...(filtered ? { '#status': 'status' } : {}),
    },
    ExpressionAttributeValues: {
      ':pk': locationOrdersPartition(query.locationId),
      ':start': query.start,
      ':end': query.end,
      ...(filtered ? { ':status': query.status } : {}),
    },
    ...(filtered ? { FilterExpression: '#status = :status' } : {}),
    ...(query.startKey ? { ExclusiveStartKey: query.startKey } : {}),
  };
  const output = await store.client.send(new QueryCommand(input));
  return { items: output.Items ?? [], lastKey: output.LastEvaluatedKey };
}

/** The last key of a page, as GSI2 gives it: the order's primary key and its GSI2 key. */
const cursorSchema = lazySchema(() =>
  z.strictObject({
    PK: z.string().regex(/^ORDER#[0-9a-f-]{36}$/),
    SK: z.literal('ORDER'),
    GSI2PK: z.string(),
    GSI2SK: z.string(),
  }),
);

/** Opaque to callers: base64url of the page's last key. */
const encodeCursor = (key: Item): string =>
  Buffer.from(JSON.stringify(cursorSchema.parse(key)), 'utf8').toString('base64url');

/**
 * The start key a cursor names, only if it is a key of this location's orders within the range
 * (DynamoDB refuses a start key outside the key condition, which would be a 500).
 */
function cursorKey(cursor: string, locationId: string, start: string, end: string): Item {
  const invalid = () => new BadRequestError('The cursor is not valid', { cursor: 'Not valid' });
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw invalid();
  }
  const parsed = cursorSchema.safeParse(decoded);
  if (!parsed.success) throw invalid();
  const key = parsed.data;
  const orderId = key.PK.slice('ORDER#'.length);
  if (
    key.GSI2PK !== locationOrdersPartition(locationId) ||
    !key.GSI2SK.endsWith(`#${orderId}`) ||
    key.GSI2SK < start ||
    key.GSI2SK > end
  )
    throw invalid();
  return key;
}

/** How many orders a list reads at most: a guest's or a location's recent history. */
export const ORDER_LIST_LIMIT = 50;

export const orderStore = {
  get: (store: Store, id: string) => orders.get(store, orderKey(id)),
  /** Where an order is stored (tests that drop the answer to its write). */
  keyOf: orderKey,
  /** Writes a new order; an order with the same id already there is a ConflictError. */
  create: orders.create,
  /**
   * Rewrites an order only if its status is still `expectedStatus` (compare-and-set): of two
   * racing changes exactly one wins, the other gets a ConflictError.
   */
  async replace(
    store: Store,
    order: StoredOrder,
    expected: Pick<Order, 'status'> & { updatedAt: string },
  ) {
    await store.put(orders.toItem(order), {
      ifMatches: { status: expected.status, updatedAt: expected.updatedAt },
    });
  },
  /** A guest's orders, newest first. */
  async listForGuest(store: Store, guestId: string, limit = ORDER_LIST_LIMIT) {
    const items = await store.queryPartition({
      index: 'GSI1',
      partitionKey: `GUEST#${guestId}`,
      descending: true,
      limit,
    });
    return items.map(orders.fromItem);
  },
  /** A location's orders, newest first. */
  async listForLocation(store: Store, locationId: string, limit = ORDER_LIST_LIMIT) {
    const items = await store.queryPartition({
      index: 'GSI2',
      partitionKey: locationOrdersPartition(locationId),
      descending: true,
      limit,
    });
    return items.map(orders.fromItem);
  },
  /**
   * A location's orders created from `since` on, newest first, at most `limit`: one Query (the
   * board). An order is a few kilobytes, so `limit` of them fit in one 1 MB page.
   */
  async listCreatedSince(
    store: Store,
    locationId: string,
    since: Date,
    limit: number,
  ): Promise<StoredOrder[]> {
    const page = await queryLocationOrders(store, {
      locationId,
      start: since.toISOString(),
      // '~' sorts after every digit and letter: up to any order created by now and later.
      end: '~',
      limit,
    });
    return page.items.map(orders.fromItem);
  },
  /**
   * One page of a location's orders created in [start, end), newest first: exactly one Query,
   * resumed after `cursor` (the `nextCursor` of the page before). With a status, the page holds
   * only orders of that status among the `limit` read, so it may be short (even empty) while
   * `nextCursor` still says there is more. A cursor that is not one this range gave is a 400.
   */
  async pageForLocation(
    store: Store,
    query: {
      locationId: string;
      start: Date;
      end: Date;
      limit: number;
      cursor?: string | undefined;
      status?: Order['status'] | undefined;
    },
  ): Promise<{ orders: StoredOrder[]; nextCursor: string | null }> {
    const start = query.start.toISOString();
    const end = query.end.toISOString();
    const startKey = query.cursor
      ? cursorKey(query.cursor, query.locationId, start, end)
      : undefined;
    const page = await queryLocationOrders(store, {
      locationId: query.locationId,
      start,
      end,
      limit: query.limit,
      startKey,
      status: query.status,
    });
    return {
      orders: page.items.map(orders.fromItem),
      nextCursor: page.lastKey ? encodeCursor(page.lastKey) : null,
    };
  },
  /**
   * Ids of orders whose work was due by `by` (earliest first, at most `limit`). The index trails
   * writes, so a caller reads each order again (consistently) before acting on it.
   */
  async listDueIds(store: Store, by: Date, limit: number): Promise<string[]> {
    const items = await store.queryPartition({
      index: 'GSI3',
      partitionKey: DUE_PARTITION,
      // '~' sorts after every '#<id>' suffix, so an order due exactly at `by` is included.
      sortKeyAtMost: `${by.toISOString()}~`,
      limit,
    });
    return items.map((item) => String(item['PK']).replace(/^ORDER#/, ''));
  },
  /** The next order number of a location: 1, 2, 3, ... even under concurrent creates. */
  nextOrderNumber: (store: Store, locationId: string) =>
    store.increment({ PK: `LOC#${locationId}`, SK: 'COUNTER#order' }, 'value'),
  getIdempotencyKey: (store: Store, key: string) =>
    idempotencyKeys.get(store, idempotencyKeyOf(key)),
  /** Where a key's claim is stored (tests that drop the answer to its write). */
  idempotencyKeyOf,
  /** Claims a key for one order; a key already claimed is a ConflictError. */
  claimIdempotencyKey: idempotencyKeys.create,
};
