import Stripe from 'stripe';
import { z } from 'zod';
import {
  PaymentsUnavailableError,
  WebhookSignatureError,
  type CheckoutRequest,
  type CheckoutSession,
  type CheckoutState,
  type PaymentEvent,
  type Payments,
} from './port';

export interface StripeSettings {
  secretKey: string;
  webhookSecret: string;
  /** e.g. 'http://127.0.0.1:4242' for the local fake; absent on AWS */
  apiUrl?: string;
}

interface Client {
  stripe: Stripe;
  webhookSecret: string;
}

function clientFor(settings: StripeSettings): Client | undefined {
  if (!settings.secretKey) return undefined;
  const api = settings.apiUrl ? new URL(settings.apiUrl) : undefined;
  const stripe = new Stripe(settings.secretKey, {
    // Every write carries our own idempotency key, so the SDK's retries are safe against Stripe;
    // the local fake answers at once or not at all, so retrying it only slows a failing test.
    maxNetworkRetries: api ? 0 : 2,
    // Well under API Gateway's 29 s, so a slow Stripe gives our error rather than a gateway 504.
    timeout: 10_000,
    telemetry: false,
    ...(api
      ? {
          host: api.hostname,
          port: api.port || (api.protocol === 'https:' ? 443 : 80),
          protocol: api.protocol === 'https:' ? ('https' as const) : ('http' as const),
        }
      : {}),
  });
  return { stripe, webhookSecret: settings.webhookSecret };
}

/**
 * Stripe answers a capture or cancel of an intent that is no longer in a state that allows it with
 * `payment_intent_unexpected_state` and the intent itself. When that intent is already where the
 * call wanted it (captured for capture, canceled for cancel), the call has nothing left to do: a
 * retried accept after a lost response, or a cancel of an authorisation Stripe already released
 * (uncaptured intents are canceled after 7 days), must not fail the order transition. Any other
 * state (capturing a canceled intent, canceling a captured one) is a real failure and is rethrown.
 */
function alreadyIn(error: unknown, target: Stripe.PaymentIntent.Status): boolean {
  return (
    error instanceof Stripe.errors.StripeInvalidRequestError &&
    error.code === 'payment_intent_unexpected_state' &&
    error.payment_intent?.status === target
  );
}

const CHECKOUT_STATUSES = ['open', 'complete', 'expired'] as const;

/** How far a signature's timestamp may be from now, either way: Stripe's own default, 5 minutes. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

/**
 * The `t=` of a Stripe-Signature header, read as the SDK reads it (the last `t` wins); undefined
 * when there is none.
 */
function signedAt(signature: string): number | undefined {
  let timestamp: number | undefined;
  for (const part of signature.split(',')) {
    const [key, value] = part.split('=');
    if (key === 't') timestamp = Number.parseInt(value ?? '', 10);
  }
  return timestamp;
}

const idOf = (value: string | { id: string } | null): string | undefined =>
  value === null ? undefined : typeof value === 'string' ? value : value.id;

/**
 * The fields read from an event's object. A signed event comes from Stripe, but what it holds is
 * checked anyway: a payload of another shape is an event this product has nothing to do with, not a
 * crash. (Whether the reference names an order is the service's question.)
 */
const expandable = z.union([z.string(), z.looseObject({ id: z.string() })]).nullish();
const sessionSchema = z.looseObject({
  id: z.string(),
  client_reference_id: z.string().nullish(),
  payment_intent: expandable,
});
const intentSchema = z.looseObject({
  id: z.string(),
  metadata: z.record(z.string(), z.string()).nullish(),
});
const orderIdOf = (value: string | null | undefined): string | undefined => value || undefined;

const EVENT_TYPES = {
  'checkout.session.completed': 'checkout.completed',
  'checkout.session.expired': 'checkout.expired',
  'checkout.session.async_payment_failed': 'payment.failed',
} as const;

function eventOf(event: Stripe.Event): PaymentEvent {
  const other: PaymentEvent = { id: event.id, type: 'other', providerType: event.type };
  if (event.type in EVENT_TYPES) {
    const session = sessionSchema.safeParse(event.data?.object);
    if (!session.success) return other;
    return {
      id: event.id,
      type: EVENT_TYPES[event.type as keyof typeof EVENT_TYPES],
      sessionId: session.data.id,
      orderId: orderIdOf(session.data.client_reference_id),
      paymentIntentId: idOf(session.data.payment_intent ?? null),
    };
  }
  if (event.type === 'payment_intent.payment_failed') {
    const intent = intentSchema.safeParse(event.data?.object);
    if (!intent.success) return other;
    return {
      id: event.id,
      type: 'payment.failed',
      sessionId: undefined,
      orderId: orderIdOf(intent.data.metadata?.orderId),
      paymentIntentId: intent.data.id,
    };
  }
  return other;
}

