import { createHmac } from 'node:crypto';
import fc from 'fast-check';
import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import {
  createStripeClient,
  formEncode,
  STRIPE_API_VERSION,
  StripeApiError,
  StripeConnectionError,
  verifyWebhook,
  type StripeClientOptions,
} from './stripe-client';

// The thin client stands in for the Stripe SDK (still a dependency, for tests and the local fake's
// signatures), so where the SDK is the reference it is checked against the SDK itself.

interface Call {
  url: string;
  init: RequestInit;
}

/** A fetch that answers from a script, one entry per attempt, and records what it was asked. */
function scriptedFetch(script: (Response | Error)[]) {
  const calls: Call[] = [];
  const fetchStub = (async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(url), init: init ?? {} });
    const next = script.shift();
    if (!next) throw new Error('No answer scripted');
    if (next instanceof Error) throw next;
    return next;
  }) as typeof fetch;
  return { calls, fetchStub };
}

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });

/** An error as undici's fetch reports a socket closed under it. */
const socketClosed = (code: string) =>
  Object.assign(new TypeError('fetch failed'), { cause: Object.assign(new Error(code), { code }) });

function clientWith(script: (Response | Error)[], options: Partial<StripeClientOptions> = {}) {
  const { calls, fetchStub } = scriptedFetch(script);
  const sleeps: number[] = [];
  const client = createStripeClient({
    secretKey: 'sk_test_key',
    maxNetworkRetries: 2,
    timeoutMs: 10_000,
    fetch: fetchStub,
    sleep: async (ms) => {
      sleeps.push(ms);
    },
    random: () => 1,
    ...options,
  });
  return { client, calls, sleeps };
}

const headerOf = (call: Call | undefined, name: string) =>
  (call?.init.headers as Record<string, string> | undefined)?.[name];

describe('formEncode', () => {
  it('encodes nested objects and arrays as Stripe form fields, in order', () => {
    expect(
      formEncode({
        mode: 'payment',
        metadata: { orderId: 'o-1' },
        line_items: [{ quantity: 1, price_data: { unit_amount: 12550, currency: 'dkk' } }],
        skipped: undefined,
        cleared: null,
      }),
    ).toBe(
      'mode=payment&metadata[orderId]=o-1&line_items[0][quantity]=1' +
        '&line_items[0][price_data][unit_amount]=12550&line_items[0][price_data][currency]=dkk' +
        '&cleared=',
    );
  });

  it("escapes values as the SDK's qs-compatible encoder does", () => {
    expect(formEncode({ name: "Order #12 from Hotel Nyhavn (it's 100% & more!*)" })).toBe(
      'name=Order%20%2312%20from%20Hotel%20Nyhavn%20%28it%27s%20100%25%20%26%20more%21%2A%29',
    );
    expect(formEncode({ url: 'https://x.example/o?a=1&b=[2]', text: 'æøå €' })).toBe(
      'url=https%3A%2F%2Fx.example%2Fo%3Fa%3D1%26b%3D[2]&text=%C3%A6%C3%B8%C3%A5%20%E2%82%AC',
    );
  });
});

