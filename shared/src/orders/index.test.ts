import { describe, expect, it } from 'vitest';
import * as orders from './index';

describe('orders index', () => {
  it('re-exports the public API of every file', () => {
    expect(Object.keys(orders).sort()).toEqual(
      [
        'ACTIVE_ORDERS_POLL_MS',
        'AWAITING_STATUSES',
        'DELIVERY_TIME_CHOICES',
        'DELIVERY_TIME_PLACEHOLDER',
        'ENDED_ORDER_BANNER_MS',
        'mostUrgentOrder',
        'staysInActiveOrders',
        'EMPTY_BASKET_MESSAGE',
        'TERMS_NOT_ACCEPTED_MESSAGE',
        'checkoutErrors',
        'roomError',
        'ORDER_EVENTS',
        'ORDER_EVENT_NAMES',
        'ORDER_STATUS_CODES',
        'PAYMENT_STATUS_CODES',
        'isDeliveryTimeChoice',
        'ORDER_PAGE_POLL_MS',
        'ORDER_STATUS',
        'OTHER_ORDERS_PAGE_SIZE',
        'PAYMENT_STATUS',
        'bannerIcon',
        'canTransition',
        'deliveryTimeLabel',
        'deliveryTimeSchema',
        'formatCountdown',
        'guestStatusMessage',
        'hasAwaitingOrder',
        'isAwaitingStatus',
        'isFinalStatus',
        'isStaffActionable',
        'itemCountText',
        'minutesUntil',
        'nextStatus',
        'orderEventSchema',
        'orderStatusSchema',
        'paymentStatusSchema',
        'paymentStatusText',
        'secondsUntil',
        'showsPaymentStatus',
        'staffStatusMessage',
      ].sort(),
    );
  });
});
