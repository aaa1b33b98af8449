import {
  BOARD_HOURS,
  BOARD_ORDERS_PER_LOCATION,
  compareBoardOrders,
  type OrderBoard,
} from '@inroom/shared';
import type { Dependencies } from '../../dependencies';
import { orderStore } from '../../store';
import { locationWithChildren } from './locations';
import { boardOrderView } from './view';

/**
 * order/be/board/{locationId}: the orders of the location, and those of its children delivered to
 * it, created in the last BOARD_HOURS, at most BOARD_ORDERS_PER_LOCATION each, awaiting an answer
 * first, then newest first. One Query per location (GSI2 from a day ago), whatever the number of
 * orders. A restaurant's orders for another hotel are not this hotel's (nor its manager's) to see.
 */
export async function orderBoard(deps: Dependencies, locationId: string): Promise<OrderBoard> {
  const locations = await locationWithChildren(deps, locationId);
  const now = deps.now();
  const since = new Date(now.getTime() - BOARD_HOURS * 3_600_000);
  const perLocation = await Promise.all(
    locations.map((location) =>
      orderStore.listCreatedSince(deps.store, location.id, since, BOARD_ORDERS_PER_LOCATION),
    ),
  );
  return {
    locations: locations.map((location) => ({ id: location.id, name: location.name })),
    orders: perLocation
      .flat()
      .filter((order) => order.locationId === locationId || order.parentLocationId === locationId)
      .map((order) => boardOrderView(order, now))
      .sort(compareBoardOrders),
    serverTime: now.toISOString(),
  };
}
