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

export interface MemoryPayments extends Payments {
  checkouts: (CheckoutRequest & { sessionId: string; status: CheckoutState['status'] })[];
  captured: string[];
  cancelled: string[];
  /** What the provider reports for a session when it is paid (the test's "guest paid"). */
  complete(sessionId: string): string;
  /** A webhook body the fake accepts: the signature is the literal 'valid'. */
  events: PaymentEvent[];
}

export function createMemoryPayments(): MemoryPayments {
  const payments: MemoryPayments = {
    checkouts: [],
    captured: [],
    cancelled: [],
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
    async capture(paymentIntentId) {
      payments.captured.push(paymentIntentId);
    },
    async cancelAuthorisation(paymentIntentId) {
      payments.cancelled.push(paymentIntentId);
    },
    async parseWebhook(rawBody, signature) {
      if (signature !== 'valid') throw new WebhookSignatureError();
      return JSON.parse(rawBody.toString('utf8')) as PaymentEvent;
    },
  };
  return payments;
}

export interface MemoryNotifier extends Notifier {
  sent: Sms[];
}

export function createMemoryNotifier(): MemoryNotifier {
  const notifier: MemoryNotifier = {
    sent: [],
    async sendSms(sms) {
      notifier.sent.push(sms);
    },
  };
  return notifier;
}

export interface MemoryScheduler extends ExpiryScheduler {
  scheduled: { orderId: string; at: Date }[];
}

export function createMemoryScheduler(): MemoryScheduler {
  const scheduler: MemoryScheduler = {
    scheduled: [],
    async scheduleExpiry(orderId, at) {
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
  ...changes,
});
