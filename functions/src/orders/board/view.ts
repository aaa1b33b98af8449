import { ORDER_STATUS, type BoardOrder } from '@inroom/shared';
import type { StoredOrder } from '../../store';
import { orderView } from '../views';

/** An order as a line of the board and the history: what a list shows, from the order view. */
export function boardOrderView(order: StoredOrder, now: Date): BoardOrder {
  const view = orderView(order, now);
  return {
    id: view.id,
    orderNumber: view.orderNumber,
    locationId: view.locationId,
    locationName: view.locationName,
    status: view.status,
    paymentStatus: view.paymentStatus,
    room: view.room,
    itemCount: view.items.reduce((count, line) => count + line.quantity, 0),
    total: view.priceSum,
    currency: view.currency,
    createdAt: view.createdAt,
    createdAtString: view.createdAtString,
    respondBy: view.status === ORDER_STATUS.awaitingResponse ? order.respondBy : '',
    requestExpiresIn: view.requestExpiresIn,
    deliverBy: view.status === ORDER_STATUS.accepted ? order.deliverBy : '',
    acceptedBy: view.acceptedBy,
  };
}
