import { ORDER_STATUS, PAYMENT_STATUS } from '@inroom/shared';
import { beforeEach, describe, expect, it } from 'vitest';
import { ConflictError } from '../../http/errors';
import { locationContactStore, orderStore, type Store } from '../../store';
import { testDependencies, type TestDependencies } from '../../testing/deps';
import { useTestTable } from '../../testing/dynalite';
import { IDS, idSeries, NOW } from '../../testing/fixtures';
import { loseAnswersToWritesOf } from '../../testing/lost-answers';
import { testOrderSettings } from '../../testing/order-adapters';
import {
  contactId,
  countingStore,
  crashingStore,
  DESK_2,
  paidOrder,
  payOrder,
  placeOrder,
  seedOrderLocation,
  staffOf,
  testClock,
} from '../../testing/orders';
import { expireOrder } from '../expire';
import { confirmPayment, markPaid, OrderWorkPendingError } from '../payment';
import { acceptOrder, declineOrder } from '../staff';
import { MAX_FAILURES } from './plan';
import { sweepOrders } from './sweep';

// Faults injected at the ports and the store, at the exact step: whatever fails, a paid order ends
// texted once per active contact, scheduled once, and answered or expired with its card captured or
// released, and no SMS goes out twice.

const WINDOW_MS = 600_000;
const LEASE_MS = 120_000;
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

/** Sweeps as the schedule would: `times` sweeps, a minute apart. */
async function sweepEveryMinute(times: number, on: TestDependencies = deps) {
  for (let i = 0; i < times; i += 1) {
    clock.advance(60_000);
    await sweepOrders(on);
  }
}

/** Texts that went out, per phone and kind ('paid' or 'reminder'). */
function textsByPhone(kind: 'paid' | 'reminder' = 'paid') {
  const counts: Record<string, number> = {};
  for (const sms of deps.notifier.sent.filter((s) => s.reference.endsWith(kind)))
    counts[sms.phoneNumber] = (counts[sms.phoneNumber] ?? 0) + 1;
  return counts;
}

const ONCE_EACH = { '+4520112233': 1, '+4530445566': 1 };

/** The dependencies of a process that dies after its first `writes` writes (same ports). */
const dying = (writes: number): TestDependencies => ({
  ...deps,
  store: crashingStore(store, writes),
});

