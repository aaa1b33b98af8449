import { isFinalStatus, nextStatus, type OrderEvent } from '@inroom/shared';
import type { Dependencies } from '../dependencies';
import { ConflictError, NotFoundError } from '../http/errors';
import { orderStore, type StoredOrder } from '../store';
import { nextDueAt } from './effects/plan';
import { orderView } from './views';

/** A lost race or a change the order's status does not allow: 409 with the order as it is now. */
export function orderConflict(deps: Dependencies, current: StoredOrder, message: string) {
  return new ConflictError(message, { order: orderView(current, deps.now()) });
}

export async function loadOrder(deps: Dependencies, orderId: string): Promise<StoredOrder> {
  const order = await orderStore.get(deps.store, orderId);
  if (!order) throw new NotFoundError('No order was found');
  return order;
}

/**
 * Writes `order` with `changes` only if nobody changed it since it was read (compare-and-set on
 * status and updatedAt); undefined when someone did. Every write also moves the order's place in
 * the sweeper's queue (dueAt) to the next time it needs a look.
 */
async function replaceIfUnchanged(
  deps: Dependencies,
  order: StoredOrder,
  changes: Partial<StoredOrder>,
): Promise<StoredOrder | undefined> {
  const next: StoredOrder = { ...order, ...changes, updatedAt: deps.now().toISOString() };
  // Two writes within the same millisecond would otherwise compare equal on updatedAt.
  if (next.updatedAt <= order.updatedAt)
    next.updatedAt = new Date(new Date(order.updatedAt).getTime() + 1).toISOString();
  next.dueAt = nextDueAt(next, deps.orderSettings.effectLeaseSeconds);
  try {
    await orderStore.replace(deps.store, next, order);
    return next;
  } catch (error) {
    if (error instanceof ConflictError) return undefined;
    throw error;
  }
}

/**
 * Rewrites an order only if nobody changed it since `order` was read; the store decides a race, and
 * the loser gets a 409 carrying the winner's order.
 */
export async function saveOrder(
  deps: Dependencies,
  order: StoredOrder,
  changes: Partial<StoredOrder>,
): Promise<StoredOrder> {
  const saved = await replaceIfUnchanged(deps, order, changes);
  if (saved) return saved;
  throw orderConflict(
    deps,
    await loadOrder(deps, order.id),
    'The order was changed by someone else',
  );
}

/** How often a change is worked out again on a fresh read before the caller is told to retry. */
const UPDATE_ATTEMPTS = 8;

/**
 * Applies a change worked out from the order as it is: on a lost race the order is read again and
 * the change worked out anew, so writers of different things (a status change, the record of a sent
 * SMS) never undo each other, and whether a change still applies is always decided on the stored
 * order. `change` returns undefined when there is nothing (left) to change, or throws to refuse.
 */
export async function updateOrder(
  deps: Dependencies,
  order: StoredOrder,
  change: (current: StoredOrder) => Partial<StoredOrder> | undefined,
): Promise<StoredOrder> {
  let current = order;
  for (let attempt = 0; attempt < UPDATE_ATTEMPTS; attempt += 1) {
    const changes = change(current);
    if (!changes) return current;
    const saved = await replaceIfUnchanged(deps, current, changes);
    if (saved) return saved;
    current = await loadOrder(deps, order.id);
  }
  throw orderConflict(deps, current, 'The order is busy; try again in a moment');
}

/**
 * Moves an order by one event of the shared transition table (spec §4), or 409 when its status no
 * longer allows the event: of two racing status changes exactly one wins. Other writes in between
 * (an effect recorded as done) do not make a status change fail. `changes` may be worked out from
 * the order as stored at the moment of the write. A move to a final status records `endedAt` in
 * the same write, whichever path ends the order (decline, complete, expiry, cancel): staff links
 * end a day after it, and later writes (a settlement retried) must not push that back.
 */
export async function transitionOrder(
  deps: Dependencies,
  order: StoredOrder,
  event: OrderEvent,
  changes: Partial<StoredOrder> | ((current: StoredOrder) => Partial<StoredOrder>) = {},
): Promise<StoredOrder> {
  return updateOrder(deps, order, (current) => {
    const status = nextStatus(current.status, event);
    if (status === undefined)
      throw orderConflict(deps, current, `The order can no longer be ${pastTense[event]}`);
    return {
      ...(typeof changes === 'function' ? changes(current) : changes),
      status,
      ...(isFinalStatus(status) ? { endedAt: deps.now().toISOString() } : {}),
    };
  });
}

const pastTense: Record<OrderEvent, string> = {
  pay: 'paid',
  accept: 'accepted',
  decline: 'declined',
  complete: 'completed',
  expire: 'expired',
  cancel: 'cancelled',
};
