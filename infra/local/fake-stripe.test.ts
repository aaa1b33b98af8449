import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import Stripe from 'stripe';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  PaymentsUnavailableError,
  WebhookSignatureError,
  type CheckoutRequest,
  type Payments,
} from '../../functions/src/payments/port';
import {
  createStripePayments,
  type StripeSettings,
} from '../../functions/src/payments/stripe-adapter';
import { startFakeStripe, type FakeStripe } from './fake-stripe';
import type { State } from './fake-stripe-types';
import type { RedeliveryOptions } from './fake-stripe-webhooks';

// The Stripe adapter against the fake Stripe, both for real over loopback HTTP: the adapter's
// requests are checked by the fake, and the fake's webhooks by the adapter's signature check.

const WEBHOOK_SECRET = 'whsec_test_secret';
/** How long a test waits for a background delivery (the retries themselves take milliseconds). */
const WAIT = { timeout: 3000, interval: 5 };
const SECRET_KEY = 'sk_test_inroom';

interface Received {
  body: Buffer;
  signature: string | undefined;
}

let dir: string;
let stateFile: string;
let fake: FakeStripe;
let payments: Payments;
let local: Server;
let localOrigin: string;
const webhooks: Received[] = [];
const logged: string[] = [];
let webhookStatus = 200;

/**
 * The local server's part: the checkout page route of `target()` and the webhook route, which keeps
 * what it is sent and answers the n-th call (from 1) with `statusFor(n)`, or never when undefined.
 */
function startLocal(
  target: () => FakeStripe,
  received: Received[],
  statusFor: (call: number) => number | undefined,
): Promise<Server> {
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (url.pathname.startsWith('/local/checkout/')) {
      target()
        .handleCheckout(request, response, url)
        .catch((error: unknown) => {
          response.writeHead(500).end(String(error));
        });
      return;
    }
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const signature = request.headers['stripe-signature'];
      received.push({
        body: Buffer.concat(chunks),
        signature: typeof signature === 'string' ? signature : undefined,
      });
      const status = statusFor(received.length);
      if (status !== undefined) response.writeHead(status).end();
    });
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

const start = () =>
  startFakeStripe({
    stateFile,
    webhookSecret: WEBHOOK_SECRET,
    webhookUrl: () => `${localOrigin}/api/payment/webhook`,
    log: (line) => logged.push(line),
    redelivery: { delaysMs: [20] },
  });

const paymentsFor = (settings: Partial<StripeSettings> = {}) =>
  createStripePayments(async () => ({
    secretKey: SECRET_KEY,
    webhookSecret: WEBHOOK_SECRET,
    apiUrl: fake.apiUrl,
    ...settings,
  }));

const checkout = (orderId: string, extra: Partial<CheckoutRequest> = {}): CheckoutRequest => ({
  orderId,
  idempotencyKey: orderId,
  amount: 12550,
  currency: 'DKK',
  description: `Order #12 from Hotel Nyhavn`,
  successUrl: `${localOrigin}/order/${orderId}?paid=1`,
  cancelUrl: `${localOrigin}/order/${orderId}`,
  ...extra,
});

/** A raw call to the fake's API, as Stripe's HTTP API sees it. */
async function stripeApi(path: string, init: RequestInit = {}, key = SECRET_KEY) {
  const response = await fetch(`${fake.apiUrl}${path}`, {
    ...init,
    headers: {
      authorization: `Bearer ${key}`,
      'content-type': 'application/x-www-form-urlencoded',
      ...init.headers,
    },
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function clickOn(sessionUrl: string, action: 'pay' | 'decline') {
  const response = await fetch(`${sessionUrl}/${action}`, { method: 'POST', redirect: 'manual' });
  return { status: response.status, location: response.headers.get('location') };
}

const lastWebhook = async () => {
  const webhook = webhooks.at(-1);
  if (!webhook) throw new Error('No webhook received');
  return payments.parseWebhook(webhook.body, webhook.signature);
};

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'inroom-fake-stripe-'));
  stateFile = join(dir, 'stripe', 'state.json');
  local = await startLocal(
    () => fake,
    webhooks,
    () => webhookStatus,
  );
  localOrigin = `http://127.0.0.1:${(local.address() as AddressInfo).port}`;
  fake = await start();
  payments = paymentsFor();
});

