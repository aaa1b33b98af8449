import { apiErrorMessage, type OrderCreate } from '@inroom/shared';

// Order create (spec §7) as a plain fetch rather than an RTK Query endpoint: the route arrives with
// the orders issue, and the web's endpoints are checked against the server's route table
// (test/api/web-routes.test.ts). Move it into an api.ts endpoint once the route exists.

export const ORDER_CREATE_PATH = '/api/order/create';

export const PAYMENT_UNAVAILABLE_MESSAGE = 'Online payment is not available yet.';
export const ORDER_FAILED_MESSAGE =
  'Your order could not be sent. Your basket is kept: please check your connection and try again.';

export type CreateOrderOutcome =
  /** The order exists and waits for payment at `paymentUrl`. */
  | { kind: 'payment'; paymentUrl: string }
  /** The server has no order/create route yet (404 or 405). */
  | { kind: 'unavailable' }
  | { kind: 'failed'; message: string };

/** POSTs the order; never throws. */
export async function createOrder(order: OrderCreate): Promise<CreateOrderOutcome> {
  let response: Response;
  try {
    response = await fetch(new URL(ORDER_CREATE_PATH, window.location.origin), {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(order),
    });
  } catch (error) {
    console.error('Failed to create order', error);
    return { kind: 'failed', message: ORDER_FAILED_MESSAGE };
  }
  if (response.status === 404 || response.status === 405) return { kind: 'unavailable' };

  const body: unknown = await response.json().catch(() => undefined);
  if (response.ok) {
    const paymentUrl = paymentUrlOf(body);
    if (paymentUrl) return { kind: 'payment', paymentUrl };
    console.error('Order create answered without a payment link', body);
    return { kind: 'failed', message: ORDER_FAILED_MESSAGE };
  }

  console.error('Failed to create order', response.status, body);
  // A refused order (400, 409, 422) says why; anything else is the server's or the network's fault.
  const reason = apiErrorMessage(body);
  if (response.status >= 400 && response.status < 500 && reason !== undefined) {
    return { kind: 'failed', message: `Your order could not be placed: ${reason}` };
  }
  return { kind: 'failed', message: ORDER_FAILED_MESSAGE };
}

/** The payment link of a create answer, only if it is an http(s) address (never `javascript:`). */
function paymentUrlOf(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null || !('paymentUrl' in body)) return undefined;
  const { paymentUrl } = body;
  if (typeof paymentUrl !== 'string') return undefined;
  try {
    const url = new URL(paymentUrl, window.location.origin);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined;
  } catch {
    return undefined;
  }
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
