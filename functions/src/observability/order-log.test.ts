import { beforeEach, describe, expect, it } from 'vitest';
import { createDispatcher } from '../http/dispatch';
import { acceptOrderHandler, confirmPaymentHandler } from '../orders/handlers';
import { sweepOrders } from '../orders/effects/sweep';
import { expireOrder } from '../orders/expire';
import { handlePaymentEvent } from '../orders/payment';
import { acceptOrder, declineOrder } from '../orders/staff';
import type { Store } from '../store';
import { testDependencies, type TestDependencies } from '../testing/deps';
import { useTestTable } from '../testing/dynalite';
import { apiGatewayEvent } from '../testing/events';
import { NOW, idSeries } from '../testing/fixtures';
import { RecordingLogger, type LogLine } from '../testing/logs';
import {
  DESK_1,
  payOrder,
  placeOrder,
  seedOrderLocation,
  staffOf,
  testClock,
} from '../testing/orders';
import { forOrder, markOrdersWith, requestLogger } from './order-log';

// Every line logged while handling an order carries its id (issue 16): one search in the logs
// finds the order's whole story, across functions and retries.

const key = idSeries('0e0e0e0e');
const table = useTestTable();
let store: Store;
let clock: ReturnType<typeof testClock>;
let lines: LogLine[];
let deps: TestDependencies;

beforeEach(async () => {
  store = await table.freshStore();
  await seedOrderLocation(store);
  clock = testClock(NOW);
  lines = [];
  deps = testDependencies(store, { now: clock.now, logger: new RecordingLogger(lines) });
});

/** Every line so far; it fails the test unless there were some, all about `orderId`. */
function expectAllAbout(orderId: string, expected: number) {
  expect(lines).toHaveLength(expected);
  for (const line of lines) expect(line).toMatchObject({ orderId });
}

describe('forOrder', () => {
  it('tags a child, leaving a logger shared by other work as it was', () => {
    const shared = new RecordingLogger(lines);
    const scoped = forOrder({ ...deps, logger: shared }, 'order-a');
    scoped.logger.info('about the order');
    shared.info('about something else');
    expect(lines).toEqual([
      expect.objectContaining({ message: 'about the order', orderId: 'order-a' }),
      expect.not.objectContaining({ orderId: expect.anything() }),
    ]);
  });

  it("tags a request's own logger in place, and no other request's", () => {
    const process = new RecordingLogger(lines);
    const first = { ...deps, logger: requestLogger(process) };
    expect(forOrder(first, 'order-a')).toBe(first);
    first.logger.info('closing line of the first request');
    requestLogger(process).info('a second request');
    expect(lines).toEqual([
      expect.objectContaining({ orderId: 'order-a' }),
      expect.not.objectContaining({ orderId: expect.anything() }),
    ]);
  });
  it('hands each order to the marker a traced entry sets (annotateOrder), once per logger', () => {
    const marked: string[] = [];
    markOrdersWith((orderId) => marked.push(orderId));
    try {
      const scoped = forOrder(deps, 'order-a');
      forOrder(scoped, 'order-a');
      forOrder(deps, 'order-b');
    } finally {
      markOrdersWith(undefined);
    }
    forOrder(deps, 'order-c');
    expect(marked).toEqual(['order-a', 'order-b']);
  });
});

describe('order services', () => {
  it('tag the lines of paying, answering and settling with the order id', async () => {
    const order = await placeOrder(deps);
    const { event } = await payOrder(deps, order.id);
    deps.notifier.failNext(1);
    await event().catch(() => undefined);
    deps.payments.settlements.failNext(1);
    await acceptOrder(deps, staffOf(order.id), 10);
    // A text that failed and a capture the provider refused: one warning each, both about this order.
    expectAllAbout(order.id, 2);
    expect(lines.map((line) => line.message)).toEqual([
      'order effect failed; it is retried',
      'order effect failed; it is retried',
    ]);
  });

  it('tag the lines of a webhook, an expiry and a decline', async () => {
    const order = await placeOrder(deps);
    const { event } = await payOrder(deps, order.id);
    deps.scheduler.failNext(1);
    await event().catch(() => undefined);
    await handlePaymentEvent(deps, {
      id: 'evt_late',
      type: 'payment.failed',
      sessionId: undefined,
      orderId: order.id,
      paymentIntentId: 'pi_x',
    });
    deps.payments.settlements.failNext(1);
    await expireOrder(deps, order.id);
    await expect(declineOrder(deps, staffOf(order.id))).rejects.toThrow();
    expectAllAbout(order.id, 2);
  });

  it("tag each line of a sweep with its own order's id", async () => {
    const orders = [];
    for (const n of [1, 2, 3]) {
      const order = await placeOrder(deps, { idempotencyKey: key(n) });
      const { event } = await payOrder(deps, order.id);
      await event();
      orders.push(order.id);
    }
    clock.advance(600_000);
    // Every order's expiry write fails: the sweep logs one error per order, side by side.
    const unwritable: Store = { ...store, put: () => Promise.reject(new Error('DynamoDB down')) };
    await sweepOrders({ ...deps, store: unwritable });
    expect(lines).toHaveLength(3);
    expect(lines.map((line) => line.orderId).sort()).toEqual([...orders].sort());
    expect(
      lines.every(
        (line) => line.message === 'sweeping an order failed; the next sweep tries again',
      ),
    ).toBe(true);
  });
});

describe('requests', () => {
  it("carry the order id on the request's closing line, and only that request's", async () => {
    const order = await placeOrder(deps);
    const { event } = await payOrder(deps, order.id);
    await event();
    const other = await placeOrder(deps, { idempotencyKey: key(2) });
    const dispatch = createDispatcher(
      { 'order.accept': acceptOrderHandler, 'payment.confirm': confirmPaymentHandler },
      deps,
    );
    const staff = staffOf(order.id, DESK_1);
    const accepted = await dispatch(
      apiGatewayEvent({
        method: 'POST',
        rawPath: '/api/order/accept',
        body: JSON.stringify({
          id: order.id,
          phoneNumber: staff.phoneNumber,
          token: staff.token,
          expectedDeliveryTimeMinutes: 10,
        }),
      }),
    );
    expect(accepted.statusCode).toBe(200);
    const confirmed = await dispatch(
      apiGatewayEvent({
        method: 'POST',
        rawPath: `/api/payment/confirm/${other.id}`,
        routeKey: 'POST /api/payment/confirm/{orderId}',
        pathParameters: { orderId: other.id },
      }),
    );
    expect(confirmed.statusCode).toBe(200);
    expect(lines).toEqual([
      expect.objectContaining({
        message: 'request',
        route: 'POST /api/order/accept',
        orderId: order.id,
      }),
      expect.objectContaining({
        message: 'request',
        route: 'POST /api/payment/confirm/{orderId}',
        orderId: other.id,
      }),
    ]);
  });
});
