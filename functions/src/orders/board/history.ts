import type { OrderHistoryPage, OrderHistoryQuery } from '@inroom/shared';
import type { Dependencies } from '../../dependencies';
import { orderStore, type StoredOrder } from '../../store';
import { loadLocation } from './locations';
import { spanOf } from './range';
import { boardOrderView } from './view';

/**
 * A location's orders created in a range of its local days, newest first, page by page: each call
 * is one Query of GSI2 (`limit` orders read, fewer listed when a status filters them).
 */
export async function orderHistoryPage(
  deps: Dependencies,
  locationId: string,
  query: OrderHistoryQuery,
): Promise<OrderHistoryPage> {
  const location = await loadLocation(deps, locationId);
  const page = await orderStore.pageForLocation(deps.store, {
    locationId,
    ...spanOf(query, location.timeZone),
    limit: query.limit,
    cursor: query.cursor || undefined,
    status: query.status,
  });
  const now = deps.now();
  return {
    orders: page.orders.map((order) => boardOrderView(order, now)),
    nextCursor: page.nextCursor,
  };
}

/** How many orders each Query of a whole range reads (totals, export). */
const RANGE_PAGE = 100;

/**
 * Every order of a range, page by page in newest-first order, handed to `each` as each page
 * arrives so a caller can stop (or refuse) before reading all of it.
 */
export async function forEachOrderInRange(
  deps: Dependencies,
  locationId: string,
  span: { start: Date; end: Date },
  status: StoredOrder['status'] | undefined,
  each: (orders: StoredOrder[]) => void,
): Promise<void> {
  let cursor: string | undefined;
  do {
    const page = await orderStore.pageForLocation(deps.store, {
      locationId,
      ...span,
      limit: RANGE_PAGE,
      cursor,
      status,
    });
    each(page.orders);
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
}
