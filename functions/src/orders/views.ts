import {
  minutesUntil,
  ORDER_STATUS,
  secondsUntil,
  type ActiveOrder,
  type Order,
} from '@inroom/shared';
import type { StoredOrder } from '../store';

const createdAtFormat = new Map<string, Intl.DateTimeFormat>();

/** '21 Nov 18:05' on the location's wall clock. */
function createdAtString(order: StoredOrder): string {
  let format = createdAtFormat.get(order.timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', {
      day: 'numeric',
      month: 'short',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone: order.timeZone,
    });
    createdAtFormat.set(order.timeZone, format);
  }
  return format.format(new Date(order.createdAt)).replace(',', '');
}

/**
 * An order as guests and staff see it (spec §3). requestExpiresIn and timeUntilDelivery are
 * computed from the stored instants at every read, so a poll always shows the time left now.
 */
export function orderView(order: StoredOrder, now: Date): Order {
  return {
    id: order.id,
    orderNumber: order.orderNumber,
    locationId: order.locationId,
    locationName: order.locationName,
    parentLocationId: order.parentLocationId,
    parentLocationName: order.parentLocationName,
    location: { image: order.locationImage, name: order.locationName },
    items: order.items,
    currencyId: order.currencyId,
    currency: order.currency,
    priceSum: order.priceSum,
    room: order.room,
    comment: order.comment,
    languageId: order.languageId,
    status: order.status,
    paymentStatus: order.paymentStatus,
    paymentUrl: order.status === ORDER_STATUS.paymentPending ? order.paymentUrl : '',
    expectedDeliveryTimeMinutes: order.expectedDeliveryTimeMinutes,
    requestExpiresIn:
      order.status === ORDER_STATUS.awaitingResponse && order.respondBy
        ? secondsUntil(order.respondBy, now)
        : 0,
    timeUntilDelivery:
      order.status === ORDER_STATUS.accepted && order.deliverBy
        ? minutesUntil(order.deliverBy, now)
        : 0,
    acceptedById: order.acceptedById,
    acceptedBy: order.acceptedById ? { name: order.acceptedByName } : null,
    createdAt: order.createdAt,
    createdAtString: createdAtString(order),
  };
}

export function activeOrderView(order: StoredOrder, now: Date): ActiveOrder {
  const view = orderView(order, now);
  return {
    id: view.id,
    orderNumber: view.orderNumber,
    createdAtString: view.createdAtString,
    status: view.status,
    locationName: view.locationName,
    timeUntilDelivery: view.timeUntilDelivery,
  };
}