afterAll(async () => {
  await fake.stop();
  await new Promise<void>((resolve) => {
    local.close(() => resolve());
    local.closeAllConnections();
  });
  rmSync(dir, { recursive: true, force: true });
});

beforeEach(() => {
  webhooks.length = 0;
  logged.length = 0;
  webhookStatus = 200;
});

describe('createCheckout', () => {
  it('creates a manual-capture session of the order amount, once per idempotency key', async () => {
    const created = await payments.createCheckout(checkout('order-create'));
    expect(created.url).toBe(`${localOrigin}/local/checkout/${created.sessionId}`);
    expect(created.sessionId).toMatch(/^cs_test_/);

    const { status, body } = await stripeApi(`/v1/checkout/sessions/${created.sessionId}`);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      object: 'checkout.session',
      mode: 'payment',
      status: 'open',
      payment_status: 'unpaid',
      amount_total: 12550,
      currency: 'dkk',
      client_reference_id: 'order-create',
      metadata: { orderId: 'order-create' },
      success_url: `${localOrigin}/order/order-create?paid=1`,
      cancel_url: `${localOrigin}/order/order-create`,
      payment_intent: null,
    });

    const again = await payments.createCheckout(checkout('order-create'));
    expect(again).toEqual(created);
    const other = await payments.createCheckout(
      checkout('order-create', { idempotencyKey: 'order-create-2' }),
    );
    expect(other.sessionId).not.toBe(created.sessionId);
    // Stripe refuses a reused key with other parameters rather than answering the old session.
    await expect(
      payments.createCheckout(checkout('order-create', { amount: 100 })),
    ).rejects.toMatchObject({ statusCode: 400, type: 'idempotency_error' });
  });

  it('is refused by the fake when a field is missing or wrong, as Stripe answers', async () => {
    const valid = {
      mode: 'payment',
      client_reference_id: 'order-raw',
      'metadata[orderId]': 'order-raw',
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][currency]': 'dkk',
      'line_items[0][price_data][unit_amount]': '500',
      'line_items[0][price_data][product_data][name]': 'Order',
      'payment_intent_data[capture_method]': 'manual',
      'payment_intent_data[metadata][orderId]': 'order-raw',
      success_url: `${localOrigin}/ok`,
      cancel_url: `${localOrigin}/cancel`,
    };
    const post = (fields: Record<string, string>, key?: string) =>
      stripeApi(
        '/v1/checkout/sessions',
        {
          method: 'POST',
          body: new URLSearchParams(fields).toString(),
        },
        key,
      );
    const without = (name: string) =>
      Object.fromEntries(Object.entries(valid).filter(([field]) => field !== name));

    expect((await post(valid)).status).toBe(200);
    for (const [fields, param] of [
      [without('payment_intent_data[capture_method]'), 'payment_intent_data[capture_method]'],
      [
        { ...valid, 'payment_intent_data[capture_method]': 'automatic' },
        'payment_intent_data[capture_method]',
      ],
      [
        { ...valid, 'line_items[0][price_data][currency]': 'DKK' },
        'line_items[0][price_data][currency]',
      ],
      [
        { ...valid, 'line_items[0][price_data][unit_amount]': '5.00' },
        'line_items[0][price_data][unit_amount]',
      ],
      [without('client_reference_id'), 'client_reference_id'],
      [without('payment_intent_data[metadata][orderId]'), 'payment_intent_data[metadata][orderId]'],
      [without('success_url'), 'success_url'],
      [{ ...valid, cancel_url: 'not a url' }, 'cancel_url'],
      [{ ...valid, customer_email: 'a@b.dk' }, 'customer_email'],
    ] as const) {
      const { status, body } = await post(fields);
      expect({ param, status }).toEqual({ param, status: 400 });
      expect(body.error).toMatchObject({ type: 'invalid_request_error', param });
    }
    expect((await post(valid, 'pk_test_publishable')).status).toBe(401);
    expect(
      (await stripeApi('/v1/payment_intents/pi_nope/capture', { method: 'POST' })).status,
    ).toBe(404);
  });
});

