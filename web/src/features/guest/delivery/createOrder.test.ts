import type { OrderCreate } from '@inroom/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from '../../../testing/fetch';
import {
  createOrder,
  newIdempotencyKey,
  ORDER_FAILED_MESSAGE,
  type CreateOrderOutcome,
} from './createOrder';

const order = { room: '214', termsAccepted: true } as unknown as OrderCreate;
const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('order create call', () => {
  it.each<[string, () => Response | Promise<Response>, CreateOrderOutcome]>([
    ['a missing route (404)', () => new Response('', { status: 404 }), { kind: 'unavailable' }],
    ['a wrong method (405)', () => new Response('', { status: 405 }), { kind: 'unavailable' }],
    [
      'a payment link',
      () => jsonResponse({ paymentUrl: 'https://pay.example/c/1' }),
      { kind: 'payment', paymentUrl: 'https://pay.example/c/1' },
    ],
    [
      'a refusal with a reason',
      () => jsonResponse({ error: { code: 'VALIDATION', message: 'Menu is closed' } }, 400),
      { kind: 'failed', message: 'Your order could not be placed: Menu is closed' },
    ],
    [
      'a server error',
      () => jsonResponse({ error: { code: 'INTERNAL', message: 'Boom' } }, 500),
      { kind: 'failed', message: ORDER_FAILED_MESSAGE },
    ],
    [
      'an answer that is not JSON',
      () => new Response('<html>'),
      {
        kind: 'failed',
        message: ORDER_FAILED_MESSAGE,
      },
    ],
    [
      'a link that is not http(s)',
      () => jsonResponse({ paymentUrl: 'javascript:alert(1)' }),
      { kind: 'failed', message: ORDER_FAILED_MESSAGE },
    ],
    [
      'no network',
      () => Promise.reject(new TypeError('Failed to fetch')),
      { kind: 'failed', message: ORDER_FAILED_MESSAGE },
    ],
  ])('turns %s into an outcome', async (_name, answer, outcome) => {
    mockFetch(answer);
    expect(await createOrder(order)).toEqual(outcome);
  });

  it('posts JSON to /api/order/create on this origin', async () => {
    const fetch = mockFetch(() => jsonResponse({ paymentUrl: 'https://pay.example/c/1' }));
    await createOrder(order);
    const [input, init] = fetch.mock.calls[0]!;
    expect(String(input)).toBe(`${window.location.origin}/api/order/create`);
    expect(init).toMatchObject({ method: 'POST', body: JSON.stringify(order) });
    expect(new Headers(init?.headers).get('content-type')).toBe('application/json');
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
