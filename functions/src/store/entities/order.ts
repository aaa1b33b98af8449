import { orderSchema, type Order } from '@inroom/shared';
import { z } from 'zod';
import { defineEntity } from '../entity';
import type { Store } from '../store';
import { NO_EFFECTS, orderEffectsSchema } from './order-effects';

// Access patterns (docs/data.md):
// - one order: Get ORDER#<id>/ORDER;
// - a guest's orders, newest first: Query GSI1 GUEST#<guestId>, sort key <createdAt>#<id>;
// - a location's orders, newest first: Query GSI2 LOCORD#<locationId>, sort key <createdAt>#<id>;
// - a create's idempotency key: Get ORDERKEY#<key>/ORDERKEY;
// - the next order number of a location: atomic ADD on LOC#<locationId>/COUNTER#order.
// - orders with work due by a time (the sweeper): Query GSI3 ORDERDUE, sort key <dueAt>#<id> up to
//   <now>; only orders with something left to do carry GSI3 keys (a sparse, keys-only index).

/**
 * An order as stored: the view's fields without those computed on every read (requestExpiresIn,
 * timeUntilDelivery, createdAtString, location), plus what only the server may see.
 */
export const storedOrderSchema = orderSchema
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
    /** What its status changes still leave to do (orders stored before there were effects: none). */
    effects: orderEffectsSchema.default(NO_EFFECTS),
    /**
     * When the sweeper should next look at the order (the earliest pending effect, an expired claim,
     * the end of the response window), or '' when nothing is left: the GSI3 sort key.
     */
    dueAt: z.string().default(''),
  });
export type StoredOrder = z.infer<typeof storedOrderSchema>;

const orderKey = (id: string) => ({ PK: `ORDER#${id}`, SK: 'ORDER' });
const DUE_PARTITION = 'ORDERDUE';

const orders = defineEntity({
  entity: 'order',
  schema: storedOrderSchema,
  keys: (order: StoredOrder) => ({
    ...orderKey(order.id),
    GSI1PK: `GUEST#${order.guestId}`,
    GSI1SK: `${order.createdAt}#${order.id}`,
    GSI2PK: `LOCORD#${order.locationId}`,
    GSI2SK: `${order.createdAt}#${order.id}`,
    ...(order.dueAt ? { GSI3PK: DUE_PARTITION, GSI3SK: `${order.dueAt}#${order.id}` } : {}),
  }),
});

const idempotencyKeySchema = z.object({
  key: z.string(),
  orderId: z.string(),
  /** A digest of the request, so a key reused for another basket is refused. */
  requestHash: z.string(),
});
export type OrderIdempotencyKey = z.infer<typeof idempotencyKeySchema>;

const idempotencyKeys = defineEntity({
  entity: 'orderIdempotencyKey',
  schema: idempotencyKeySchema,
  keys: (value: OrderIdempotencyKey) => ({ PK: `ORDERKEY#${value.key}`, SK: 'ORDERKEY' }),
});

/** How many orders a list reads at most: a guest's or a location's recent history. */
export const ORDER_LIST_LIMIT = 50;

export const orderStore = {
  get: (store: Store, id: string) => orders.get(store, orderKey(id)),
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
      partitionKey: `LOCORD#${locationId}`,
      descending: true,
      limit,
    });
    return items.map(orders.fromItem);
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
    idempotencyKeys.get(store, { PK: `ORDERKEY#${key}`, SK: 'ORDERKEY' }),
  /** Claims a key for one order; a key already claimed is a ConflictError. */
  claimIdempotencyKey: idempotencyKeys.create,
};
