import { ORDER_STATUS, PAYMENT_STATUS, type OrderCreate } from '@inroom/shared';
import { describe, expect, it } from 'vitest';
import { ConflictError, ForbiddenError, BadRequestError } from '../http/errors';
import { menuStore, orderStore } from '../store';
import { useTestDependencies, type TestDependencies } from '../testing/deps';
import { IDS, NOW, idSeries, testMenu } from '../testing/fixtures';
import { TEST_LINK_SECRET, TEST_SITE_URL } from '../testing/order-adapters';
import { orderBasket, paidOrder, placeOrder, seedOrderLocation, staffOf } from '../testing/orders';
import { expireOrder } from './expire';
import { confirmPayment, handlePaymentEvent, paymentLink } from './payment';
import { activeOrders, ordersForGuest } from './reads';
import { acceptOrder, completeOrder, declineOrder } from './staff';
import { staffLinkToken } from './staff-link';

const key = idSeries('0e0e0e0e');
const deps = useTestDependencies(seedOrderLocation);

const place = (d: TestDependencies = deps, changes: Partial<OrderCreate> = {}) =>
  placeOrder(d, changes);
const paid = (d: TestDependencies = deps) => paidOrder(d);

describe('order create', () => {
  it('prices the basket from the store, ignoring the client, and opens a checkout', async () => {
    const order = await place();
    // (125.00 + 10.00 Large + 5.00 mayo) x 2.
    expect(order.priceSum).toBe(28000);
    expect(order.items[0]).toMatchObject({ price: 14000, priceSum: 28000, name: 'Burger' });
    expect(order).toMatchObject({ status: 1, paymentStatus: 1, orderNumber: 1, room: '412' });
    expect(deps.payments.checkouts).toEqual([
      expect.objectContaining({
        orderId: order.id,
        idempotencyKey: order.id,
        amount: 28000,
        currency: 'DKK',
        successUrl: `${TEST_SITE_URL}/order/${order.id}`,
      }),
    ]);
    expect(order.paymentUrl).toBe('https://pay.test/cs_test_1');
  });

  it('returns the same order for a retried key, and numbers new orders one up', async () => {
    const first = await place();
    const again = await place();
    expect(again.id).toBe(first.id);
    expect(deps.payments.checkouts).toHaveLength(1);
    const second = await place(deps, { idempotencyKey: key(2) });
    expect(second.orderNumber).toBe(2);
  });

  it('refuses a key reused for another basket', async () => {
    await place();
    await expect(place(deps, { room: '500' })).rejects.toThrow(ConflictError);
  });

  it('refuses items of another location, of a closed menu and with broken option rules', async () => {
    const line = orderBasket().items[0]!;
    await expect(
      place(deps, { items: [{ ...line, menuItemId: IDS.otherItem, options: [] }] }),
    ).rejects.toThrow(BadRequestError);
    await expect(place(deps, { items: [{ ...line, options: [] }] })).rejects.toThrow(
      'Burger: Please select 1 option',
    );
    await menuStore.put(deps.store, testMenu({ isActive: false }));
    await expect(place(deps)).rejects.toThrow('Burger is no longer on the menu');
    expect(await orderStore.getIdempotencyKey(deps.store, key(1))).toBeUndefined();
  });

  it('refuses a menu outside its window', async () => {
    // NOW is 13:00 in Copenhagen.
    await menuStore.put(deps.store, testMenu({ availableFrom: '18:00', availableTo: '22:00' }));
    await expect(place()).rejects.toThrow('cannot be ordered now');
  });
});

describe('payment', () => {
  it('moves 1 -> 2 once however often the event comes, texting each active contact once', async () => {
    const { order, paymentIntentId } = await paid();
    const stored = await orderStore.get(deps.store, order.id);
    for (let i = 0; i < 5; i += 1)
      await handlePaymentEvent(deps, {
        id: `evt_replay_${i}`,
        type: 'checkout.completed',
        sessionId: stored!.checkoutSessionId,
        orderId: order.id,
        paymentIntentId,
      });
    expect((await confirmPayment(deps, order.id)).status).toBe(ORDER_STATUS.awaitingResponse);
    expect(deps.notifier.sent.map((sms) => sms.phoneNumber).sort()).toEqual([
      '+4520112233',
      '+4530445566',
    ]);
    const link = `${TEST_SITE_URL}/order/${order.id}/4520112233?t=${staffLinkToken(TEST_LINK_SECRET, order.id, '4520112233')}`;
    expect(deps.notifier.sent.find((sms) => sms.phoneNumber === '+4520112233')?.text).toContain(
      link,
    );
    expect(deps.scheduler.scheduled).toEqual([
      { orderId: order.id, at: new Date(NOW.getTime() + 600_000) },
    ]);
    expect(await orderStore.get(deps.store, order.id)).toMatchObject({
      paymentStatus: PAYMENT_STATUS.authorised,
      paymentIntentId,
    });
  });

  it('is confirmed by the redirect back when the webhook is late', async () => {
    const order = await place();
    deps.payments.complete((await orderStore.get(deps.store, order.id))!.checkoutSessionId);
    expect((await confirmPayment(deps, order.id)).status).toBe(2);
    expect(deps.notifier.sent).toHaveLength(2);
  });

  it('marks a declined card, and Make payment gives the open checkout again', async () => {
    const order = await place();
    await handlePaymentEvent(deps, {
      id: 'evt_f',
      type: 'payment.failed',
      sessionId: undefined,
      orderId: order.id,
      paymentIntentId: 'pi_x',
    });
    expect(await orderStore.get(deps.store, order.id)).toMatchObject({
      status: 1,
      paymentStatus: 3,
    });
    expect(await paymentLink(deps, order.id)).toEqual({ paymentUrl: order.paymentUrl });
    deps.payments.checkouts[0]!.status = 'expired';
    const renewed = await paymentLink(deps, order.id);
    expect(renewed.paymentUrl).toBe('https://pay.test/cs_test_2');
    expect(deps.payments.checkouts[1]?.idempotencyKey).toBe(`${order.id}:2`);
  });

  it('leaves a checkout paid meanwhile to payment/confirm, which may text the staff', async () => {
    const order = await place();
    deps.payments.complete((await orderStore.get(deps.store, order.id))!.checkoutSessionId);
    await expect(paymentLink(deps, order.id)).rejects.toThrow('The order is already paid');
    expect(deps.notifier.sent).toEqual([]);
    expect((await confirmPayment(deps, order.id)).status).toBe(2);
  });
});