describe('durable order effects: faults at the ports', () => {
  it('texts each contact once when SMS fails three times, answering 5xx to the webhook until then', async () => {
    deps.notifier.failNext(3, 'SNS Throttling');
    const order = await placeOrder(deps);
    const { event, paymentIntentId } = await payOrder(deps, order.id);
    await expect(event()).rejects.toBeInstanceOf(OrderWorkPendingError);
    expect(deps.notifier.sent).toEqual([]);
    const afterPay = await orderStore.get(store, order.id);
    expect(afterPay).toMatchObject({ status: ORDER_STATUS.awaitingResponse });
    expect(afterPay?.effects.sms[contactId(1)]).toMatchObject({ state: 'pending', failures: 1 });
    expect(afterPay?.dueAt).not.toBe('');

    // The provider redelivers: still failing once more, then the sweeper finishes.
    clock.advance(10_000);
    await expect(event()).rejects.toBeInstanceOf(OrderWorkPendingError);
    await sweepEveryMinute(2);
    expect(textsByPhone()).toEqual(ONCE_EACH);
    expect(deps.metrics.counts.SmsFailed).toBe(3);
    expect(deps.metrics.counts.SmsSent).toBe(2);
    // Every attempt of one message carries the same key, so a channel that can tell keeps one.
    expect(new Set(deps.notifier.sent.map((sms) => sms.dedupeKey)).size).toBe(2);
    expect(deps.notifier.sent.every((sms) => sms.attempt >= 1)).toBe(true);

    // Done: a further delivery is acknowledged and texts nobody again.
    await expect(event()).resolves.toBeUndefined();
    await sweepEveryMinute(3);
    expect(textsByPhone()).toEqual(ONCE_EACH);
    expect(deps.scheduler.scheduled).toHaveLength(1);
    // And it ends: answered, with the card captured.
    expect(await acceptOrder(deps, staffOf(order.id), 15)).toMatchObject({
      status: ORDER_STATUS.accepted,
      paymentStatus: PAYMENT_STATUS.paid,
    });
    expect(deps.payments.captured).toEqual([paymentIntentId]);
  });

  it('schedules the expiry once when the scheduler throws once', async () => {
    deps.scheduler.failNext(1, 'Scheduler ThrottlingException');
    const order = await placeOrder(deps);
    const { event, paymentIntentId } = await payOrder(deps, order.id);
    await expect(event()).rejects.toBeInstanceOf(OrderWorkPendingError);
    expect(textsByPhone()).toEqual(ONCE_EACH);
    expect(deps.scheduler.scheduled).toEqual([]);
    await sweepEveryMinute(1);
    expect(deps.scheduler.scheduled).toEqual([
      { orderId: order.id, at: new Date(NOW.getTime() + WINDOW_MS) },
    ]);
    await expect(event()).resolves.toBeUndefined();
    expect(deps.scheduler.calls).toBe(2);
    expect(textsByPhone()).toEqual(ONCE_EACH);
    // Nobody answers: the order ends expired, with the card released.
    clock.advance(WINDOW_MS);
    expect(await expireOrder(deps, order.id)).toBe('expired');
    expect(await orderStore.get(store, order.id)).toMatchObject({
      status: ORDER_STATUS.cancelledNoResponse,
      paymentStatus: PAYMENT_STATUS.cancelled,
    });
    expect(deps.payments.cancelled).toEqual([paymentIntentId]);
  });

  it('finishes everything when the webhook comes again after the process died right after the 1 -> 2 write', async () => {
    const order = await placeOrder(deps);
    const { event } = await payOrder(deps, order.id);
    // The guest's return confirms the payment, and the process dies just after the 1 -> 2 write.
    await expect(confirmPayment(dying(1), order.id)).rejects.toThrow('Simulated crash');
    expect(await orderStore.get(store, order.id)).toMatchObject({ status: 2 });
    expect(deps.notifier.sent).toEqual([]);
    // The provider's delivery of the event, in a live process, finishes the work.
    await expect(event()).resolves.toBeUndefined();
    expect(textsByPhone()).toEqual(ONCE_EACH);
    expect(deps.scheduler.scheduled).toHaveLength(1);
  });

  it('finishes after a crash between the status write and the effects, found by the sweeper alone', async () => {
    const order = await placeOrder(deps);
    const { paymentIntentId } = await payOrder(deps, order.id);
    const stored = await orderStore.get(store, order.id);
    await expect(markPaid(dying(1), stored!, paymentIntentId)).rejects.toThrow('Simulated crash');
    const stuck = await orderStore.get(store, order.id);
    expect(stuck).toMatchObject({ status: 2, paymentStatus: PAYMENT_STATUS.authorised });
    expect(stuck?.effects.sms[contactId(1)]?.state).toBe('pending');
    expect(deps.notifier.sent).toEqual([]);

    await sweepOrders(deps);
    expect(textsByPhone()).toEqual(ONCE_EACH);
    expect(deps.scheduler.scheduled).toHaveLength(1);
    expect((await orderStore.get(store, order.id))?.dueAt).toBe(
      new Date(NOW.getTime() + WINDOW_MS / 2).toISOString(),
    );
    // Nobody answers and the schedule is lost too: the sweeper ends it, releasing the card.
    clock.advance(WINDOW_MS);
    await sweepOrders(deps);
    expect(await orderStore.get(store, order.id)).toMatchObject({
      status: ORDER_STATUS.cancelledNoResponse,
      paymentStatus: PAYMENT_STATUS.cancelled,
      dueAt: '',
    });
    expect(deps.payments.cancelled).toEqual([paymentIntentId]);
    expect(textsByPhone()).toEqual(ONCE_EACH);
  });

  it('takes over work claimed by a process that died before sending, once its lease ends', async () => {
    const order = await placeOrder(deps);
    const { paymentIntentId } = await payOrder(deps, order.id);
    const stored = await orderStore.get(store, order.id);
    // Two writes: 1 -> 2, then the claim; the process dies before sending anything.
    const claimOnly = dying(2);
    claimOnly.notifier = { ...deps.notifier, sendSms: () => Promise.reject(new Error('died')) };
    claimOnly.scheduler = {
      ...deps.scheduler,
      scheduleExpiry: () => Promise.reject(new Error('died')),
    };
    await expect(markPaid(claimOnly, stored!, paymentIntentId)).rejects.toThrow('Simulated crash');
    expect((await orderStore.get(store, order.id))?.effects.sms[contactId(1)]?.state).toBe(
      'sending',
    );
    // A live claim is left alone: no double sending while another process may be at it.
    await sweepOrders(deps);
    expect(deps.notifier.sent).toEqual([]);
    clock.advance(LEASE_MS);
    await sweepOrders(deps);
    expect(textsByPhone()).toEqual(ONCE_EACH);
    expect(deps.scheduler.scheduled).toHaveLength(1);
  });

  it('marks a sent text done so a crash before its record can only repeat it under the same key', async () => {
    const order = await placeOrder(deps);
    const { paymentIntentId } = await payOrder(deps, order.id);
    const stored = await orderStore.get(store, order.id);
    // 1 -> 2, the claim; the texts go out, and the process dies before writing that they did.
    await expect(markPaid(dying(2), stored!, paymentIntentId)).rejects.toThrow('Simulated crash');
    clock.advance(LEASE_MS);
    await sweepOrders(deps);
    // This is the one window SNS leaves open (it cannot tell a repeat): the message goes again, with
    // the key a deduplicating channel (the local outbox) keeps once. Nothing else repeats.
    const keys = deps.notifier.sent.map((sms) => sms.dedupeKey);
    expect(keys).toHaveLength(4);
    expect(new Set(keys).size).toBe(2);
    expect((await orderStore.get(store, order.id))?.effects.sms[contactId(1)]?.state).toBe('done');
    await sweepEveryMinute(2);
    expect(deps.notifier.sent).toHaveLength(4);
  });

  it('retries a refused capture until it goes through, showing capture failed meanwhile', async () => {
    const { order, paymentIntentId } = await paidOrder(deps);
    deps.payments.settlements.failNext(2, 'Stripe api_error');
    const accepted = await acceptOrder(deps, staffOf(order.id), 15);
    expect(accepted).toMatchObject({ status: 3, paymentStatus: PAYMENT_STATUS.captureFailed });
    await sweepEveryMinute(1);
    expect((await orderStore.get(store, order.id))?.paymentStatus).toBe(
      PAYMENT_STATUS.captureFailed,
    );
    await sweepEveryMinute(2);
    expect(await orderStore.get(store, order.id)).toMatchObject({
      status: 3,
      paymentStatus: PAYMENT_STATUS.paid,
      dueAt: '',
    });
    expect(deps.payments.captured).toEqual([paymentIntentId]);
    // A retry after a refusal has a key of its own (the provider replays a refusal for the old one).
    expect(deps.payments.settlementKeys).toEqual([
      `${order.id}:capture`,
      `${order.id}:capture:2`,
      `${order.id}:capture:3`,
    ]);
    expect(deps.metrics.counts.SettlementFailed).toBe(2);
  });

  it('gives a capture up after its last attempt, flagged for an operator with a metric', async () => {
    const { order } = await paidOrder(deps);
    deps.payments.settlements.failNext(100, 'card_declined: authorisation expired');
    await acceptOrder(deps, staffOf(order.id), 15);
    // The backoff doubles up to 10 minutes: well within two hours every attempt is made.
    await sweepEveryMinute(120);
    const stored = await orderStore.get(store, order.id);
    expect(stored?.effects.settlement).toMatchObject({
      state: 'failed',
      failures: MAX_FAILURES.settlement,
      lastError: 'Error: card_declined: authorisation expired',
    });
    expect(stored).toMatchObject({ paymentStatus: PAYMENT_STATUS.captureFailed, dueAt: '' });
    expect(deps.payments.settlements.calls).toBe(MAX_FAILURES.settlement);
    expect(deps.metrics.counts.SettlementGaveUp).toBe(1);
  });

  it('retries a refused release after a decline and after an expiry', async () => {
    const declined = await paidOrder(deps);
    deps.payments.settlements.failNext(1);
    expect(await declineOrder(deps, staffOf(declined.order.id))).toMatchObject({
      status: ORDER_STATUS.declined,
      paymentStatus: PAYMENT_STATUS.releaseFailed,
    });
    const expired = await paidOrder(deps, { idempotencyKey: contactId(90) });
    deps.payments.settlements.failNext(1);
    expect(await expireOrder(deps, expired.order.id)).toBe('expired');
    expect((await orderStore.get(store, expired.order.id))?.paymentStatus).toBe(
      PAYMENT_STATUS.releaseFailed,
    );
    await sweepEveryMinute(1);
    for (const { order } of [declined, expired])
      expect((await orderStore.get(store, order.id))?.paymentStatus).toBe(PAYMENT_STATUS.cancelled);
    expect(deps.payments.cancelled.sort()).toEqual(
      [declined.paymentIntentId, expired.paymentIntentId].sort(),
    );
  });
});