describe('requests', () => {
  it('sends the key, the pinned API version and a form body with the idempotency key', async () => {
    const { client, calls } = clientWith([json(200, { id: 'cs_1' })], {
      apiUrl: 'http://127.0.0.1:4242/',
    });
    expect(
      await client.request({
        method: 'POST',
        path: '/v1/checkout/sessions',
        params: { mode: 'payment' },
        idempotencyKey: 'order-1',
      }),
    ).toEqual({ id: 'cs_1' });
    const [call] = calls;
    expect(call?.url).toBe('http://127.0.0.1:4242/v1/checkout/sessions');
    expect(call?.init.method).toBe('POST');
    expect(call?.init.body).toBe('mode=payment');
    expect(call?.init.headers).toMatchObject({
      Authorization: 'Bearer sk_test_key',
      'Stripe-Version': STRIPE_API_VERSION,
      'Content-Type': 'application/x-www-form-urlencoded',
      'Idempotency-Key': 'order-1',
    });
    expect(call?.init.signal).toBeInstanceOf(AbortSignal);
  });

  it('pins the version the SDK this client replaced was built for', () => {
    expect(STRIPE_API_VERSION).toBe(Stripe.API_VERSION);
  });

  it('talks to api.stripe.com by default, GETs without a body or a key', async () => {
    const { client, calls } = clientWith([json(200, { id: 'cs_1' })]);
    await client.request({ method: 'GET', path: '/v1/checkout/sessions/cs_1' });
    expect(calls[0]?.url).toBe('https://api.stripe.com/v1/checkout/sessions/cs_1');
    expect(calls[0]?.init.body).toBeUndefined();
    expect(headerOf(calls[0], 'Idempotency-Key')).toBeUndefined();
    expect(headerOf(calls[0], 'Content-Type')).toBeUndefined();
  });

  it('gives a POST without a key one of its own, kept across its retries', async () => {
    const { client, calls } = clientWith([
      json(500, { error: { type: 'api_error' } }),
      json(200, {}),
    ]);
    await client.request({ method: 'POST', path: '/v1/payment_intents/pi_1/capture' });
    const keys = calls.map((call) => headerOf(call, 'Idempotency-Key'));
    expect(keys[0]).toMatch(/^inroom-retry-[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
  });

  it("turns Stripe's error object into a StripeApiError with its fields", async () => {
    const intent = { id: 'pi_1', status: 'canceled' };
    const { client } = clientWith([
      json(
        400,
        {
          error: {
            type: 'invalid_request_error',
            code: 'payment_intent_unexpected_state',
            message: 'This PaymentIntent could not be captured',
            payment_intent: intent,
          },
        },
        { 'request-id': 'req_1' },
      ),
    ]);
    const error = await client
      .request({ method: 'POST', path: '/v1/payment_intents/pi_1/capture', idempotencyKey: 'k' })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(StripeApiError);
    expect(error).toMatchObject({
      statusCode: 400,
      type: 'invalid_request_error',
      code: 'payment_intent_unexpected_state',
      message: 'This PaymentIntent could not be captured',
      paymentIntent: intent,
      requestId: 'req_1',
    });
  });

  it('refuses an answer that is not JSON as an API error', async () => {
    const { client } = clientWith([new Response('<html>', { status: 200 })]);
    await expect(
      client.request({ method: 'GET', path: '/v1/checkout/sessions/cs_1' }),
    ).rejects.toMatchObject({ statusCode: 200, type: 'api_error' });
  });
});

describe("retries, as the SDK's maxNetworkRetries", () => {
  it('retries a 500, a 409 and a lost connection, then answers, 0.5 s apart', async () => {
    const { client, calls, sleeps } = clientWith(
      [json(409, { error: { type: 'api_error' } }), new TypeError('fetch failed'), json(200, {})],
      { random: () => 0 },
    );
    await client.request({ method: 'POST', path: '/v1/x', idempotencyKey: 'k' });
    expect(calls).toHaveLength(3);
    expect(sleeps).toEqual([500, 500]);
  });

  it('backs off up to 5 s, with jitter, as the SDK does', async () => {
    const { client, sleeps } = clientWith(
      Array.from({ length: 6 }, () => json(503, { error: { type: 'api_error' } })).concat(
        json(200, {}),
      ),
      { maxNetworkRetries: 6, random: () => 1 },
    );
    await client.request({ method: 'GET', path: '/v1/x' });
    expect(sleeps).toEqual([500, 500, 1000, 2000, 4000, 5000]);
  });

  it('gives up after the retries, with the last answer', async () => {
    const { client, calls } = clientWith(
      [1, 2, 3].map(() => json(500, { error: { type: 'api_error', message: 'down' } })),
    );
    await expect(client.request({ method: 'GET', path: '/v1/x' })).rejects.toMatchObject({
      statusCode: 500,
      message: 'down',
    });
    expect(calls).toHaveLength(3);
  });

  it('does not retry a 4xx, or what Stripe says not to retry', async () => {
    for (const answer of [
      json(400, { error: { type: 'invalid_request_error' } }),
      json(429, { error: { type: 'invalid_request_error', code: 'rate_limit' } }),
      json(500, { error: { type: 'api_error' } }, { 'stripe-should-retry': 'false' }),
    ]) {
      const { client, calls } = clientWith([answer]);
      await expect(client.request({ method: 'GET', path: '/v1/x' })).rejects.toBeInstanceOf(
        StripeApiError,
      );
      expect(calls).toHaveLength(1);
    }
  });

  it('retries what Stripe says to retry', async () => {
    const { client, calls } = clientWith([
      json(400, { error: { type: 'api_error' } }, { 'stripe-should-retry': 'true' }),
      json(200, { ok: true }),
    ]);
    expect(await client.request({ method: 'GET', path: '/v1/x' })).toEqual({ ok: true });
    expect(calls).toHaveLength(2);
  });

  it('with retries off (the local fake), still retries a closed connection once', async () => {
    const { client, calls } = clientWith([socketClosed('ECONNRESET'), json(200, {})], {
      maxNetworkRetries: 0,
    });
    await client.request({ method: 'POST', path: '/v1/x', idempotencyKey: 'k' });
    expect(calls).toHaveLength(2);

    const refused = clientWith([socketClosed('ECONNREFUSED')], { maxNetworkRetries: 0 });
    await expect(refused.client.request({ method: 'GET', path: '/v1/x' })).rejects.toBeInstanceOf(
      StripeConnectionError,
    );
    expect(refused.calls).toHaveLength(1);
  });

  it('aborts an attempt after the timeout and says so', async () => {
    const hanging = (async (_url: string | URL | Request, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
      })) as typeof fetch;
    const client = createStripeClient({
      secretKey: 'sk_test_key',
      maxNetworkRetries: 0,
      timeoutMs: 20,
      fetch: hanging,
    });
    await expect(client.request({ method: 'GET', path: '/v1/x' })).rejects.toThrow(
      'Request aborted due to timeout being reached (20ms)',
    );
  });
});

describe('verifyWebhook, against the SDK', () => {
  const SECRET = 'whsec_test_secret';
  const NOW = 1_790_000_000;
  const payload = JSON.stringify({ id: 'evt_1', object: 'event', type: 'charge.succeeded' });
  const hmac = (timestamp: string, body = payload, secret = SECRET) =>
    createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');

  /** What the SDK's constructEvent does with a webhook: the event, or 'refused'. */
  const sdk = (body: string, header: string, secret: string, tolerance: number, now: number) => {
    try {
      return Stripe.webhooks.constructEvent(
        Buffer.from(body),
        header,
        secret,
        tolerance,
        undefined,
        now * 1000,
      ) as unknown;
    } catch {
      return 'refused';
    }
  };
  const ours = (body: string, header: string, secret: string, tolerance: number, now: number) => {
    try {
      return verifyWebhook(Buffer.from(body), header, secret, tolerance, now * 1000);
    } catch {
      return 'refused';
    }
  };

  it('accepts a good signature and refuses tampering, as the SDK does', () => {
    const good = `t=${NOW},v1=${hmac(String(NOW))}`;
    expect(ours(payload, good, SECRET, 300, NOW)).toEqual(JSON.parse(payload));
    // At the tolerance's edge, and past it (old only: the SDK lets future ones through).
    for (const [age, tolerance, answer] of [
      [300, 300, 'accepted'],
      [301, 300, 'refused'],
      [-3600, 300, 'accepted'],
      [10_000, 0, 'accepted'],
    ] as const) {
      const signedAt = String(NOW - age);
      const header = `t=${signedAt},v1=${hmac(signedAt)}`;
      const expected = answer === 'accepted' ? JSON.parse(payload) : 'refused';
      expect(ours(payload, header, SECRET, tolerance, NOW), `${age}`).toEqual(expected);
      expect(sdk(payload, header, SECRET, tolerance, NOW), `${age}`).toEqual(expected);
    }
    for (const [body, header, secret] of [
      [payload, good, 'whsec_other'],
      [`${payload} `, good, SECRET],
      [payload, `t=${NOW + 1},v1=${hmac(String(NOW))}`, SECRET],
      [payload, `t=${NOW}`, SECRET],
      [payload, `v1=${hmac(String(NOW))}`, SECRET],
      [payload, '', SECRET],
      ['', good, SECRET],
      [payload, good, ' '],
      [payload, `t=${NOW},v1=,v1=${hmac(String(NOW))}`, SECRET],
    ] as const) {
      expect(ours(body, header, secret, 300, NOW), header).toBe('refused');
      expect(sdk(body, header, secret, 300, NOW), header).toBe('refused');
    }
  });

  it('decides exactly as the SDK over generated headers, timestamps and tolerances', () => {
    const timestamp = fc.oneof(
      fc.integer({ min: NOW - 1000, max: NOW + 1000 }).map(String),
      fc.constantFrom('later', '', '0', `0${NOW}`, `${NOW}.5`, `${NOW}abc`, '-1'),
    );
    const part = fc.oneof(
      timestamp.map((t) => `t=${t}`),
      timestamp.map((t) => `v1=${hmac(t)}`),
      timestamp.map((t) => `v0=${hmac(t)}`),
      fc.constantFrom('v1=', 'v1', 't', 'v1=abc', 'x=1', ''),
      fc.string({ maxLength: 12 }),
    );
    // Mostly a matching t and v1 among noise, in any order, so both answers come up often.
    const header = timestamp.chain((signedAt) =>
      fc
        .array(part, { maxLength: 3 })
        .chain((noise) => fc.shuffledSubarray([`t=${signedAt}`, `v1=${hmac(signedAt)}`, ...noise]))
        .map((parts) => parts.join(',')),
    );
    fc.assert(
      fc.property(
        header,
        fc.constantFrom(0, 1, 300),
        fc.integer({ min: NOW - 1200, max: NOW + 1200 }),
        (header, tolerance, now) => {
          expect(ours(payload, header, SECRET, tolerance, now)).toEqual(
            sdk(payload, header, SECRET, tolerance, now),
          );
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('takes its answer on headers the SDK itself writes', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: NOW - 600, max: NOW + 600 }),
        fc.string({ minLength: 1, maxLength: 40 }),
        (signedAt, secret) => {
          const header = Stripe.webhooks.generateTestHeaderString({
            payload,
            secret,
            timestamp: signedAt,
          });
          expect(ours(payload, header, secret, 300, NOW)).toEqual(
            sdk(payload, header, secret, 300, NOW),
          );
        },
      ),
      { numRuns: 300 },
    );
  });
});
