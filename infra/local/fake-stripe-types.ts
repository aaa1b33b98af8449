// The fake Stripe's records, as it keeps them in its state file and answers with them.

export type IntentStatus =
  'requires_payment_method' | 'requires_capture' | 'succeeded' | 'canceled';

export interface LineItem {
  name: string;
  quantity: number;
  unitAmount: number;
}

export interface SessionRecord {
  id: string;
  created: number;
  status: 'open' | 'complete' | 'expired';
  clientReferenceId: string;
  metadata: Record<string, string>;
  currency: string;
  lineItems: LineItem[];
  intentMetadata: Record<string, string>;
  successUrl: string;
  cancelUrl: string;
  paymentIntent: string | null;
}

export interface IntentRecord {
  id: string;
  created: number;
  amount: number;
  currency: string;
  metadata: Record<string, string>;
  status: IntentStatus;
  declined: boolean;
  canceledAt: number | null;
}

/** A stored answer to an Idempotency-Key: Stripe replays it for the same request, refuses others. */
export interface IdempotentAnswer {
  request: string;
  status: number;
  body: unknown;
}

/**
 * A webhook event the app has not accepted yet (no 2xx answer): kept until it is, or until the
 * fake gives up on it, and redelivered as it is (same id, same payload) with a fresh signature.
 */
export interface PendingEvent {
  id: string;
  type: string;
  /** The exact JSON body that is posted, on every attempt. */
  payload: string;
  /** The failed attempts so far. */
  attempts: number;
  /** When the next attempt is due, in ms since the epoch (a restart delivers at once). */
  nextAttemptAt: number;
}

export interface State {
  sessions: Record<string, SessionRecord>;
  intents: Record<string, IntentRecord>;
  idempotency: Record<string, IdempotentAnswer>;
  /** Pending webhook events by id; absent from state files written before redelivery. */
  events: Record<string, PendingEvent>;
}

export interface ApiAnswer {
  status: number;
  body: unknown;
}