/**
 * The payments port on Stripe. Settings are read on first use (on AWS from Secrets Manager, which
 * a cold start should not wait for unless a payment call needs it) and kept for the process; an
 * empty secret key means payments are not set up yet, and every call answers 503.
 */
export function createStripePayments(
  settings: () => Promise<StripeSettings>,
  now: () => Date = () => new Date(),
): Payments {
  let loading: Promise<Client | undefined> | undefined;

  const client = async (): Promise<Client> => {
    loading ??= settings().then(clientFor);
    let loaded: Client | undefined;
    try {
      loaded = await loading;
    } catch (error) {
      // A failed read (e.g. Secrets Manager throttled) is retried by the next call, not kept.
      loading = undefined;
      throw error;
    }
    if (!loaded) throw new PaymentsUnavailableError();
    return loaded;
  };

  return {
    async createCheckout(input: CheckoutRequest): Promise<CheckoutSession> {
      const { stripe } = await client();
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          client_reference_id: input.orderId,
          metadata: { orderId: input.orderId },
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: input.currency.toLowerCase(),
                unit_amount: input.amount,
                product_data: { name: input.description },
              },
            },
          ],
          payment_intent_data: { capture_method: 'manual', metadata: { orderId: input.orderId } },
          success_url: input.successUrl,
          cancel_url: input.cancelUrl,
        },
        { idempotencyKey: input.idempotencyKey },
      );
      if (!session.url) throw new Error(`Checkout session ${session.id} has no URL`);
      return { sessionId: session.id, url: session.url };
    },

    async getCheckout(sessionId: string): Promise<CheckoutState> {
      const { stripe } = await client();
      const session = await stripe.checkout.sessions.retrieve(sessionId);
      const status = CHECKOUT_STATUSES.find((known) => known === session.status);
      if (!status) throw new Error(`Checkout session ${session.id} has status ${session.status}`);
      return {
        sessionId: session.id,
        orderId: session.client_reference_id ?? undefined,
        status,
        paymentIntentId: idOf(session.payment_intent),
      };
    },

    async capture(paymentIntentId: string, idempotencyKey: string): Promise<void> {
      const { stripe } = await client();
      try {
        await stripe.paymentIntents.capture(paymentIntentId, {}, { idempotencyKey });
      } catch (error) {
        if (!alreadyIn(error, 'succeeded')) throw error;
      }
    },

    async cancelAuthorisation(paymentIntentId: string, idempotencyKey: string): Promise<void> {
      const { stripe } = await client();
      try {
        await stripe.paymentIntents.cancel(paymentIntentId, {}, { idempotencyKey });
      } catch (error) {
        if (!alreadyIn(error, 'canceled')) throw error;
      }
    },

    async parseWebhook(rawBody: Buffer, signature: string | undefined): Promise<PaymentEvent> {
      const { stripe, webhookSecret } = await client();
      // An empty secret would make anyone's HMAC "valid": no secret means no verified webhooks.
      if (!webhookSecret) throw new PaymentsUnavailableError();
      if (!signature) throw new WebhookSignatureError('The stripe-signature header is missing');
      const receivedAt = now().getTime();
      let event: Stripe.Event;
      try {
        event = await stripe.webhooks.constructEventAsync(
          rawBody,
          signature,
          webhookSecret,
          WEBHOOK_TOLERANCE_SECONDS,
          undefined,
          receivedAt,
        );
      } catch {
        throw new WebhookSignatureError();
      }
      // The SDK refuses only timestamps too far in the past. One dated in the future would stay
      // "fresh" long after it was sent, so a captured request could be replayed for as long.
      const timestamp = signedAt(signature);
      if (
        timestamp === undefined ||
        !Number.isFinite(timestamp) ||
        timestamp * 1000 - receivedAt > WEBHOOK_TOLERANCE_SECONDS * 1000
      ) {
        throw new WebhookSignatureError();
      }
      return eventOf(event);
    },
  };
}
