import type { Notifier, Sms } from '../notifications/port';
import type { OrderSettings } from '../orders/settings';
import {
  WebhookSignatureError,
  type CheckoutRequest,
  type CheckoutState,
  type PaymentEvent,
  type Payments,
} from '../payments/port';
import type { ExpiryScheduler } from '../scheduling/port';

// In-memory stand-ins for the order ports, for the functions' service tests. They record what the
// services asked for; the adapters themselves are tested against their SDKs' request shapes.

/** A port that can be told to fail its next calls, as a provider or AWS would under trouble. */
export interface Faulty {
  /** The next `count` calls throw (a refusal, an outage, a throttle). */
  failNext(count: number, message?: string): void;
  /** Every call made, failed ones included. */
  calls: number;
}

function faults(): Faulty & { check(): void } {
  let remaining = 0;
  let failure = 'Simulated failure';
  const state = {
    calls: 0,
    failNext(count: number, message = 'Simulated failure') {
      remaining = count;
      failure = message;
    },
    check() {
      state.calls += 1;
      if (remaining > 0) {
        remaining -= 1;
        throw new Error(failure);
      }
    },
  };
  return state;
}

export interface MemoryPayments extends Payments {
  checkouts: (CheckoutRequest & { sessionId: string; status: CheckoutState['status'] })[];
  captured: string[];
  cancelled: string[];
  /** Capture and cancel calls: tell them to fail (refused by the provider). */
  settlements: Faulty;
  /** The idempotency key of every capture and cancel call, in order, failed ones included. */
  settlementKeys: string[];
  /** What the provider reports for a session when it is paid (the test's "guest paid"). */
  complete(sessionId: string): string;
  /** A webhook body the fake accepts: the signature is the literal 'valid'. */
  events: PaymentEvent[];
}

export function createMemoryPayments(): MemoryPayments {
  const settlements = faults();
  const payments: MemoryPayments = {
    checkouts: [],
    captured: [],
    cancelled: [],
    settlements,
    settlementKeys: [],
    events: [],
    async createCheckout(request) {
      const existing = payments.checkouts.find((c) => c.idempotencyKey === request.idempotencyKey);
      const checkout = existing ?? {
        ...request,
        sessionId: `cs_test_${payments.checkouts.length + 1}`,
        status: 'open' as const,
      };
      if (!existing) payments.checkouts.push(checkout);
      return { sessionId: checkout.sessionId, url: `https://pay.test/${checkout.sessionId}` };
    },
    async getCheckout(sessionId) {
      const checkout = payments.checkouts.find((c) => c.sessionId === sessionId);
      if (!checkout) throw new Error(`No checkout ${sessionId}`);
      return {
        sessionId,
        orderId: checkout.orderId,
        status: checkout.status,
        paymentIntentId: checkout.status === 'complete' ? `pi_${sessionId}` : undefined,
      };
    },
    complete(sessionId) {
      const checkout = payments.checkouts.find((c) => c.sessionId === sessionId);
      if (!checkout) throw new Error(`No checkout ${sessionId}`);
      checkout.status = 'complete';
      return `pi_${sessionId}`;
    },
    async capture(paymentIntentId, idempotencyKey) {
      payments.settlementKeys.push(idempotencyKey);
      settlements.check();
      payments.captured.push(paymentIntentId);
    },
    async cancelAuthorisation(paymentIntentId, idempotencyKey) {
      payments.settlementKeys.push(idempotencyKey);
      settlements.check();
      payments.cancelled.push(paymentIntentId);
    },
    async parseWebhook(rawBody, signature) {
      if (signature !== 'valid') throw new WebhookSignatureError();
      return JSON.parse(rawBody.toString('utf8')) as PaymentEvent;
    },
  };
  return payments;
}

/** Like SNS: every SMS it is given goes out (it cannot tell a repeat), unless told to fail. */
export interface MemoryNotifier extends Notifier, Faulty {
  /** The SMS that went out, in order. */
  sent: Sms[];
}

export function createMemoryNotifier(): MemoryNotifier {
  const fault = faults();
  const notifier: MemoryNotifier = {
    sent: [],
    get calls() {
      return fault.calls;
    },
    failNext: fault.failNext,
    async sendSms(sms) {
      fault.check();
      notifier.sent.push(sms);
    },
  };
  return notifier;
}

/** Like EventBridge Scheduler with named schedules: a second schedule of an order is a no-op. */
export interface MemoryScheduler extends ExpiryScheduler, Faulty {
  scheduled: { orderId: string; at: Date }[];
}

export function createMemoryScheduler(): MemoryScheduler {
  const fault = faults();
  const scheduler: MemoryScheduler = {
    scheduled: [],
    get calls() {
      return fault.calls;
    },
    failNext: fault.failNext,
    async scheduleExpiry(orderId, at) {
      fault.check();
      if (!scheduler.scheduled.some((entry) => entry.orderId === orderId))
        scheduler.scheduled.push({ orderId, at });
    },
  };
  return scheduler;
}

export const TEST_SITE_URL = 'https://inroom.test';
export const TEST_LINK_SECRET = 'test-link-secret';

export const testOrderSettings = (changes: Partial<OrderSettings> = {}): OrderSettings => ({
  responseWindowSeconds: 600,
  siteUrl: () => TEST_SITE_URL,
  linkSecret: async () => TEST_LINK_SECRET,
  reminder: true,
  effectLeaseSeconds: 120,
  ...changes,
});