describe('staff', () => {
  it('accepts with a delivery estimate and captures; completes; each once', async () => {
    const { order, paymentIntentId } = await paid();
    const accepted = await acceptOrder(deps, staffOf(order.id), 15);
    expect(accepted).toMatchObject({
      status: 3,
      paymentStatus: PAYMENT_STATUS.paid,
      expectedDeliveryTimeMinutes: 15,
      timeUntilDelivery: 15,
      acceptedBy: { name: 'Desk 1' },
    });
    expect(deps.payments.captured).toEqual([paymentIntentId]);
    await expect(acceptOrder(deps, staffOf(order.id), 15)).rejects.toThrow(ConflictError);
    const completed = await completeOrder(deps, staffOf(order.id, '4530445566'));
    expect(completed).toMatchObject({ status: 5, expectedDeliveryTimeMinutes: 0 });
  });

  it('declines and releases the card', async () => {
    const { order, paymentIntentId } = await paid();
    expect(await declineOrder(deps, staffOf(order.id))).toMatchObject({
      status: 4,
      paymentStatus: 5,
    });
    expect(deps.payments.cancelled).toEqual([paymentIntentId]);
    expect(deps.payments.captured).toEqual([]);
  });

  it("refuses a wrong token, another order's token and an inactive contact", async () => {
    const { order } = await paid();
    await expect(acceptOrder(deps, { ...staffOf(order.id), token: 'x' }, 15)).rejects.toThrow(
      ForbiddenError,
    );
    await expect(
      acceptOrder(deps, { ...staffOf(order.id), token: staffOf(IDS.missing).token }, 15),
    ).rejects.toThrow(ForbiddenError);
    await expect(acceptOrder(deps, staffOf(order.id, '4540778899'), 15)).rejects.toThrow(
      ForbiddenError,
    );
    expect((await orderStore.get(deps.store, order.id))?.status).toBe(2);
  });
});

describe('expiry', () => {
  it('cancels an unanswered order and releases the card, but leaves an answered one', async () => {
    const { order, paymentIntentId } = await paid();
    expect(await expireOrder(deps, order.id)).toBe('expired');
    expect(await orderStore.get(deps.store, order.id)).toMatchObject({
      status: 6,
      paymentStatus: 5,
    });
    expect(deps.payments.cancelled).toEqual([paymentIntentId]);
    expect(await expireOrder(deps, order.id)).toBe('unchanged');

    const second = await place(deps, { idempotencyKey: key(2) });
    expect(await expireOrder(deps, second.id)).toBe('unchanged');
  });

  it('refuses accept once the window is over, expiring the order', async () => {
    const { order } = await paid();
    const later = { ...deps, now: () => new Date(NOW.getTime() + 601_000) } as TestDependencies;
    await expect(acceptOrder(later, staffOf(order.id), 15)).rejects.toThrow(ConflictError);
    expect((await orderStore.get(deps.store, order.id))?.status).toBe(6);
  });

  it('lets exactly one of accept and expiry win a race', async () => {
    for (let round = 0; round < 10; round += 1) {
      const order = await place(deps, { idempotencyKey: key(100 + round) });
      const stored = await orderStore.get(deps.store, order.id);
      deps.payments.complete(stored!.checkoutSessionId);
      await confirmPayment(deps, order.id);
      const [accept, expire] = await Promise.allSettled([
        acceptOrder(deps, staffOf(order.id), 10),
        expireOrder(deps, order.id),
      ]);
      const status = (await orderStore.get(deps.store, order.id))?.status;
      if (status === 3) {
        expect(accept.status).toBe('fulfilled');
        expect(expire).toEqual({ status: 'fulfilled', value: 'unchanged' });
      } else {
        expect(status).toBe(6);
        expect(expire).toEqual({ status: 'fulfilled', value: 'expired' });
        expect((accept as PromiseRejectedResult).reason).toBeInstanceOf(ConflictError);
      }
    }
  });
});

describe('reads', () => {
  it("lists the guest's orders newest first, and the active ones of the last day", async () => {
    const first = await place();
    const second = await place(deps, { idempotencyKey: key(2) });
    const guestId = (await orderStore.get(deps.store, first.id))!.guestId;
    const list = await ordersForGuest(deps, first.id, guestId);
    expect(list.map((order) => order.id).sort()).toEqual([first.id, second.id].sort());
    expect(await activeOrders(deps, guestId)).toHaveLength(2);
    expect(await activeOrders(deps, undefined)).toEqual([]);
    const nextWeek = {
      ...deps,
      now: () => new Date(NOW.getTime() + 7 * 86_400_000),
    } as TestDependencies;
    expect(await activeOrders(nextWeek, guestId)).toEqual([]);
    // Another browser opening the order by its id still sees it.
    expect((await ordersForGuest(deps, first.id, undefined)).map((o) => o.id)).toEqual([first.id]);
  });
});
