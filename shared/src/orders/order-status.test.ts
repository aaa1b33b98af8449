import { describe, expect, it } from 'vitest';
import { orderEventSchema, orderStatusSchema, paymentStatusSchema } from './schemas';
import {
  AWAITING_STATUSES,
  ENDED_ORDER_BANNER_MS,
  ORDER_EVENTS,
  ORDER_STATUS,
  PAYMENT_STATUS,
  bannerIcon,
  canTransition,
  hasAwaitingOrder,
  isAwaitingStatus,
  isFinalStatus,
  isStaffActionable,
  mostUrgentOrder,
  nextStatus,
  paymentStatusText,
  showsPaymentStatus,
  staysInActiveOrders,
  type OrderEvent,
  type OrderStatus,
} from './order-status';

const statuses: OrderStatus[] = [1, 2, 3, 4, 5, 6, 7];
const events: OrderEvent[] = ['pay', 'accept', 'decline', 'complete', 'expire', 'cancel'];

describe('status codes', () => {
  it('uses the codes of spec §4', () => {
    expect(Object.values(ORDER_STATUS)).toEqual(statuses);
    expect(PAYMENT_STATUS).toEqual({
      pending: 1,
      paid: 2,
      declined: 3,
      authorised: 4,
      cancelled: 5,
      captureFailed: 6,
      releaseFailed: 7,
    });
  });

  it('accepts exactly the seven order statuses', () => {
    for (const status of statuses) expect(orderStatusSchema.parse(status)).toBe(status);
    for (const bad of [0, 8, 2.5, '2', null]) {
      expect(orderStatusSchema.safeParse(bad).success).toBe(false);
    }
  });

  it('accepts exactly the seven payment statuses', () => {
    for (const status of [1, 2, 3, 4, 5, 6, 7])
      expect(paymentStatusSchema.parse(status)).toBe(status);
    for (const bad of [0, 8, '2']) expect(paymentStatusSchema.safeParse(bad).success).toBe(false);
  });

  it('accepts exactly the table events', () => {
    expect(Object.keys(ORDER_EVENTS)).toEqual(events);
    for (const event of events) expect(orderEventSchema.parse(event)).toBe(event);
    expect(orderEventSchema.safeParse('refund').success).toBe(false);
  });
});

describe('nextStatus', () => {
  // Every allowed (from, event) pair; everything else must be refused.
  const allowed: Record<string, OrderStatus> = {
    '1 pay': 2,
    '2 accept': 3,
    '2 decline': 4,
    '3 complete': 5,
    '2 expire': 6,
    '1 cancel': 7,
    '2 cancel': 7,
  };

  for (const from of statuses) {
    for (const event of events) {
      const expected = allowed[`${from} ${event}`];
      it(`${event} from ${from} gives ${expected ?? 'nothing'}`, () => {
        expect(nextStatus(from, event)).toBe(expected);
      });
    }
  }

  it('refuses an event name inherited from Object.prototype', () => {
    expect(nextStatus(2, 'toString' as OrderEvent)).toBeUndefined();
  });
});

describe('canTransition', () => {
  const allowed = new Set(['1>2', '2>3', '2>4', '3>5', '2>6', '1>7', '2>7']);

  for (const from of statuses) {
    for (const to of statuses) {
      const expected = allowed.has(`${from}>${to}`);
      it(`${from} -> ${to} is ${expected ? 'allowed' : 'refused'}`, () => {
        expect(canTransition(from, to)).toBe(expected);
      });
    }
  }
});

describe('staysInActiveOrders', () => {
  const endedAt = '2026-11-21T17:00:00.000Z';
  const after = (ms: number) => new Date(Date.parse(endedAt) + ms);

  it('keeps an ended order for ENDED_ORDER_BANNER_MS, then drops it', () => {
    for (const status of statuses.filter(isFinalStatus)) {
      expect(staysInActiveOrders(status, endedAt, after(ENDED_ORDER_BANNER_MS - 1))).toBe(true);
      expect(staysInActiveOrders(status, endedAt, after(ENDED_ORDER_BANNER_MS))).toBe(false);
    }
  });

  it('keeps an order that has not ended however old, and drops an unparsable end', () => {
    for (const status of statuses.filter((status) => !isFinalStatus(status)))
      expect(staysInActiveOrders(status, '', after(30 * ENDED_ORDER_BANNER_MS))).toBe(true);
    expect(staysInActiveOrders(ORDER_STATUS.completed, 'never', after(0))).toBe(false);
  });
});

