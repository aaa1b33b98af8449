import { apiErrorMessage } from '@inroom/shared';
import { format } from '../../../i18n';
import { enCheckout } from '../../../i18n/en-checkout';
import { PAYMENT_UNAVAILABLE_MESSAGE, safePaymentUrl } from '../../orders/payment';

// What the delivery page makes of the order create answer (spec §7 POST /api/order/create, the
// `createOrder` endpoint of features/orders/api.ts).

// The messages are the catalogue's English, which the page shows in the screens' language (`known`).
export { PAYMENT_UNAVAILABLE_MESSAGE };
export const ORDER_FAILED_MESSAGE = enCheckout.orderFailed;
export const ORDER_BUSY_MESSAGE = enCheckout.orderBusy;

export type CreateOrderOutcome =
  /** The order exists and waits for payment at `paymentUrl`. */
  | { kind: 'payment'; orderId: string; paymentUrl: string }
  /** Payments are not set up on this server (503 payments_unavailable, or no route at all). */
  | { kind: 'unavailable' }
  | { kind: 'failed'; message: string };

/** An RTK Query mutation result: the answer's body, or its error. */
export type CreateOrderResult = { data: unknown; error?: undefined } | { error: unknown };

/** Turns the order create answer into what the page does next; logs every failure. */
export function createOrderOutcome(result: CreateOrderResult): CreateOrderOutcome {
  if (!('error' in result) || result.error === undefined) {
    const order = 'data' in result ? result.data : undefined;
    const orderId = orderIdOf(order);
    const paymentUrl = paymentUrlOf(order);
    if (orderId && paymentUrl) return { kind: 'payment', orderId, paymentUrl };
    console.error('Order create answered without an order id and a payment link', order);
    return { kind: 'failed', message: ORDER_FAILED_MESSAGE };
  }

  const { status, data } = (result.error ?? {}) as { status?: unknown; data?: unknown };
  console.error('Failed to create order', status, data ?? result.error);
  // 503: payments are not configured; 404/405: a server without the orders routes.
  if (status === 503 || status === 404 || status === 405) return { kind: 'unavailable' };
  // Throttled (API Gateway answers its own body, without our error format): the same key retried
  // later gives the same order, so trying again is safe.
  if (status === 429) return { kind: 'failed', message: ORDER_BUSY_MESSAGE };
  // A refused order (400, 409, 422) says why; anything else is the server's or the network's fault.
  const reason = apiErrorMessage(data);
  if (typeof status === 'number' && status >= 400 && status < 500 && reason !== undefined) {
    return { kind: 'failed', message: format(enCheckout.orderRefused, { reason }) };
  }
  return { kind: 'failed', message: ORDER_FAILED_MESSAGE };
}

function orderIdOf(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null || !('id' in body)) return undefined;
  return typeof body.id === 'string' && body.id !== '' ? body.id : undefined;
}

/** The payment link of a create answer, only if it is an http(s) address (never `javascript:`). */
function paymentUrlOf(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null || !('paymentUrl' in body)) return undefined;
  return safePaymentUrl(body.paymentUrl);
}

/**
 * A new idempotency key (a v4 UUID). `crypto.randomUUID` exists only in secure contexts, so a page
 * served over plain http on a hotel network falls back to `getRandomValues`, which exists everywhere.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
