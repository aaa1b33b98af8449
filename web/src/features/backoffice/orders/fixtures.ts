import type { BoardOrder, Order, OrderBoard, TimelineEvent } from '@inroom/shared';
import { DELI, HOTEL, makeOrder } from '../../../testing/orders';

// The board's answers as the API shapes them (shared/'s order-board types), for the board's tests.

/** The board of the hotel: the hotel, then its deli. */
export const BOARD_LOCATIONS = [HOTEL, DELI];

/** The listed view of an order (the shared test order: the deli's, awaiting its answer). */
export function boardOrderOf(order: Order, overrides: Partial<BoardOrder> = {}): BoardOrder {
  return {
    id: order.id,
    orderNumber: order.orderNumber,
    locationId: order.locationId,
    locationName: order.locationName,
    status: order.status,
    paymentStatus: order.paymentStatus,
    room: order.room,
    itemCount: order.items.reduce((count, item) => count + item.quantity, 0),
    total: order.priceSum,
    currency: order.currency,
    createdAt: order.createdAt,
    createdAtString: order.createdAtString,
    respondBy: '',
    requestExpiresIn: order.requestExpiresIn,
    deliverBy: '',
    acceptedBy: order.acceptedBy,
    ...overrides,
  };
}

/** A listed order placed `minutesAgo` before `now`, with `overrides`. */
export function makeBoardOrder(
  now: number,
  minutesAgo: number,
  overrides: Partial<BoardOrder> = {},
): BoardOrder {
  const order = makeOrder({ createdAt: new Date(now - minutesAgo * 60_000).toISOString() });
  return boardOrderOf(order, overrides);
}

/** A board answer as the API sends it (without the web's receivedAt). */
export function boardAnswer(orders: BoardOrder[]): OrderBoard {
  return { locations: BOARD_LOCATIONS, orders, serverTime: new Date().toISOString() };
}

/** The timeline of a paid order texted to staff. */
export function paidTimeline(order: Order): TimelineEvent[] {
  const at = Date.parse(order.createdAt);
  return [
    { at: order.createdAt, event: 'created' },
    { at: new Date(at + 30_000).toISOString(), event: 'paid' },
    { at: new Date(at + 31_000).toISOString(), event: 'sms-sent', by: 'Reception' },
  ];
}
