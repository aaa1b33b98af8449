import { createHash, randomUUID } from 'node:crypto';
import { ORDER_STATUS, PAYMENT_STATUS, type Order, type orderCreateSchema } from '@inroom/shared';
import type { z } from 'zod';
import type { Dependencies } from '../dependencies';
import { ConflictError } from '../http/errors';
import { forOrder } from '../observability/order-log';
import { loadLocationPartition, NO_EFFECTS, orderStore, type StoredOrder } from '../store';
import { countingCheckoutFailures, startCheckout } from './payment';
import { priceBasket } from './price-basket';
import { orderView } from './views';

export type OrderCreateBody = z.output<typeof orderCreateSchema>;

export interface CreateOrderCaller {
  /** The guest cookie's id, when the browser has one. */
  guestId: string | undefined;
  newGuestId: () => string;
  /** The request's Origin header, for OrderSettings.siteUrl. */
  origin: string | undefined;
}

/** What identifies a create request: a key reused for another basket is refused. */
function requestHash(body: OrderCreateBody): string {
  const essence = {
    locationId: body.locationId,
    parentLocationId: body.parentLocationId,
    languageId: body.languageId,
    room: body.room,
    comment: body.comment,
    items: body.items.map((line) => ({
      menuItemId: line.menuItemId,
      quantity: line.quantity,
      options: line.options.map((option) => option.optionId).sort(),
    })),
  };
  return createHash('sha256').update(JSON.stringify(essence)).digest('base64url');
}

/** The hotel the guest ordered from, only if it really lists this location (else none). */
async function parentOf(deps: Dependencies, body: OrderCreateBody) {
  if (!body.parentLocationId || body.parentLocationId === body.locationId) return undefined;
  const parent = await loadLocationPartition(deps.store, body.parentLocationId);
  const listsLocation = parent?.childLinks.some((link) => link.childLocationId === body.locationId);
  return listsLocation ? parent?.location : undefined;
}

export interface CreatedOrder {
  order: Order;
  /**
   * The guest id to set in the caller's cookie: the order's, when this call made the order or the
   * caller already holds that id; otherwise none.
   */
  guestId: string | undefined;
}

/**
 * order/create (spec §7): prices the basket on the server, stores the order with status 1 and the
 * location's next order number, and opens a checkout whose URL the guest is sent to. A retry with
 * the same idempotency key returns the same order, never a second one, but hands out the guest id
 * only to the browser that already has it: the key and basket are no proof of being that guest, and
 * the id is what lists a guest's orders (rooms, comments) to whoever holds it. A failure that is
 * not the guest's to correct counts as CheckoutFailed.
 */
export function createOrder(
  deps: Dependencies,
  body: OrderCreateBody,
  caller: CreateOrderCaller,
): Promise<CreatedOrder> {
  return countingCheckoutFailures(deps, () => placeOrder(deps, body, caller));
}

async function placeOrder(
  deps: Dependencies,
  body: OrderCreateBody,
  caller: CreateOrderCaller,
): Promise<CreatedOrder> {
  const replay = async (order: StoredOrder): Promise<CreatedOrder> => {
    const finished = await finish(deps, order);
    return { ...finished, guestId: caller.guestId === order.guestId ? order.guestId : undefined };
  };
  const hash = requestHash(body);
  const earlier = await findByIdempotencyKey(deps, body.idempotencyKey, hash);
  if (earlier?.order) return replay(earlier.order);

  const now = deps.now();
  const priced = await priceBasket(deps.store, body, now);
  let orderId = earlier?.orderId;
  if (!orderId) {
    orderId = randomUUID();
    try {
      await orderStore.claimIdempotencyKey(deps.store, {
        key: body.idempotencyKey,
        orderId,
        requestHash: hash,
      });
    } catch (error) {
      if (!(error instanceof ConflictError)) throw error;
      // A concurrent twin claimed the key first: its order is the one.
      const twin = await findByIdempotencyKey(deps, body.idempotencyKey, hash, { wait: true });
      if (twin?.order) return replay(twin.order);
      throw new ConflictError('This order is being placed already; try again in a moment');
    }
  }

  const parent = await parentOf(deps, body);
  const { location } = priced.catalog.partition;
  const order: StoredOrder = {
    id: orderId,
    orderNumber: await orderStore.nextOrderNumber(deps.store, location.id),
    locationId: location.id,
    locationName: location.name,
    locationImage: location.image,
    timeZone: location.timeZone,
    parentLocationId: parent?.id ?? null,
    parentLocationName: parent?.name ?? '',
    siteUrl: deps.orderSettings.siteUrl(caller.origin),
    items: priced.items,
    currencyId: priced.currency.id,
    currency: priced.currency,
    priceSum: priced.priceSum,
    room: body.room,
    comment: body.comment,
    languageId: body.languageId,
    status: ORDER_STATUS.paymentPending,
    paymentStatus: PAYMENT_STATUS.pending,
    paymentUrl: '',
    checkoutSessionId: '',
    checkoutAttempt: 0,
    paymentIntentId: '',
    expectedDeliveryTimeMinutes: 0,
    acceptedById: null,
    acceptedByName: '',
    guestId: caller.guestId ?? caller.newGuestId(),
    idempotencyKey: body.idempotencyKey,
    createdAt: now.toISOString(),
    updatedAt: now.toISOString(),
    paidAt: '',
    respondBy: '',
    deliverBy: '',
    effects: NO_EFFECTS,
    dueAt: '',
  };
  try {
    await orderStore.create(deps.store, order);
  } catch (error) {
    if (!(error instanceof ConflictError)) throw error;
    const twin = await orderStore.get(deps.store, orderId);
    if (twin) return replay(twin);
    throw error;
  }
  return finish(deps, order);
}

/** The order with its checkout, opening one if an earlier attempt stopped before it. */
async function finish(
  callerDeps: Dependencies,
  order: StoredOrder,
): Promise<{ order: Order; guestId: string }> {
  const deps = forOrder(callerDeps, order.id);
  let current = order;
  if (current.status === ORDER_STATUS.paymentPending && !current.paymentUrl) {
    try {
      current = await startCheckout(deps, current);
    } catch (error) {
      // A concurrent twin opened it: the idempotency key made it the same session.
      if (!(error instanceof ConflictError)) throw error;
      current = (await orderStore.get(deps.store, order.id)) ?? current;
    }
  }
  return { order: orderView(current, deps.now()), guestId: current.guestId };
}

async function findByIdempotencyKey(
  deps: Dependencies,
  key: string,
  hash: string,
  { wait = false } = {},
): Promise<{ orderId: string; order: StoredOrder | undefined } | undefined> {
  const claimed = await orderStore.getIdempotencyKey(deps.store, key);
  if (!claimed) return undefined;
  if (claimed.requestHash !== hash)
    throw new ConflictError('This idempotency key was used for another order');
  // The twin that claimed the key writes its order within moments; wait a little for it.
  for (let attempt = 0; ; attempt += 1) {
    const order = await orderStore.get(deps.store, claimed.orderId);
    if (order || !wait || attempt >= 20) return { orderId: claimed.orderId, order };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
