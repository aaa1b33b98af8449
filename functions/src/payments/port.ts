import { ApiError } from '../http/errors';

/**
 * The payments port (ARCHITECTURE.md "Orders, money and payment"). The card is only authorised at
 * checkout and captured when staff accept; decline and expiry cancel the authorisation. The Stripe
 * adapter implements it on AWS; the embedded stack points the same adapter at a local fake Stripe.
 */
export interface Payments {
  /** A hosted checkout for one order; the same idempotency key always gives the same session. */
  createCheckout(input: CheckoutRequest): Promise<CheckoutSession>;
  /** A session as the provider sees it now (the redirect back confirms payment through this). */
  getCheckout(sessionId: string): Promise<CheckoutState>;
  /** Takes the authorised amount (staff accepted). */
  capture(paymentIntentId: string, idempotencyKey: string): Promise<void>;
  /** Releases the authorisation (declined or expired): the guest is never charged. */
  cancelAuthorisation(paymentIntentId: string, idempotencyKey: string): Promise<void>;
  /**
   * Verifies the provider's signature over the raw body and reads the event; a bad signature or
   * body throws WebhookSignatureError.
   */
  parseWebhook(rawBody: Buffer, signature: string | undefined): Promise<PaymentEvent>;
}

export interface CheckoutRequest {
  orderId: string;
  /** Keeps a retried create from making a second session; a new attempt after expiry gets a new key. */
  idempotencyKey: string;
  /** Minor units, in `currency` (ISO 4217, upper case). */
  amount: number;
  currency: string;
  /** Shown on the checkout page, e.g. 'Order #12 from Hotel Nyhavn'. */
  description: string;
  successUrl: string;
  cancelUrl: string;
}

export interface CheckoutSession {
  sessionId: string;
  url: string;
}

export interface CheckoutState {
  sessionId: string;
  orderId: string | undefined;
  /** complete: the card is authorised; expired: the session can no longer be paid. */
  status: 'open' | 'complete' | 'expired';
  paymentIntentId: string | undefined;
}

/** The webhook events the service acts on; anything else is `other` and ignored. */
export type PaymentEvent =
  | {
      id: string;
      type: 'checkout.completed' | 'checkout.expired' | 'payment.failed';
      /** Absent on payment.failed, which Stripe sends about the payment intent, not the session. */
      sessionId: string | undefined;
      /** client_reference_id of the session, or metadata.orderId of the payment intent. */
      orderId: string | undefined;
      paymentIntentId: string | undefined;
    }
  | { id: string; type: 'other'; providerType: string };

export class WebhookSignatureError extends ApiError {
  constructor(message = 'The webhook signature is not valid') {
    super(400, 'bad_signature', message);
  }
}

export class PaymentsUnavailableError extends ApiError {
  constructor(message = 'Online payment is not available yet.') {
    super(503, 'payments_unavailable', message);
  }
}

/** Where no payment provider is configured: every call says so with a 503. */
export function unconfiguredPayments(): Payments {
  const fail = () => Promise.reject(new PaymentsUnavailableError());
  return {
    createCheckout: fail,
    getCheckout: fail,
    capture: fail,
    cancelAuthorisation: fail,
    parseWebhook: fail,
  };
}