describe('the sweeper', () => {
  it('expires an order whose schedule never fired and releases its card', async () => {
    deps.scheduler.failNext(100);
    const order = await placeOrder(deps);
    const { event, paymentIntentId } = await payOrder(deps, order.id);
    await expect(event()).rejects.toBeInstanceOf(OrderWorkPendingError);
    clock.advance(WINDOW_MS);
    const summary = await sweepOrders(deps);
    expect(summary).toMatchObject({ due: 1, expired: 1, stuck: 0, errors: 0 });
    expect(await orderStore.get(store, order.id)).toMatchObject({
      status: ORDER_STATUS.cancelledNoResponse,
      paymentStatus: PAYMENT_STATUS.cancelled,
      dueAt: '',
    });
    expect(deps.payments.cancelled).toEqual([paymentIntentId]);
    expect(deps.metrics.counts.OrderExpiredBySweeper).toBe(1);
    expect(await sweepOrders(deps)).toMatchObject({ due: 0 });
  });

  it('counts an order it could not expire as stuck, with a metric', async () => {
    const { order } = await paidOrder(deps);
    clock.advance(WINDOW_MS);
    const unwritable: Store = {
      ...store,
      put: () => Promise.reject(new Error('DynamoDB unavailable')),
    };
    const summary = await sweepOrders({ ...deps, store: unwritable });
    expect(summary).toMatchObject({ due: 1, expired: 0, stuck: 1, errors: 1 });
    expect(deps.metrics.counts.OrdersStuck).toBe(1);
    expect((await orderStore.get(store, order.id))?.status).toBe(ORDER_STATUS.awaitingResponse);
    // Once the store is back, the next sweep expires it.
    expect(await sweepOrders(deps)).toMatchObject({ expired: 1, stuck: 0 });
  });

  it('leaves nothing in its queue once an order is answered and settled', async () => {
    const { order } = await paidOrder(deps);
    await acceptOrder(deps, staffOf(order.id), 10);
    expect((await orderStore.get(store, order.id))?.dueAt).toBe('');
    expect(await orderStore.listDueIds(store, new Date(NOW.getTime() + 86_400_000), 10)).toEqual(
      [],
    );
  });

  it('lets one of many racing webhook deliveries and returns text each contact, once', async () => {
    const order = await placeOrder(deps);
    const { event } = await payOrder(deps, order.id);
    const results = await Promise.allSettled([
      ...Array.from({ length: 6 }, () => event()),
      ...Array.from({ length: 6 }, () => confirmPayment(deps, order.id)),
      sweepOrders(deps),
    ]);
    for (const result of results)
      if (result.status === 'rejected') expect(result.reason).toBeInstanceOf(OrderWorkPendingError);
    clock.advance(LEASE_MS);
    await sweepOrders(deps);
    expect(textsByPhone()).toEqual(ONCE_EACH);
    expect(deps.scheduler.scheduled).toHaveLength(1);
    expect(deps.metrics.counts.OrderPaid).toBe(1);
  });
});