describe('paying on the local checkout page', () => {
  it('authorises, sends a signed checkout.session.completed, and captures once', async () => {
    const session = await payments.createCheckout(checkout('order-pay'));
    const page = await fetch(session.url);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<main>');
    expect(html).toContain('<h1>Test checkout</h1>');
    expect(html).toContain('Order #12 from Hotel Nyhavn');
    // Intl puts a no-break space between the code and the number.
    expect(html).toMatch(/DKK\s125\.50/);
    expect(html).toContain('no real card is charged');
    expect(html).toMatch(/<button[^>]*>Pay<\/button>/);
    expect(html).toMatch(/<button[^>]*>Decline card<\/button>/);

    expect(await clickOn(session.url, 'pay')).toEqual({
      status: 303,
      location: `${localOrigin}/order/order-pay?paid=1`,
    });
    expect(webhooks).toHaveLength(1);
    const event = await lastWebhook();
    expect(event).toMatchObject({
      type: 'checkout.completed',
      sessionId: session.sessionId,
      orderId: 'order-pay',
      paymentIntentId: expect.stringMatching(/^pi_/),
    });
    expect(event.id).toMatch(/^evt_/);
    const paymentIntentId = event.type === 'other' ? undefined : event.paymentIntentId;
    expect(await payments.getCheckout(session.sessionId)).toEqual({
      sessionId: session.sessionId,
      orderId: 'order-pay',
      status: 'complete',
      paymentIntentId,
    });

    const donePage = await (await fetch(session.url)).text();
    expect(donePage).toContain('This checkout is complete');
    expect(donePage).not.toContain('<button');
    // A second click on Pay sends the guest back without a second authorisation.
    expect((await clickOn(session.url, 'pay')).status).toBe(303);
    expect(webhooks).toHaveLength(1);

    await payments.capture(paymentIntentId ?? '', 'capture-order-pay');
    await payments.capture(paymentIntentId ?? '', 'capture-order-pay');
    await payments.capture(paymentIntentId ?? '', 'capture-order-pay-again');
    // A captured payment cannot be released any more: that is a real failure, not a no-op.
    await expect(
      payments.cancelAuthorisation(paymentIntentId ?? '', 'cancel-order-pay'),
    ).rejects.toMatchObject({ code: 'payment_intent_unexpected_state' });
  });

  it('reports a declined card as payment.failed and lets the guest pay after all', async () => {
    const session = await payments.createCheckout(checkout('order-decline'));
    expect(await clickOn(session.url, 'decline')).toEqual({
      status: 303,
      location: `${localOrigin}/order/order-decline`,
    });
    const failed = await lastWebhook();
    expect(failed).toMatchObject({
      type: 'payment.failed',
      sessionId: undefined,
      orderId: 'order-decline',
      paymentIntentId: expect.stringMatching(/^pi_/),
    });
    const payload = JSON.parse(webhooks[0]?.body.toString('utf8') ?? '{}') as {
      data: { object: { status: string; last_payment_error: { message: string } } };
    };
    expect(payload.data.object.status).toBe('requires_payment_method');
    expect(payload.data.object.last_payment_error.message).toBe('Your card was declined.');
    expect((await payments.getCheckout(session.sessionId)).status).toBe('open');

    expect((await clickOn(session.url, 'pay')).status).toBe(303);
    const completed = await lastWebhook();
    const intentId = failed.type === 'other' ? '' : (failed.paymentIntentId ?? '');
    expect(completed).toMatchObject({ type: 'checkout.completed', paymentIntentId: intentId });

    await payments.cancelAuthorisation(intentId, 'cancel-order-decline');
    await payments.cancelAuthorisation(intentId, 'cancel-order-decline-again');
    await expect(payments.capture(intentId, 'capture-order-decline')).rejects.toMatchObject({
      code: 'payment_intent_unexpected_state',
    });
  });

  it('still redirects the guest when the webhook is not accepted, and says so', async () => {
    webhookStatus = 500;
    const session = await payments.createCheckout(checkout('order-webhook-down'));
    expect(await clickOn(session.url, 'pay')).toEqual({
      status: 303,
      location: `${localOrigin}/order/order-webhook-down?paid=1`,
    });
    expect(logged.join('\n')).toContain('checkout.session.completed webhook got 500');
    expect((await payments.getCheckout(session.sessionId)).status).toBe('complete');
    // Accepted on a retry, which also keeps it from arriving during the next test.
    webhookStatus = 200;
    await vi.waitFor(() => expect(logged.join('\n')).toContain('was delivered on attempt'), WAIT);
    expect((await lastWebhook()).type).toBe('checkout.completed');
  });
});

