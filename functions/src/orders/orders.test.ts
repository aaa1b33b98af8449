import {
  ENDED_ORDER_BANNER_MS,
  ORDER_STATUS,
  PAYMENT_STATUS,
  type OrderCreate,
} from '@inroom/shared';
import { describe, expect, it } from 'vitest';
import { ConflictError, ForbiddenError, BadRequestError } from '../http/errors';
import { menuStore, orderStore } from '../store';
import { useTestDependencies, type TestDependencies } from '../testing/deps';
import { IDS, NOW, idSeries, testMenu } from '../testing/fixtures';
import { loseAnswersToWritesOf } from '../testing/lost-answers';
import { TEST_LINK_SECRET, TEST_SITE_URL } from '../testing/order-adapters';
import {
  contactId,
  DESK_1,
  DESK_2,
  DESK_4,
  onClock,
  orderBasket,
  paidOrder,
  placeOrder,
  putContact,
  seedOrderLocation,
  staffOf,
} from '../testing/orders';
import { sweepOrders } from './effects/sweep';
import { expireOrder } from './expire';
import { confirmPayment, handlePaymentEvent, paymentLink } from './payment';
import { activeOrders, getOrder, ordersForGuest } from './reads';
import { acceptOrder, completeOrder, contactForOrder, declineOrder, ordersForStaff } from './staff';
import { staffLinkToken } from './staff-link';
import { transitionOrder } from './transition';

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

  it('places the order at once when the answer to claiming its key was lost', async () => {
    const claim = orderStore.idempotencyKeyOf(orderBasket().idempotencyKey);
    const lostAnswer = loseAnswersToWritesOf(deps.store, claim);
    const order = await place();
    lostAnswer.detach();
    expect(lostAnswer.lost()).toBe(1);
    expect(await orderStore.getIdempotencyKey(deps.store, orderBasket().idempotencyKey)).toEqual(
      expect.objectContaining({ orderId: order.id }),
    );
    expect(deps.payments.checkouts).toHaveLength(1);
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

  it('ignores an event whose reference cannot be an order id, without reading the table', async () => {
    for (const orderId of ['x'.repeat(5000), 'ORDER#1', '']) {
      await expect(
        handlePaymentEvent(
          { ...deps, store: undefined as unknown as typeof deps.store },
          {
            id: 'evt_odd',
            type: 'checkout.completed',
            sessionId: 'cs_1',
            orderId,
            paymentIntentId: 'pi_1',
          },
        ),
      ).resolves.toBeUndefined();
    }
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

  it('accepts once when the answer to the accept was lost and the SDK sent it again', async () => {
    const { order, paymentIntentId } = await paid();
    const lostAnswer = loseAnswersToWritesOf(deps.store, orderStore.keyOf(order.id));
    const accepted = await acceptOrder(deps, staffOf(order.id), 15);
    lostAnswer.detach();
    expect(lostAnswer.lost()).toBe(1);
    expect(accepted).toMatchObject({ status: 3, paymentStatus: PAYMENT_STATUS.paid });
    expect(deps.payments.captured).toEqual([paymentIntentId]);
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

describe('active orders over time', () => {
  it('lists an order until 2 h after it ended, with its number and time placed', async () => {
    const { deps: d, clock } = onClock(deps);
    const ended = (await paidOrder(d)).order;
    const waiting = (await paidOrder(d, { idempotencyKey: key(2) })).order;
    const guestId = (await orderStore.get(d.store, ended.id))!.guestId;
    await declineOrder(d, staffOf(ended.id));
    const listed = async () => (await activeOrders(d, guestId)).map((order) => order.id).sort();

    expect(await activeOrders(d, guestId)).toContainEqual(
      expect.objectContaining({
        id: ended.id,
        orderNumber: ended.orderNumber,
        createdAtString: ended.createdAtString,
        status: 4,
      }),
    );
    clock.advance(ENDED_ORDER_BANNER_MS - 1);
    expect(await listed()).toEqual([ended.id, waiting.id].sort());
    clock.advance(1);
    expect(await listed()).toEqual([waiting.id]);
  });
});

describe('staff links over time', () => {
  const HOUR = 3_600_000;
  const EXPIRED = 'ForbiddenError: This order link has expired';
  const ok = 'ok';

  /** What a call comes to: 'ok', or the kind and message of its error. */
  async function outcome(call: Promise<unknown>): Promise<string> {
    try {
      await call;
      return ok;
    } catch (error) {
      return `${(error as Error).constructor.name}: ${(error as Error).message}`;
    }
  }

  /** Every staff call with one link, one after the other: list, contact, accept, decline, complete. */
  async function everyStaffCall(d: TestDependencies, caller: ReturnType<typeof staffOf>) {
    return [
      await outcome(ordersForStaff(d, caller)),
      await outcome(contactForOrder(d, caller)),
      await outcome(acceptOrder(d, caller, 15)),
      await outcome(declineOrder(d, caller)),
      await outcome(completeOrder(d, caller)),
    ];
  }

  it('work while the order awaits and is accepted, and 23 h after it ended; at 24 h every call is 403', async () => {
    const { deps: d, clock } = onClock(deps);
    const { order } = await paidOrder(d);
    expect(await contactForOrder(d, staffOf(order.id))).toEqual({
      id: contactId(1),
      name: 'Desk 1',
    });
    await acceptOrder(d, staffOf(order.id), 15);
    // Accepted and never confirmed, two days on: still the staff's to finish.
    clock.advance(48 * HOUR);
    expect(await ordersForStaff(d, staffOf(order.id))).toEqual([
      expect.objectContaining({ id: order.id, status: 3, staffToken: staffOf(order.id).token }),
    ]);
    await completeOrder(d, staffOf(order.id, DESK_2));

    clock.advance(23 * HOUR);
    const [ended] = await ordersForStaff(d, staffOf(order.id));
    expect(ended).toMatchObject({ id: order.id, status: 5 });
    expect(ended).not.toHaveProperty('staffToken');
    expect(await outcome(contactForOrder(d, staffOf(order.id, DESK_2)))).toBe(ok);

    clock.advance(HOUR);
    expect(await everyStaffCall(d, staffOf(order.id))).toEqual(Array(5).fill(EXPIRED));
    expect(await everyStaffCall(d, staffOf(order.id, DESK_2))).toEqual(Array(5).fill(EXPIRED));
    // The guest's page is by the order's id (spec §6), not by a link.
    expect((await getOrder(d, order.id)).status).toBe(5);
  });

  it('end 24 h after a decline, an expiry or a cancel, whose write records when', async () => {
    const { deps: d, clock } = onClock(deps);
    const ids: string[] = [];
    for (let n = 1; n <= 3; n += 1)
      ids.push((await paidOrder(d, { idempotencyKey: key(n) })).order.id);
    const [declined, expired, cancelled] = ids as [string, string, string];
    clock.advance(60_000);
    await declineOrder(d, staffOf(declined));
    await expireOrder(d, expired);
    await transitionOrder(d, (await orderStore.get(d.store, cancelled))!, 'cancel');
    const endedAt = clock.now().toISOString();
    for (const id of ids) expect((await orderStore.get(d.store, id))?.endedAt).toBe(endedAt);

    clock.advance(24 * HOUR - 1);
    for (const id of ids) expect(await outcome(contactForOrder(d, staffOf(id)))).toBe(ok);
    clock.advance(1);
    for (const id of ids) expect(await outcome(contactForOrder(d, staffOf(id)))).toBe(EXPIRED);
  });

  it('are not lengthened by later writes of the order (a refused release retried)', async () => {
    const { deps: d, clock } = onClock(deps);
    const { order } = await paidOrder(d);
    d.payments.settlements.failNext(1, 'Stripe is down');
    await declineOrder(d, staffOf(order.id));
    clock.advance(23 * HOUR);
    await sweepOrders(d);
    const released = (await orderStore.get(d.store, order.id))!;
    expect(released.paymentStatus).toBe(PAYMENT_STATUS.cancelled);
    expect(Date.parse(released.updatedAt)).toBeGreaterThanOrEqual(clock.now().getTime());
    clock.advance(HOUR);
    expect(await outcome(ordersForStaff(d, staffOf(order.id)))).toBe(EXPIRED);
  });

  it('of an order that ended before endedAt was recorded end 24 h after its last write', async () => {
    const { order } = await paidOrder(deps);
    await declineOrder(deps, staffOf(order.id));
    const stored = (await orderStore.get(deps.store, order.id))!;
    const { endedAt: _endedAt, ...legacy } = stored;
    await orderStore.replace(deps.store, legacy, stored);
    const lastWrite = Date.parse(legacy.updatedAt);
    const at = (ms: number) => onClock(deps, new Date(lastWrite + ms)).deps;
    expect(await outcome(contactForOrder(at(24 * HOUR - 1), staffOf(order.id)))).toBe(ok);
    expect(await outcome(contactForOrder(at(24 * HOUR), staffOf(order.id)))).toBe(EXPIRED);
  });

  it('of an order never paid were never sent: 403 not valid', async () => {
    const order = await placeOrder(deps);
    const caller = staffOf(order.id);
    const refused = 'ForbiddenError: This order link is not valid';
    expect(await outcome(ordersForStaff(deps, caller))).toBe(refused);
    expect(await outcome(contactForOrder(deps, caller))).toBe(refused);
  });

  it("list only the contact's own orders whose links work, with tokens only to answer or deliver", async () => {
    const { deps: d, clock } = onClock(deps);
    let n = 0;
    /** An order paid a minute after the last, in room `room`. */
    const paidIn = async (room: string) => {
      clock.advance(60_000);
      n += 1;
      return (await paidOrder(d, { idempotencyKey: key(n), room })).order.id;
    };
    const longAgo = await paidIn('101');
    await declineOrder(d, staffOf(longAgo));
    clock.advance(25 * HOUR);
    await putContact(d.store, 2, false);
    const desk1Only = await paidIn('102');
    await putContact(d.store, 2, true);
    const awaiting = await paidIn('103');
    const accepted = await paidIn('104');
    await acceptOrder(d, staffOf(accepted), 15);
    const declined = await paidIn('105');
    await declineOrder(d, staffOf(declined));
    clock.advance(60_000);
    await placeOrder(d, { idempotencyKey: key(99), room: '106' });
    await putContact(d.store, 4);
    const afterDesk4 = await paidIn('107');

    const listed = async (orderId: string, phone: string) =>
      (await ordersForStaff(d, staffOf(orderId, phone))).map((order) => [
        order.room,
        order.staffToken,
      ]);
    const token = (orderId: string, phone: string) => staffOf(orderId, phone).token;
    // Not 101 (its link ended a day ago), 102 (texted to Desk 1 only) nor 106 (never paid).
    expect(await listed(awaiting, DESK_2)).toEqual([
      ['107', token(afterDesk4, DESK_2)],
      ['105', undefined],
      ['104', token(accepted, DESK_2)],
      ['103', token(awaiting, DESK_2)],
    ]);
    expect((await listed(desk1Only, DESK_1)).map(([room]) => room)).toEqual([
      '107',
      '105',
      '104',
      '103',
      '102',
    ]);
    // Desk 4 joined after the others were paid: it sees only what it was texted.
    expect(await listed(afterDesk4, DESK_4)).toEqual([['107', token(afterDesk4, DESK_4)]]);
  });
});