describe('the reminder', () => {
  it('texts each active contact once at half the window, and never after an answer', async () => {
    const { order } = await paidOrder(deps);
    clock.advance(WINDOW_MS / 2 - 1000);
    await sweepOrders(deps);
    expect(textsByPhone('reminder')).toEqual({});
    clock.advance(1000);
    await sweepOrders(deps);
    expect(textsByPhone('reminder')).toEqual(ONCE_EACH);
    const reminder = deps.notifier.sent.find((sms) => sms.reference.endsWith('reminder'));
    expect(reminder?.text).toMatch(
      new RegExp(
        `^Inroom: order #1 for Hotel Nord still waiting, 5 min left: https://\\S+/order/${order.id}/\\d+\\?t=\\S+$`,
      ),
    );
    await sweepEveryMinute(3);
    expect(textsByPhone('reminder')).toEqual(ONCE_EACH);

    const answered = await paidOrder(deps, { idempotencyKey: contactId(91) });
    await acceptOrder(deps, staffOf(answered.order.id, DESK_2), 20);
    await sweepEveryMinute(10);
    expect(
      deps.notifier.sent.filter((sms) => sms.reference === `order ${answered.order.id} reminder`),
    ).toEqual([]);
  });

  it('skips a contact made inactive meanwhile', async () => {
    const { order } = await paidOrder(deps);
    const contacts = await locationContactStore.listForLocation(store, IDS.hotel);
    const desk2 = contacts.find((contact) => contact.id === contactId(2));
    await locationContactStore.put(store, { ...desk2!, isActive: false });
    clock.advance(WINDOW_MS / 2);
    await sweepOrders(deps);
    expect(textsByPhone('reminder')).toEqual({ '+4520112233': 1 });
    expect((await orderStore.get(store, order.id))?.effects.reminders[contactId(2)]?.state).toBe(
      'skipped',
    );
  });

  it('is not sent when reminders are off', async () => {
    const quiet = testDependencies(store, {
      now: clock.now,
      orderSettings: testOrderSettings({ reminder: false }),
    });
    const { order } = await paidOrder(quiet);
    clock.advance(WINDOW_MS / 2 + 60_000);
    await sweepOrders(quiet);
    expect(quiet.notifier.sent.map((sms) => sms.reference)).toEqual([
      `order ${order.id} paid`,
      `order ${order.id} paid`,
    ]);
    expect((await orderStore.get(store, order.id))?.effects.reminders).toEqual({});
  });
});

