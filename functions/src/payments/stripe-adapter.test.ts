import { createHmac } from 'node:crypto';
import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { WebhookSignatureError } from './port';
import { createStripePayments, WEBHOOK_TOLERANCE_SECONDS } from './stripe-adapter';

// The adapter's own webhook check, with no Stripe to call: verifying a signature is local work.

const WEBHOOK_SECRET = 'whsec_test_secret';
/** The moment the test's webhook arrives, in whole seconds as signatures carry it. */
const NOW_SECONDS = 1_790_000_000;

const payments = createStripePayments(
  async () => ({ secretKey: 'sk_test_inroom', webhookSecret: WEBHOOK_SECRET }),
  () => new Date(NOW_SECONDS * 1000),
);

const payload = JSON.stringify({
  id: 'evt_1',
  object: 'event',
  type: 'charge.succeeded',
  data: { object: { id: 'ch_1' } },
});

/** The webhook as Stripe would sign it `offset` seconds from now (negative for the past). */
const signedAt = (offset: number) =>
  payments.parseWebhook(
    Buffer.from(payload),
    Stripe.webhooks.generateTestHeaderString({
      payload,
      secret: WEBHOOK_SECRET,
      timestamp: NOW_SECONDS + offset,
    }),
  );

describe('parseWebhook timestamps', () => {
  it('accepts a signature up to the tolerance old or ahead', async () => {
    expect(WEBHOOK_TOLERANCE_SECONDS).toBe(300);
    for (const offset of [0, -300, 300, 5]) {
      expect(await signedAt(offset)).toEqual({
        id: 'evt_1',
        type: 'other',
        providerType: 'charge.succeeded',
      });
    }
  });

  it('refuses a signature dated more than the tolerance in the past, as bad_signature', async () => {
    await expect(signedAt(-301)).rejects.toBeInstanceOf(WebhookSignatureError);
  });

  it.each([301, 3600, 10 * 365 * 86_400])(
    'refuses a signature dated %i s in the future, as bad_signature',
    async (offset) => {
      await expect(signedAt(offset)).rejects.toMatchObject({
        status: 400,
        code: 'bad_signature',
        message: 'The webhook signature is not valid',
      });
    },
  );

  it('refuses a timestamp that is not a number, which the SDK lets through', async () => {
    // The SDK reads 't=later' as NaN, signs over 'NaN.<payload>' and finds NaN never too old.
    const hmac = createHmac('sha256', WEBHOOK_SECRET).update(`NaN.${payload}`).digest('hex');
    await expect(
      payments.parseWebhook(Buffer.from(payload), `t=later,v1=${hmac}`),
    ).rejects.toBeInstanceOf(WebhookSignatureError);
  });
});

describe('parseWebhook payloads', () => {
  const ORDER_ID = '0b6f2c8e-5f3b-4c3a-9a52-1d2c3b4a5f60';
  const parse = (event: Record<string, unknown>) => {
    const body = JSON.stringify({ id: 'evt_2', object: 'event', created: 0, ...event });
    return payments.parseWebhook(
      Buffer.from(body),
      Stripe.webhooks.generateTestHeaderString({
        payload: body,
        secret: WEBHOOK_SECRET,
        timestamp: NOW_SECONDS,
      }),
    );
  };

  it('reads the order, session and payment of a completed checkout', async () => {
    expect(
      await parse({
        type: 'checkout.session.completed',
        data: {
          object: { id: 'cs_1', client_reference_id: ORDER_ID, payment_intent: { id: 'pi_1' } },
        },
      }),
    ).toEqual({
      id: 'evt_2',
      type: 'checkout.completed',
      sessionId: 'cs_1',
      orderId: ORDER_ID,
      paymentIntentId: 'pi_1',
    });
  });

  it('makes a signed event of an unexpected shape one it ignores, never a crash', async () => {
    const ignored = { id: 'evt_2', type: 'other' };
    for (const [type, object] of [
      ['checkout.session.completed', {}],
      ['checkout.session.completed', null],
      ['checkout.session.expired', { id: 42 }],
      ['payment_intent.payment_failed', { metadata: null }],
      ['payment_intent.payment_failed', 'pi_1'],
      ['constructor', { id: 'cs_1' }],
    ] as const)
      expect(
        await parse({ type, data: { object } }),
        `${type} ${JSON.stringify(object)}`,
      ).toMatchObject(ignored);
    expect(await parse({ type: 'checkout.session.completed' })).toMatchObject(ignored);
  });

  it('ignores a signed body that is not an event at all, rather than failing on it', async () => {
    for (const body of ['null', '[]', '"evt"', '{"type":42}'])
      expect(
        await payments.parseWebhook(
          Buffer.from(body),
          Stripe.webhooks.generateTestHeaderString({
            payload: body,
            secret: WEBHOOK_SECRET,
            timestamp: NOW_SECONDS,
          }),
        ),
        body,
      ).toMatchObject({ type: 'other' });
  });

  it('passes the reference on as it is, for the service to judge', async () => {
    const completed = await parse({
      type: 'checkout.session.completed',
      data: { object: { id: 'cs_1', client_reference_id: 'x'.repeat(5000) } },
    });
    expect(completed).toMatchObject({ type: 'checkout.completed', orderId: 'x'.repeat(5000) });
    const failed = await parse({
      type: 'payment_intent.payment_failed',
      data: { object: { id: 'pi_1', metadata: {} } },
    });
    expect(failed).toMatchObject({ type: 'payment.failed', orderId: undefined });
  });
});
