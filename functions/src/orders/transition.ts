import { nextStatus, type OrderEvent } from '@inroom/shared';
import type { Dependencies } from '../dependencies';
import { ConflictError, NotFoundError } from '../http/errors';
import { orderStore, type StoredOrder } from '../store';
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
 * Rewrites an order only if nobody changed it since `order` was read (compare-and-set on status and
 * updatedAt); the store decides a race, and the loser gets a 409 carrying the winner's order.
 */
export async function saveOrder(
  deps: Dependencies,
  order: StoredOrder,
  changes: Partial<StoredOrder>,
): Promise<StoredOrder> {
  const next: StoredOrder = { ...order, ...changes, updatedAt: deps.now().toISOString() };
  // Two writes within the same millisecond would otherwise compare equal on updatedAt.
  if (next.updatedAt <= order.updatedAt)
    next.updatedAt = new Date(new Date(order.updatedAt).getTime() + 1).toISOString();
  try {
    await orderStore.replace(deps.store, next, order);
    return next;
  } catch (error) {
    if (!(error instanceof ConflictError)) throw error;
    const current = await loadOrder(deps, order.id);
    throw orderConflict(deps, current, 'The order was changed by someone else');
  }
}

/** Moves an order by one event of the shared transition table (spec §4), or 409. */
export async function transitionOrder(
  deps: Dependencies,
  order: StoredOrder,
  event: OrderEvent,
  changes: Partial<StoredOrder> = {},
): Promise<StoredOrder> {
  const status = nextStatus(order.status, event);
  if (status === undefined)
    throw orderConflict(deps, order, `The order can no longer be ${pastTense[event]}`);
  return saveOrder(deps, order, { ...changes, status });
}

const pastTense: Record<OrderEvent, string> = {
  pay: 'paid',
  accept: 'accepted',
  decline: 'declined',
  complete: 'completed',
  expire: 'expired',
  cancel: 'cancelled',
};
