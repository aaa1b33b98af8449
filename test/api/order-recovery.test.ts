import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Order } from '@inroom/shared';
import { describe, expect, it, vi } from 'vitest';
import { expectOk, useTestStack } from '../support/api';
import {
  checkout,
  Guest,
  HOTEL_RECEPTION,
  HOTEL_ROOM_SERVICE,
  staffCaller,
  staffLinks,
} from '../support/orders';

// What the embedded stack does when SMS fails, as production does when SNS fails: the webhook
// answers 5xx, the fake Stripe delivers the event again, the sweeper retries; and the reminder at
// half the response window. A short window and a sweep every second keep it quick.

// A failed text is tried again 5 s later (retryDelayMs in functions/src/orders/effects/plan.ts), by
// the first sweep after that, up to a second more. Texts are moot once the order expires, so the
// window must outlast that retry by a clear margin: with 6 s it lasted a tenth of a second longer,
// and a late sweep found the order expired and sent nothing. 12 s leaves about 6 s, and keeps the
// reminder (at half the window) within one digit of seconds left.
const WINDOW_SECONDS = 12;
const stack = useTestStack({
  orderResponseWindowSeconds: WINDOW_SECONDS,
  sweepIntervalSeconds: 1,
  // The failed sends are the point here; their warnings would only fill the output.
  logLevel: 'ERROR',
});

const CONTACTS = [`+${HOTEL_RECEPTION}`, `+${HOTEL_ROOM_SERVICE}`];

async function messagesOf(orderId: string, kind: 'paid' | 'reminder') {
  return (await stack.outbox(500)).filter(
    (message) => message.reference === `order ${orderId} ${kind}`,
  );
}

const pendingWebhooks = () =>
  Object.keys(
    (JSON.parse(readFileSync(join(stack.dataDir, 'stripe.json'), 'utf8')) as { events?: object })
      .events ?? {},
  ).length;

describe('a paid order during an SMS outage', () => {
  it('still texts each contact once, through the redelivered webhook and the sweeper', async () => {
    const guest = new Guest(stack);
    const order = await guest.order();
    stack.notifier.failNext(2);
    await checkout(order.paymentUrl, 'pay');
    expect((await guest.get(order.id)).status).toBe(2);

    await vi.waitFor(
      async () => {
        const sent = (await messagesOf(order.id, 'paid')).filter((m) => m.status === 'sent');
        expect(sent.map((m) => m.phoneNumber).sort()).toEqual(CONTACTS);
      },
      { timeout: WINDOW_SECONDS * 1000, interval: 200 },
    );
    const all = await messagesOf(order.id, 'paid');
    expect(all.filter((m) => m.status === 'failed')).toHaveLength(2);
    expect(all.filter((m) => m.status === 'sent').every((m) => m.attempt === 2)).toBe(true);
    // The webhook answered 503 while the texts were owed; the fake Stripe kept the event until a
    // delivery got 200.
    await vi.waitFor(() => expect(pendingWebhooks()).toBe(0), { timeout: 10_000, interval: 200 });
    expect(stack.metrics.counts.SmsFailed).toBeGreaterThanOrEqual(2);

    const page = await (await stack.request('/local/outbox')).text();
    expect(page).toContain('Sent on attempt 2');
    expect(page).toContain('Failed (attempt 1): Simulated SMS outage');
  });
});

describe('the reminder', () => {
  it('texts each contact once at half the window, and never for an order answered before', async () => {
    const waiting = new Guest(stack);
    const ignored = await waiting.order();
    const answered = await waiting.order();
    await checkout(ignored.paymentUrl, 'pay');
    await checkout(answered.paymentUrl, 'pay');
    const reception = staffCaller((await staffLinks(stack, answered.id)).get(HOTEL_RECEPTION)!);
    await expectOk<Order>(
      stack.request('/api/order/accept', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ...reception, expectedDeliveryTimeMinutes: 15 }),
      }),
    );

    await vi.waitFor(
      async () =>
        expect((await messagesOf(ignored.id, 'reminder')).map((m) => m.phoneNumber).sort()).toEqual(
          CONTACTS,
        ),
      { timeout: WINDOW_SECONDS * 1000, interval: 200 },
    );
    const [reminder] = await messagesOf(ignored.id, 'reminder');
    expect(reminder?.text).toMatch(
      new RegExp(
        `^Inroom: order #${ignored.orderNumber} for Hotel Nyhavn still waiting, \\d s left: http://\\S+/order/${ignored.id}/\\d+\\?t=\\S+$`,
      ),
    );
    // Past the end of the window: expired with the card released, and still one reminder each. The
    // expiry records the cancellation and the release it owes in one write, then releases the card
    // (functions/src/orders/expire.ts), so a read may fall between the two: wait for both.
    await vi.waitFor(
      async () =>
        expect(await waiting.get(ignored.id)).toMatchObject({ status: 6, paymentStatus: 5 }),
      { timeout: WINDOW_SECONDS * 1000, interval: 200 },
    );
    expect(await messagesOf(ignored.id, 'reminder')).toHaveLength(2);
    expect(await messagesOf(answered.id, 'reminder')).toEqual([]);
    expect(await messagesOf(answered.id, 'paid')).toHaveLength(2);
  });
});