describe('parseWebhook', () => {
  const signed = (event: object, secret = WEBHOOK_SECRET) => {
    const payload = JSON.stringify(event);
    return {
      body: Buffer.from(payload),
      signature: Stripe.webhooks.generateTestHeaderString({ payload, secret }),
    };
  };

  it('refuses a tampered body, a wrong secret and a missing signature', async () => {
    const session = await payments.createCheckout(checkout('order-tamper'));
    await clickOn(session.url, 'pay');
    const webhook = webhooks.at(-1);
    if (!webhook) throw new Error('No webhook received');
    const tampered = Buffer.from(
      webhook.body.toString('utf8').replace('order-tamper', 'order-evil'),
    );
    await expect(payments.parseWebhook(tampered, webhook.signature)).rejects.toBeInstanceOf(
      WebhookSignatureError,
    );
    await expect(
      paymentsFor({ webhookSecret: 'whsec_other' }).parseWebhook(webhook.body, webhook.signature),
    ).rejects.toBeInstanceOf(WebhookSignatureError);
    await expect(payments.parseWebhook(webhook.body, undefined)).rejects.toBeInstanceOf(
      WebhookSignatureError,
    );
    const forged = signed(
      { id: 'evt_x', object: 'event', type: 'charge.succeeded' },
      'whsec_other',
    );
    await expect(payments.parseWebhook(forged.body, forged.signature)).rejects.toBeInstanceOf(
      WebhookSignatureError,
    );
  });

  it('maps expired and async-failed sessions, and passes other events through as other', async () => {
    const session = {
      id: 'cs_test_x',
      object: 'checkout.session',
      client_reference_id: 'order-x',
      payment_intent: { id: 'pi_x', object: 'payment_intent' },
    };
    const event = (type: string, object: object) =>
      signed({ id: `evt_${type}`, object: 'event', type, data: { object } });
    const parse = ({ body, signature }: { body: Buffer; signature: string }) =>
      payments.parseWebhook(body, signature);

    expect(await parse(event('checkout.session.expired', session))).toEqual({
      id: 'evt_checkout.session.expired',
      type: 'checkout.expired',
      sessionId: 'cs_test_x',
      orderId: 'order-x',
      paymentIntentId: 'pi_x',
    });
    expect(await parse(event('checkout.session.async_payment_failed', session))).toMatchObject({
      type: 'payment.failed',
      sessionId: 'cs_test_x',
      orderId: 'order-x',
    });
    expect(await parse(event('charge.succeeded', { id: 'ch_x' }))).toEqual({
      id: 'evt_charge.succeeded',
      type: 'other',
      providerType: 'charge.succeeded',
    });
  });
});

describe('configuration', () => {
  it('answers PaymentsUnavailableError everywhere without a secret key, reading settings once', async () => {
    let reads = 0;
    const unset = createStripePayments(async () => {
      reads += 1;
      return { secretKey: '', webhookSecret: '' };
    });
    for (const call of [
      () => unset.createCheckout(checkout('order-unset')),
      () => unset.getCheckout('cs_test_x'),
      () => unset.capture('pi_x', 'k'),
      () => unset.cancelAuthorisation('pi_x', 'k'),
      () => unset.parseWebhook(Buffer.from('{}'), 't=1,v1=x'),
    ]) {
      await expect(call()).rejects.toBeInstanceOf(PaymentsUnavailableError);
    }
    expect(reads).toBe(1);
  });

  it('surfaces an unknown session as Stripe does', async () => {
    await expect(payments.getCheckout('cs_test_nope')).rejects.toMatchObject({
      statusCode: 404,
      code: 'resource_missing',
    });
  });
});

describe('state', () => {
  it('survives a restart on the same state file', async () => {
    const session = await payments.createCheckout(checkout('order-restart'));
    await clickOn(session.url, 'pay');
    const before = await payments.getCheckout(session.sessionId);

    await fake.stop();
    fake = await start();
    payments = paymentsFor();

    expect(await payments.getCheckout(session.sessionId)).toEqual(before);
    expect((await payments.createCheckout(checkout('order-restart'))).sessionId).toBe(
      session.sessionId,
    );
    await payments.capture(before.paymentIntentId ?? '', 'capture-order-restart');
    const { body } = await stripeApi(`/v1/checkout/sessions/${session.sessionId}`);
    expect(body.payment_status).toBe('paid');
  });
});

