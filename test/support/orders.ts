import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Basket, Order, OrderCreate } from '@inroom/shared';
import Stripe from 'stripe';
import { expect } from 'vitest';
import { DEMO_IDS } from '../../infra/local/seed/demo-data';
import type { TestStack } from './stack';

// What the order tests share: a demo basket, a guest with a cookie jar, paying on the local
// checkout page, signed webhook events, the SMS outbox and the staff links in it.

const DKK = { id: 'DKK', symbol: 'kr.' };

/**
 * Two Nyhavn burgers with crispy bacon from the demo hotel, as the browser holds the basket:
 * 2 x (185.00 + 15.00) = 400.00 kr. The client's prices are set to 1 øre, to show they are ignored.
 */
export function demoBasketOnly(changes: Partial<Basket> = {}): Basket {
  return {
    locationId: DEMO_IDS.location.hotel,
    locationName: 'Hotel Nyhavn',
    parentLocationId: null,
    parentLocationName: '',
    currencyId: DKK.id,
    currency: DKK,
    languageId: 'en',
    items: [
      {
        menuItemId: DEMO_IDS.item.nyhavnBurger,
        name: 'Nyhavn burger',
        description: '',
        defaultName: 'Nyhavn burger',
        defaultDescription: '',
        options: [
          {
            optionId: DEMO_IDS.option.bacon,
            optionsGroupType: 2,
            optionsGroupName: 'Extras',
            name: 'Crispy bacon',
            defaultName: 'Crispy bacon',
            priceDifference: 1,
          },
        ],
        quantity: 2,
        price: 1,
        priceSum: 2,
        currency: DKK,
      },
    ],
    priceSum: 2,
    room: '412',
    comment: 'Please knock',
    ...changes,
  };
}

/** The demo basket as order/create takes it: terms accepted, with a new idempotency key. */
export function demoBasket(changes: Partial<OrderCreate> = {}): OrderCreate {
  return {
    ...demoBasketOnly(),
    locationId: DEMO_IDS.location.hotel,
    termsAccepted: true,
    idempotencyKey: randomUUID(),
    ...changes,
  };
}

export const DEMO_BASKET_TOTAL = 40000;

/** A guest's browser: keeps the guest cookie the API sets, as a browser would. */
export class Guest {
  private cookie: string | undefined;
  constructor(private readonly stack: TestStack) {}

  async request(method: string, path: string, body?: unknown): Promise<Response> {
    const response = await this.stack.request(path, {
      method,
      headers: {
        ...(this.cookie ? { cookie: this.cookie } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const set = response.headers.getSetCookie();
    if (set.length > 0) this.cookie = set.map((value) => value.split(';')[0]).join('; ');
    return response;
  }

  get cookieHeader(): string | undefined {
    return this.cookie;
  }

  /** Creates an order and checks it was created. */
  async order(changes: Partial<OrderCreate> = {}): Promise<Order> {
    const response = await this.request('POST', '/api/order/create', demoBasket(changes));
    const body = (await response.json()) as Order;
    expect(response.status, JSON.stringify(body)).toBe(200);
    return body;
  }

  async get(orderId: string): Promise<Order> {
    const response = await this.request('GET', `/api/order/get/${orderId}`);
    expect(response.status).toBe(200);
    return (await response.json()) as Order;
  }
}

/** The checkout session id at the end of a local checkout URL. */
export const sessionIdOf = (paymentUrl: string): string =>
  new URL(paymentUrl).pathname.split('/').pop() ?? '';

/** Presses 'Pay' or 'Decline card' on the local checkout page; returns where it redirects. */
export async function checkout(paymentUrl: string, button: 'pay' | 'decline'): Promise<string> {
  const page = await fetch(paymentUrl);
  expect(page.status).toBe(200);
  expect(await page.text()).toContain('Test checkout');
  const response = await fetch(`${paymentUrl}/${button}`, { method: 'POST', redirect: 'manual' });
  expect(response.status).toBe(303);
  return response.headers.get('location') ?? '';
}

/** The stack's webhook signing secret (kept in its data directory). */
export function webhookSecret(stack: TestStack): string {
  const secrets = JSON.parse(readFileSync(join(stack.dataDir, 'secrets.json'), 'utf8')) as {
    webhookSecret: string;
  };
  return secrets.webhookSecret;
}

/** A Stripe-format `checkout.session.completed` event for an order, and its signature header. */
export function signedCompletedEvent(
  stack: TestStack,
  order: Pick<Order, 'id' | 'paymentUrl'>,
  paymentIntentId = `pi_test_${order.id.slice(0, 8)}`,
): { payload: string; signature: string } {
  const payload = JSON.stringify({
    id: `evt_${randomUUID().replaceAll('-', '')}`,
    object: 'event',
    api_version: '2025-01-27.acacia',
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    type: 'checkout.session.completed',
    data: {
      object: {
        id: sessionIdOf(order.paymentUrl),
        object: 'checkout.session',
        client_reference_id: order.id,
        metadata: { orderId: order.id },
        payment_intent: paymentIntentId,
        status: 'complete',
        payment_status: 'unpaid',
      },
    },
  });
  const signature = Stripe.webhooks.generateTestHeaderString({
    payload,
    secret: webhookSecret(stack),
  });
  return { payload, signature };
}

export function postWebhook(stack: TestStack, payload: string, signature: string) {
  return stack.request('/api/payment/webhook', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    body: payload,
  });
}

export interface OutboxMessage {
  phoneNumber: string;
  text: string;
  reference: string;
  sentAt: string;
}

/** The SMS the embedded stack has "sent", newest first. */
export async function outbox(stack: TestStack): Promise<OutboxMessage[]> {
  const response = await stack.request('/local/outbox.json');
  expect(response.status).toBe(200);
  return (await response.json()) as OutboxMessage[];
}

/** The staff links texted for one order, by phone (E.164 without the plus). */
export async function staffLinks(stack: TestStack, orderId: string): Promise<Map<string, URL>> {
  const links = new Map<string, URL>();
  for (const message of await outbox(stack)) {
    const match = /https?:\/\/\S+/.exec(message.text);
    if (!match) continue;
    const url = new URL(match[0]);
    const [, , id, phone] = url.pathname.split('/');
    if (id === orderId && phone) links.set(phone, url);
  }
  return links;
}

/** A staff caller from a texted link: the phone and the token of `/order/<id>/<phone>?t=`. */
export function staffCaller(link: URL): { id: string; phoneNumber: string; token: string } {
  const [, , id, phoneNumber] = link.pathname.split('/');
  return { id: id ?? '', phoneNumber: phoneNumber ?? '', token: link.searchParams.get('t') ?? '' };
}

/** The demo hotel's two active contacts, as their links carry them. */
export const HOTEL_RECEPTION = '4520112233';
export const HOTEL_ROOM_SERVICE = '4530445566';
