import { staysInActiveOrders, type ActiveOrder, type Order } from '@inroom/shared';
import type { Dependencies } from '../dependencies';
import { orderStore } from '../store';
import { loadOrder } from './transition';
import { activeOrderView, orderView } from './views';

/** How long a guest's order stays in the active orders banner after it was placed. */
export const ACTIVE_ORDER_HOURS = 24;
const ACTIVE_ORDERS_LIMIT = 10;

/** order/get/{orderId}: access is by the order's id, an unguessable UUID (spec §6). */
export async function getOrder(deps: Dependencies, orderId: string): Promise<Order> {
  return orderView(await loadOrder(deps, orderId), deps.now());
}

/**
 * order/getall/{orderId}: the guest's orders newest first, the requested one among them even when
 * this browser's cookie does not hold it (an order opened on another device).
 */
export async function ordersForGuest(
  deps: Dependencies,
  orderId: string,
  guestId: string | undefined,
): Promise<Order[]> {
  const now = deps.now();
  const mine = guestId ? await orderStore.listForGuest(deps.store, guestId) : [];
  const views = mine.map((order) => orderView(order, now));
  if (views.some((view) => view.id === orderId)) return views;
  return [orderView(await loadOrder(deps, orderId), now), ...views];
}

/**
 * order/active: the guest's orders of the last day, for the banner, less those that ended more than
 * ENDED_ORDER_BANNER_MS ago; none without a cookie.
 */
export async function activeOrders(
  deps: Dependencies,
  guestId: string | undefined,
): Promise<ActiveOrder[]> {
  if (!guestId) return [];
  const now = deps.now();
  const since = new Date(now.getTime() - ACTIVE_ORDER_HOURS * 3600_000).toISOString();
  const orders = await orderStore.listForGuest(deps.store, guestId, ACTIVE_ORDERS_LIMIT);
  return (
    orders
      .filter((order) => order.createdAt >= since)
      // Orders that ended before endedAt was recorded: their last write is the closest we know.
      .filter((order) => staysInActiveOrders(order.status, order.endedAt ?? order.updatedAt, now))
      .map((order) => activeOrderView(order, now))
  );
}