describe('redelivering webhooks', () => {
  const received: Received[] = [];
  let statusFor: (call: number) => number | undefined;
  let endpoint: Server;
  let endpointOrigin: string;
  let file: string;
  let current: FakeStripe;
  const running = new Set<FakeStripe>();
  let runs = 0;

  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  const readState = () => JSON.parse(readFileSync(file, 'utf8')) as State;
  const verified = (webhook: Received | undefined) =>
    Stripe.webhooks.constructEvent(webhook?.body ?? '', webhook?.signature ?? '', WEBHOOK_SECRET);

  const startOn = async (redelivery: RedeliveryOptions) => {
    current = await startFakeStripe({
      stateFile: file,
      webhookSecret: WEBHOOK_SECRET,
      webhookUrl: () => `${endpointOrigin}/api/payment/webhook`,
      log: (line) => logged.push(line),
      redelivery,
    });
    running.add(current);
    return current;
  };
  const stopFake = async (target: FakeStripe) => {
    running.delete(target);
    await target.stop();
  };
  const openCheckout = (target: FakeStripe, orderId: string) =>
    paymentsFor({ apiUrl: target.apiUrl }).createCheckout(checkout(orderId));

  beforeEach(async () => {
    received.length = 0;
    runs += 1;
    file = join(dir, `redelivery-${runs}`, 'state.json');
    endpoint = await startLocal(
      () => current,
      received,
      (call) => statusFor(call),
    );
    endpointOrigin = `http://127.0.0.1:${(endpoint.address() as AddressInfo).port}`;
  });

  afterEach(async () => {
    for (const target of [...running]) await stopFake(target);
    await new Promise<void>((resolve) => {
      endpoint.close(() => resolve());
      endpoint.closeAllConnections();
    });
  });

  it('sends a refused event again, identical and newly signed, until it is accepted', async () => {
    statusFor = (call) => (call <= 2 ? 503 : 200);
    const target = await startOn({ delaysMs: [10, 20], maxAttempts: 5 });
    const session = await openCheckout(target, 'order-retry');
    expect(await clickOn(session.url, 'pay')).toEqual({
      status: 303,
      location: `${localOrigin}/order/order-retry?paid=1`,
    });
    await vi.waitFor(() => expect(received).toHaveLength(3), WAIT);

    const events = received.map(verified);
    const id = events[0]?.id ?? '';
    expect(id).toMatch(/^evt_/);
    expect(events.map((event) => event.id)).toEqual([id, id, id]);
    expect(events[0]).toMatchObject({
      type: 'checkout.session.completed',
      data: { object: { id: session.sessionId, status: 'complete' } },
    });
    const bodies = received.map((webhook) => webhook.body.toString('utf8'));
    expect(new Set(bodies).size).toBe(1);
    await vi.waitFor(() => expect(readState().events).toEqual({}), WAIT);
    const about = logged.filter((line) => line.includes(id));
    expect(about).toHaveLength(3);
    expect(about[0]).toContain('got 503 (event');
    expect(about[0]).toContain('attempt 1 of 5); retrying in 10 ms');
    expect(about[1]).toContain('attempt 2 of 5); retrying in 20 ms');
    expect(about[2]).toContain('was delivered on attempt 3');

    await sleep(60);
    expect(received).toHaveLength(3);
  });

  it('gives up after the configured number of attempts, and drops the event', async () => {
    statusFor = () => 500;
    const target = await startOn({ delaysMs: [5, 10], maxAttempts: 4 });
    const session = await openCheckout(target, 'order-never');
    await clickOn(session.url, 'pay');
    await vi.waitFor(() => expect(logged.join('\n')).toContain('gave up'), WAIT);
    // Well past the last wait (10 ms): no fifth attempt comes.
    await sleep(80);
    expect(received).toHaveLength(4);
    expect(new Set(received.map((webhook) => verified(webhook).id)).size).toBe(1);
    expect(logged.map((line) => /attempt (\d) of 4\); (.*?) ms|gave up/.exec(line)?.[0])).toEqual([
      'attempt 1 of 4); retrying in 5 ms',
      'attempt 2 of 4); retrying in 10 ms',
      'attempt 3 of 4); retrying in 10 ms',
      'gave up',
    ]);
    expect(readState().events).toEqual({});
  });

  it('delivers, after a restart, the events a stopped process left pending', async () => {
    statusFor = (call) => (call === 1 ? 500 : 200);
    const first = await startOn({ delaysMs: [60_000] });
    const session = await openCheckout(first, 'order-crash');
    await clickOn(session.url, 'pay');
    expect(received).toHaveLength(1);
    await stopFake(first);
    const pending = Object.values(readState().events);
    expect(pending).toMatchObject([{ type: 'checkout.session.completed', attempts: 1 }]);

    const second = await startOn({ delaysMs: [60_000] });
    // Not at start: the app may not listen yet.
    await sleep(30);
    expect(received).toHaveLength(1);
    second.resumeDeliveries();
    await vi.waitFor(() => expect(received).toHaveLength(2), WAIT);
    expect(verified(received[1]).id).toBe(pending[0]?.id);
    expect(received[1]?.body.toString('utf8')).toBe(pending[0]?.payload);
    await vi.waitFor(() => expect(readState().events).toEqual({}), WAIT);
    expect(
      (await paymentsFor({ apiUrl: second.apiUrl }).getCheckout(session.sessionId)).status,
    ).toBe('complete');
  });

  it('saves the payment and its event in one write, before the first attempt', async () => {
    const during: State[] = [];
    statusFor = () => {
      during.push(readState());
      return 500;
    };
    const target = await startOn({ delaysMs: [60_000] });
    const paid = await openCheckout(target, 'order-one-write');
    const declined = await openCheckout(target, 'order-one-write-declined');
    await clickOn(paid.url, 'pay');
    await clickOn(declined.url, 'decline');
    const [completed, failed] = received.map(verified);

    const [whenPaid, whenDeclined] = during;
    const paidSession = whenPaid?.sessions[paid.sessionId];
    expect(paidSession?.status).toBe('complete');
    expect(whenPaid?.intents[paidSession?.paymentIntent ?? '']?.status).toBe('requires_capture');
    expect(whenPaid?.events).toEqual({
      [completed?.id ?? '']: expect.objectContaining({
        type: 'checkout.session.completed',
        attempts: 0,
        payload: received[0]?.body.toString('utf8'),
      }),
    });
    const declinedIntent = whenDeclined?.sessions[declined.sessionId]?.paymentIntent ?? '';
    expect(whenDeclined?.intents[declinedIntent]).toMatchObject({ declined: true });
    expect(whenDeclined?.events[failed?.id ?? '']).toMatchObject({
      type: 'payment_intent.payment_failed',
      attempts: 0,
    });

    // After the failed first attempts both stay pending, their retries scheduled.
    const after = readState();
    expect(Object.keys(after.events).sort()).toEqual([completed?.id, failed?.id].sort());
    expect(after.events[completed?.id ?? '']?.attempts).toBe(1);
    expect(after.events[completed?.id ?? '']?.nextAttemptAt).toBeGreaterThan(Date.now() + 50_000);
  });

  it('stops without waiting out a delivery the app does not answer', async () => {
    statusFor = () => undefined;
    const target = await startOn({ delaysMs: [5] });
    const session = await openCheckout(target, 'order-hang');
    const click = clickOn(session.url, 'pay');
    await vi.waitFor(() => expect(received).toHaveLength(1), WAIT);
    const stopping = Date.now();
    await stopFake(target);
    // The attempt's own timeout is 10 s.
    expect(Date.now() - stopping).toBeLessThan(2000);
    expect((await click).status).toBe(303);
    expect(Object.values(readState().events)).toMatchObject([{ attempts: 0 }]);
    await sleep(30);
    expect(received).toHaveLength(1);
  });

  it('reads a state file written before events were kept', async () => {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, JSON.stringify({ sessions: {}, intents: {}, idempotency: {} }));
    statusFor = () => 200;
    const target = await startOn({ delaysMs: [5] });
    target.resumeDeliveries();
    const session = await openCheckout(target, 'order-old-file');
    await clickOn(session.url, 'pay');
    expect(received.map((webhook) => verified(webhook).type)).toEqual([
      'checkout.session.completed',
    ]);
    expect(readState().events).toEqual({});
  });
});
