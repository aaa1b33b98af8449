import type { OrderCreate } from '@inroom/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '../../../app/store';
import { jsonResponse, mockFetch } from '../../../testing/fetch';
import { ordersApi } from '../../orders/api';
import {
  createOrderOutcome,
  newIdempotencyKey,
  ORDER_BUSY_MESSAGE,
  ORDER_FAILED_MESSAGE,
  PAYMENT_UNAVAILABLE_MESSAGE,
  type CreateOrderOutcome,
} from './createOrder';

const order = { room: '214', termsAccepted: true } as unknown as OrderCreate;
const ORDER_ID = '5eed0009-0000-4000-8000-000000000001';
const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** Order create through the real endpoint, as the delivery page calls it. */
async function create(): Promise<CreateOrderOutcome> {
  const store = makeStore();
  return createOrderOutcome(await store.dispatch(ordersApi.endpoints.createOrder.initiate(order)));
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('order create answer', () => {
  it.each<[string, () => Response | Promise<Response>, CreateOrderOutcome]>([
    [
      'payments not configured (503)',
      () => jsonResponse({ error: { code: 'payments_unavailable', message: 'No payments' } }, 503),
      { kind: 'unavailable' },
    ],
    ['a missing route (404)', () => new Response('', { status: 404 }), { kind: 'unavailable' }],
    ['a wrong method (405)', () => new Response('', { status: 405 }), { kind: 'unavailable' }],
    [
      'an order with its payment link',
      () => jsonResponse({ id: ORDER_ID, status: 1, paymentUrl: 'https://pay.example/c/1' }),
      { kind: 'payment', orderId: ORDER_ID, paymentUrl: 'https://pay.example/c/1' },
    ],
    [
      'a refusal with a reason',
      () =>
        jsonResponse(
          { error: { code: 'VALIDATION', message: 'Fries is no longer available' } },
          400,
        ),
      { kind: 'failed', message: 'Your order could not be placed: Fries is no longer available' },
    ],
    [
      "API Gateway's throttling (429)",
      () => jsonResponse({ message: 'Too Many Requests' }, 429),
      { kind: 'failed', message: ORDER_BUSY_MESSAGE },
    ],
    [
      "the embedded server's throttling (429)",
      () =>
        jsonResponse(
          { error: { code: 'too_many_requests', message: 'Too many requests; try again in 1 s' } },
          429,
        ),
      { kind: 'failed', message: ORDER_BUSY_MESSAGE },
    ],
    [
      'a server error',
      () => jsonResponse({ error: { code: 'INTERNAL', message: 'Boom' } }, 500),
      { kind: 'failed', message: ORDER_FAILED_MESSAGE },
    ],
    [
      'an answer that is not JSON',
      () => new Response('<html>'),
      { kind: 'failed', message: ORDER_FAILED_MESSAGE },
    ],
    [
      'a link that is not http(s)',
      () => jsonResponse({ id: ORDER_ID, paymentUrl: 'javascript:alert(1)' }),
      { kind: 'failed', message: ORDER_FAILED_MESSAGE },
    ],
    [
      'an order without an id',
      () => jsonResponse({ paymentUrl: 'https://pay.example/c/1' }),
      { kind: 'failed', message: ORDER_FAILED_MESSAGE },
    ],
    [
      'no network',
      () => Promise.reject(new TypeError('Failed to fetch')),
      { kind: 'failed', message: ORDER_FAILED_MESSAGE },
    ],
  ])('turns %s into an outcome', async (_name, answer, outcome) => {
    mockFetch(answer);
    expect(await create()).toEqual(outcome);
  });

  it('says online payment is not available yet', () => {
    expect(PAYMENT_UNAVAILABLE_MESSAGE).toBe('Online payment is not available yet.');
  });

  it('posts JSON to /api/order/create on this origin', async () => {
    const fetch = mockFetch(() => jsonResponse({ id: ORDER_ID, paymentUrl: 'https://p.example' }));
    await create();
    const request = fetch.mock.calls[0]![0] as Request;
    expect(request.url).toBe(`${window.location.origin}/api/order/create`);
    expect(request.method).toBe('POST');
    expect(request.headers.get('content-type')).toBe('application/json');
    expect(await request.json()).toEqual(order);
  });
});

describe('idempotency key', () => {
  it('is a fresh v4 UUID each time', () => {
    const key = newIdempotencyKey();
    expect(key).toMatch(UUID_V4);
    expect(newIdempotencyKey()).not.toBe(key);
  });

  it('is still a v4 UUID where randomUUID is missing (plain http)', () => {
    vi.stubGlobal('crypto', { getRandomValues: crypto.getRandomValues.bind(crypto) });
    expect(newIdempotencyKey()).toMatch(UUID_V4);
  });
});
