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
