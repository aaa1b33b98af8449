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
import {
  createStripeClient,
  StripeApiError,
  verifyWebhook,
  type StripeClient,
} from './stripe-client';

export interface StripeSettings {
  secretKey: string;
  webhookSecret: string;
  /** e.g. 'http://127.0.0.1:4242' for the local fake; absent on AWS */
  apiUrl?: string;
}

interface Client {
  stripe: StripeClient;
  webhookSecret: string;
}

/** Per attempt: well under API Gateway's 29 s, so a slow Stripe gives our error, not a 504. */
export const STRIPE_TIMEOUT_MS = 10_000;

function clientFor(settings: StripeSettings): Client | undefined {
  if (!settings.secretKey) return undefined;
  const stripe = createStripeClient({
    secretKey: settings.secretKey,
    apiUrl: settings.apiUrl,
    // Every write carries our own idempotency key, so retries are safe against Stripe; the local
    // fake answers at once or not at all, so retrying it only slows a failing test.
    maxNetworkRetries: settings.apiUrl ? 0 : 2,
    timeoutMs: STRIPE_TIMEOUT_MS,
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
function alreadyIn(error: unknown, target: 'succeeded' | 'canceled'): boolean {
  return (
    error instanceof StripeApiError &&
    error.type === 'invalid_request_error' &&
    error.code === 'payment_intent_unexpected_state' &&
    (error.paymentIntent as { status?: unknown } | null | undefined)?.status === target
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

const orderIdOf = (value: string | null | undefined): string | undefined => value || undefined;

/**
 * The fields read from Stripe's answers and events. A signed event comes from Stripe, but what it
 * holds is checked anyway: a payload of another shape is an event this product has nothing to do
 * with, not a crash. (Whether the reference names an order is the service's question.) Built on
 * first use: most cold starts of the order functions (a guest opening a menu) take no payment, and
 * building zod schemas is a share of a cold start (issue #14).
 */
function buildSchemas() {
  const expandable = z.union([z.string(), z.looseObject({ id: z.string() })]).nullish();
  return {
    session: z.looseObject({
      id: z.string(),
      client_reference_id: z.string().nullish(),
      payment_intent: expandable,
    }),
    intent: z.looseObject({
      id: z.string(),
      metadata: z.record(z.string(), z.string()).nullish(),
    }),
    /** What the adapter reads of a Checkout Session the API returns. */
    checkoutSession: z.looseObject({
      id: z.string(),
      url: z.string().nullish(),
      status: z.string().nullish(),
      client_reference_id: z.string().nullish(),
      payment_intent: expandable,
    }),
    /** The envelope of a webhook event; its object is read per type below. */
    event: z.looseObject({
      id: z.string(),
      type: z.string(),
      data: z.looseObject({ object: z.unknown() }).nullish(),
    }),
  };
}
let builtSchemas: ReturnType<typeof buildSchemas> | undefined;
const schemas = () => (builtSchemas ??= buildSchemas());
type StripeEvent = z.infer<ReturnType<typeof buildSchemas>['event']>;

/** A Checkout Session as the API answered it; another shape is Stripe's fault, not the order's. */
function checkoutSessionOf(answer: unknown) {
  const parsed = schemas().checkoutSession.safeParse(answer);
  if (!parsed.success) throw new Error('Stripe answered a checkout session of an unexpected shape');
  return parsed.data;
}

const EVENT_TYPES = {
  'checkout.session.completed': 'checkout.completed',
  'checkout.session.expired': 'checkout.expired',
  'checkout.session.async_payment_failed': 'payment.failed',
} as const;

function eventOf(event: StripeEvent): PaymentEvent {
  const other: PaymentEvent = { id: event.id, type: 'other', providerType: event.type };
  // Own keys only: an event type such as `constructor` is not one of these.
  if (Object.hasOwn(EVENT_TYPES, event.type)) {
    const session = schemas().session.safeParse(event.data?.object);
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
    const intent = schemas().intent.safeParse(event.data?.object);
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
      const session = checkoutSessionOf(
        await stripe.request({
          method: 'POST',
          path: '/v1/checkout/sessions',
          idempotencyKey: input.idempotencyKey,
          // Fields in the order the SDK sent them: a key it used before gets the same body again.
          params: {
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
            payment_intent_data: {
              capture_method: 'manual',
              metadata: { orderId: input.orderId },
            },
            success_url: input.successUrl,
            cancel_url: input.cancelUrl,
          },
        }),
      );
      if (!session.url) throw new Error(`Checkout session ${session.id} has no URL`);
      return { sessionId: session.id, url: session.url };
    },

    async getCheckout(sessionId: string): Promise<CheckoutState> {
      const { stripe } = await client();
      const session = checkoutSessionOf(
        await stripe.request({
          method: 'GET',
          path: `/v1/checkout/sessions/${encodeURIComponent(sessionId)}`,
        }),
      );
      const status = CHECKOUT_STATUSES.find((known) => known === session.status);
      if (!status)
        throw new Error(`Checkout session ${session.id} has status ${String(session.status)}`);
      return {
        sessionId: session.id,
        orderId: session.client_reference_id ?? undefined,
        status,
        paymentIntentId: idOf(session.payment_intent ?? null),
      };
    },

    async capture(paymentIntentId: string, idempotencyKey: string): Promise<void> {
      const { stripe } = await client();
      try {
        await stripe.request({
          method: 'POST',
          path: `/v1/payment_intents/${encodeURIComponent(paymentIntentId)}/capture`,
          idempotencyKey,
        });
      } catch (error) {
        if (!alreadyIn(error, 'succeeded')) throw error;
      }
    },

    async cancelAuthorisation(paymentIntentId: string, idempotencyKey: string): Promise<void> {
      const { stripe } = await client();
      try {
        await stripe.request({
          method: 'POST',
          path: `/v1/payment_intents/${encodeURIComponent(paymentIntentId)}/cancel`,
          idempotencyKey,
        });
      } catch (error) {
        if (!alreadyIn(error, 'canceled')) throw error;
      }
    },

    async parseWebhook(rawBody: Buffer, signature: string | undefined): Promise<PaymentEvent> {
      const { webhookSecret } = await client();
      // An empty secret would make anyone's HMAC "valid": no secret means no verified webhooks.
      if (!webhookSecret) throw new PaymentsUnavailableError();
      if (!signature) throw new WebhookSignatureError('The stripe-signature header is missing');
      const receivedAt = now().getTime();
      let body: unknown;
      try {
        body = verifyWebhook(
          rawBody,
          signature,
          webhookSecret,
          WEBHOOK_TOLERANCE_SECONDS,
          receivedAt,
        );
      } catch {
        throw new WebhookSignatureError();
      }
      // Stripe's check (kept as the SDK does it) refuses only timestamps too far in the past. One
      // dated in the future would stay "fresh" long after it was sent, so a captured request could
      // be replayed for as long.
      const timestamp = signedAt(signature);
      if (
        timestamp === undefined ||
        !Number.isFinite(timestamp) ||
        timestamp * 1000 - receivedAt > WEBHOOK_TOLERANCE_SECONDS * 1000
      ) {
        throw new WebhookSignatureError();
      }
      const event = schemas().event.safeParse(body);
      if (event.success) return eventOf(event.data);
      // Signed, yet not an event envelope: nothing to act on, and no reason for Stripe to retry it.
      const raw =
        typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
      return {
        id: typeof raw.id === 'string' ? raw.id : '',
        type: 'other',
        providerType: typeof raw.type === 'string' ? raw.type : '',
      };
    },
  };
}