describe('answers lost after an order write, sent again by the SDK', () => {
  const orderKey = idSeries('0e0e0e0e');
  let orders = 0;

  /** Places an order, then pays it and has it accepted, losing the answers `lose` asks for. */
  async function paidAndAccepted(lose: { skip?: number; times?: number }) {
    const order = await placeOrder(deps, { idempotencyKey: orderKey((orders += 1)) });
    const lostAnswers = loseAnswersToWritesOf(store, orderStore.keyOf(order.id), lose);
    const { event, paymentIntentId } = await payOrder(deps, order.id);
    await event();
    const accepted = await acceptOrder(deps, staffOf(order.id), 15);
    lostAnswers.detach();
    return { accepted, paymentIntentId, lostAnswers };
  }

  it('pays, texts, accepts and captures at once and once, whichever write it is', async () => {
    const { lostAnswers: counted } = await paidAndAccepted({ times: 0 });
    const writes = counted.sent();
    // 1 -> 2, the texts' claim and record, 2 -> 3, the capture's claim and record.
    expect(writes).toBe(6);
    for (let skip = 0; skip < writes; skip += 1) {
      deps.notifier.sent.length = 0;
      deps.payments.captured.length = 0;
      const { accepted, paymentIntentId, lostAnswers } = await paidAndAccepted({ skip });
      expect(lostAnswers.lost(), `write ${skip + 1}`).toBe(1);
      expect(accepted.status, `write ${skip + 1}`).toBe(ORDER_STATUS.accepted);
      // No sweep: nothing waited for a lease to run out.
      expect(textsByPhone(), `write ${skip + 1}`).toEqual(ONCE_EACH);
      expect(deps.payments.captured, `write ${skip + 1}`).toEqual([paymentIntentId]);
    }
    // And a sweep after every lease repeats nothing.
    clock.advance(LEASE_MS);
    await sweepOrders(deps);
    expect(deps.notifier.sent).toHaveLength(2);
  });
});

describe('store calls', () => {
  it('pays with one read of the order and one of its contacts, and three writes', async () => {
    const order = await placeOrder(deps);
    const counted = countingStore(store);
    const { event } = await payOrder({ ...deps, store: counted.store }, order.id);
    counted.calls.get = 0;
    await event();
    expect(textsByPhone()).toEqual(ONCE_EACH);
    // The order; the contacts (for the effects and for the texts alike); 1 -> 2, the claim, the record.
    expect(counted.calls).toEqual({ get: 1, query: 1, write: 3 });
  });

  it('sweeps an order past its window with one read of it', async () => {
    const { order } = await paidOrder(deps);
    clock.advance(WINDOW_MS);
    const counted = countingStore(store);
    await sweepOrders({ ...deps, store: counted.store });
    expect((await orderStore.get(store, order.id))?.status).toBe(ORDER_STATUS.cancelledNoResponse);
    // Two pages of the queue (the second finds nothing new); 2 -> 6, the release's claim and record.
    expect(counted.calls).toEqual({ get: 1, query: 2, write: 3 });
  });
});

describe('staff answers while effects are written', () => {
  it('accepts even when an effect record was written since the order was read', async () => {
    const { order } = await paidOrder(deps);
    const read = await orderStore.get(store, order.id);
    clock.advance(WINDOW_MS / 2);
    await sweepOrders(deps); // writes the reminders: the order changed since `read`
    expect((await orderStore.get(store, order.id))?.updatedAt).not.toBe(read?.updatedAt);
    expect(await acceptOrder(deps, staffOf(order.id), 10)).toMatchObject({ status: 3 });
    await expect(acceptOrder(deps, staffOf(order.id), 10)).rejects.toBeInstanceOf(ConflictError);
  });
});
