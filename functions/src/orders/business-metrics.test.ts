import { beforeEach, describe, expect, it } from 'vitest';
import { BadRequestError, ConflictError } from '../http/errors';
import { PaymentsUnavailableError } from '../payments/port';
import { orderStore, type Store } from '../store';
import { testDependencies, type TestDependencies } from '../testing/deps';
import { useTestTable } from '../testing/dynalite';
import { NOW, idSeries } from '../testing/fixtures';
import {
  orderBasket,
  paidOrder,
  placeOrder,
  seedOrderLocation,
  staffOf,
  testClock,
} from '../testing/orders';
import { sweepOrders } from './effects/sweep';
import { expireOrder } from './expire';
import { handlePaymentEvent, paymentLink } from './payment';
import { acceptOrder, completeOrder, declineOrder } from './staff';

// The order funnel an operator watches (issue 16): each transition counted once, by the writer that
// won it; a refused or raced attempt counts nothing.

const WINDOW_MS = 600_000;
const key = idSeries('0e0e0e0e');
const table = useTestTable();
let store: Store;
let clock: ReturnType<typeof testClock>;
let deps: TestDependencies;

beforeEach(async () => {
  store = await table.freshStore();
  await seedOrderLocation(store);
  clock = testClock(NOW);
  deps = testDependencies(store, { now: clock.now });
});

const counts = () => deps.metrics.counts;

/** A placed order paid through the redirect back, n of a series (each its own idempotency key). */
async function paidNumber(n: number) {
  const { order } = await paidOrder(deps, { idempotencyKey: key(100 + n) });
  return order;
}

describe('staff answers', () => {
  it('counts an accept and a completion once each; the refused repeats count nothing', async () => {
    const order = await paidNumber(1);
    await acceptOrder(deps, staffOf(order.id), 15);
    await expect(acceptOrder(deps, staffOf(order.id), 15)).rejects.toThrow(ConflictError);
    await expect(declineOrder(deps, staffOf(order.id))).rejects.toThrow(ConflictError);
    await completeOrder(deps, staffOf(order.id));
    await expect(completeOrder(deps, staffOf(order.id))).rejects.toThrow(ConflictError);
    expect(counts()).toMatchObject({ OrderPaid: 1, OrderAccepted: 1, OrderCompleted: 1 });
    expect(counts().OrderDeclined).toBeUndefined();
  });

  it('counts a decline once, and nothing for an accept after it', async () => {
    const order = await paidNumber(1);
    await declineOrder(deps, staffOf(order.id));
    await expect(declineOrder(deps, staffOf(order.id))).rejects.toThrow(ConflictError);
    await expect(acceptOrder(deps, staffOf(order.id), 15)).rejects.toThrow(ConflictError);
    expect(counts().OrderDeclined).toBe(1);
    expect(counts().OrderAccepted).toBeUndefined();
  });

  it('counts only the winner when two phones answer the same order at once', async () => {
    const rounds = 6;
    for (let n = 0; n < rounds; n += 1) {
      const order = await paidNumber(n);
      const answers = await Promise.allSettled([
        acceptOrder(deps, staffOf(order.id), 10),
        declineOrder(deps, staffOf(order.id, '4530445566')),
        acceptOrder(deps, staffOf(order.id, '4530445566'), 20),
      ]);
      expect(answers.filter((answer) => answer.status === 'fulfilled')).toHaveLength(1);
    }
    expect((counts().OrderAccepted ?? 0) + (counts().OrderDeclined ?? 0)).toBe(rounds);
  });
});

describe('expiry', () => {
  it('counts an expiry by its schedule once, and not as the sweeper’s', async () => {
    const order = await paidNumber(1);
    expect(await expireOrder(deps, order.id)).toBe('expired');
    expect(await expireOrder(deps, order.id)).toBe('unchanged');
    expect(counts().OrderExpired).toBe(1);
    expect(counts().OrderExpiredBySweeper).toBeUndefined();
  });

  it('counts an order the sweeper expires as the sweeper’s only', async () => {
    await paidNumber(1);
    clock.advance(WINDOW_MS);
    await sweepOrders(deps);
    await sweepOrders(deps);
    expect(counts().OrderExpiredBySweeper).toBe(1);
    expect(counts().OrderExpired).toBeUndefined();
  });

  it('counts an answer after the window as the expiry it causes, not as an accept', async () => {
    const order = await paidNumber(1);
    clock.advance(WINDOW_MS + 1000);
    await expect(acceptOrder(deps, staffOf(order.id), 15)).rejects.toThrow(
      'The time to answer this order is over',
    );
    expect(counts().OrderExpired).toBe(1);
    expect(counts().OrderAccepted).toBeUndefined();
  });

  it('counts one of an accept and an expiry racing, never both', async () => {
    const rounds = 6;
    for (let n = 0; n < rounds; n += 1) {
      const order = await paidNumber(n);
      await Promise.allSettled([
        acceptOrder(deps, staffOf(order.id), 10),
        expireOrder(deps, order.id),
        expireOrder(deps, order.id),
      ]);
    }
    expect((counts().OrderAccepted ?? 0) + (counts().OrderExpired ?? 0)).toBe(rounds);
  });
});

describe('checkout failures', () => {
  it('counts a checkout the provider would not open, but not a basket the guest must correct', async () => {
    const refusing = {
      ...deps,
      payments: { ...deps.payments, createCheckout: () => Promise.reject(new Error('Stripe 500')) },
    };
    await expect(placeOrder(refusing)).rejects.toThrow('Stripe 500');
    expect(counts().CheckoutFailed).toBe(1);
    // The first attempt's key, reused for another basket: a 409.
    await expect(placeOrder(deps, { room: '500' })).rejects.toThrow(ConflictError);
    const line = orderBasket().items[0]!;
    await expect(
      placeOrder(deps, { idempotencyKey: key(2), items: [{ ...line, options: [] }] }),
    ).rejects.toThrow(BadRequestError);
    expect(counts().CheckoutFailed).toBe(1);
  });

  it('counts a card refused once, however often the provider reports it', async () => {
    const order = await placeOrder(deps);
    const refused = {
      id: 'evt_failed',
      type: 'payment.failed' as const,
      sessionId: undefined,
      orderId: order.id,
      paymentIntentId: 'pi_refused',
    };
    await handlePaymentEvent(deps, refused);
    await handlePaymentEvent(deps, refused);
    expect(counts().CheckoutFailed).toBe(1);
    expect((await orderStore.get(store, order.id))?.paymentStatus).toBe(3);
  });

  it('counts Make payment failing on our side (503, 5xx), not a paid order refused with 409', async () => {
    const order = await placeOrder(deps);
    deps.payments.checkouts[0]!.status = 'expired';
    const unavailable = {
      ...deps,
      payments: {
        ...deps.payments,
        createCheckout: () => Promise.reject(new PaymentsUnavailableError()),
      },
    };
    await expect(paymentLink(unavailable, order.id)).rejects.toThrow(PaymentsUnavailableError);
    expect(counts().CheckoutFailed).toBe(1);

    const paid = await paidNumber(2);
    await expect(paymentLink(deps, paid.id)).rejects.toThrow(ConflictError);
    expect(counts().CheckoutFailed).toBe(1);
  });
});