describe('mostUrgentOrder', () => {
  const of = (...list: number[]) => list.map((status, index) => ({ status, index }));

  it('names what the guest must act on, then what waits, then the delivery, bad ends before good', () => {
    expect(mostUrgentOrder(of(5, 3, 2, 1))?.status).toBe(1);
    expect(mostUrgentOrder(of(5, 3, 2))?.status).toBe(2);
    expect(mostUrgentOrder(of(5, 4, 3))?.status).toBe(3);
    expect(mostUrgentOrder(of(5, 7))?.status).toBe(7);
  });

  it('takes the first of equals, and nothing of none', () => {
    expect(mostUrgentOrder(of(3, 2, 2))?.index).toBe(1);
    expect(mostUrgentOrder([])).toBeUndefined();
  });
});

describe('isFinalStatus', () => {
  it('is true for declined, completed and both cancellations only', () => {
    expect(statuses.filter(isFinalStatus)).toEqual([4, 5, 6, 7]);
  });

  it('has no outgoing transition from a final status', () => {
    for (const from of statuses.filter(isFinalStatus)) {
      for (const event of events) expect(nextStatus(from, event)).toBeUndefined();
    }
  });
});

describe('isStaffActionable', () => {
  it('is true for awaiting a response and accepted only: what a staff link can still act on', () => {
    expect(statuses.filter(isStaffActionable)).toEqual([2, 3]);
    const staffEvents: OrderEvent[] = ['accept', 'decline', 'complete'];
    for (const status of statuses.filter(isStaffActionable))
      expect(staffEvents.some((event) => nextStatus(status, event) !== undefined)).toBe(true);
  });
});

describe('awaiting orders', () => {
  it('counts 2 and 7 as awaiting, as spec §4 says', () => {
    expect(AWAITING_STATUSES).toEqual([2, 7]);
    expect(statuses.filter(isAwaitingStatus)).toEqual([2, 7]);
    expect(isAwaitingStatus(99)).toBe(false);
  });

  it('finds an awaiting order in a list', () => {
    expect(hasAwaitingOrder([])).toBe(false);
    expect(hasAwaitingOrder([{ status: 1 }, { status: 3 }, { status: 5 }])).toBe(false);
    expect(hasAwaitingOrder([{ status: 3 }, { status: 2 }])).toBe(true);
    expect(hasAwaitingOrder([{ status: 7 }])).toBe(true);
  });
});

describe('bannerIcon', () => {
  it('maps each status to the icon of spec §4', () => {
    expect(statuses.map(bannerIcon)).toEqual([
      'card',
      'spinner',
      'countdown',
      'cross',
      'check',
      'cross',
      'cross',
    ]);
  });
});

describe('payment status display', () => {
  it('shows paid, declined and cancelled only', () => {
    const codes = [0, 1, 2, 3, 4, 5, 6, 7, 8];
    expect(codes.filter((code) => showsPaymentStatus(code))).toEqual([2, 3, 5]);
  });

  it('shows staff a capture or release the provider refused, which guests never see', () => {
    const codes = [0, 1, 2, 3, 4, 5, 6, 7, 8];
    expect(codes.filter((code) => showsPaymentStatus(code, 'staff'))).toEqual([2, 3, 5, 6, 7]);
    expect(paymentStatusText(PAYMENT_STATUS.captureFailed, 'staff')).toBe('Payment capture failed');
    expect(paymentStatusText(PAYMENT_STATUS.releaseFailed, 'staff')).toBe('Card release failed');
    expect(paymentStatusText(PAYMENT_STATUS.captureFailed)).toBe('');
    expect(paymentStatusText(PAYMENT_STATUS.paid, 'staff')).toBe('Paid');
  });

  it('names each shown status and leaves the others empty', () => {
    expect(paymentStatusText(PAYMENT_STATUS.paid)).toBe('Paid');
    expect(paymentStatusText(PAYMENT_STATUS.declined)).toBe('Payment declined');
    expect(paymentStatusText(PAYMENT_STATUS.cancelled)).toBe('Payment cancelled');
    expect(paymentStatusText(PAYMENT_STATUS.pending)).toBe('');
    expect(paymentStatusText(PAYMENT_STATUS.authorised)).toBe('');
    expect(paymentStatusText(42)).toBe('');
  });
});
