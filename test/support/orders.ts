import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { orderStore, type StoredOrder } from '@inroom/functions';
import {
  locationFieldsSchema,
  type Location,
  type LocationContactInput,
  type Order,
  type OrderCreate,
} from '@inroom/shared';
import Stripe from 'stripe';
import { expect } from 'vitest';
import { DEMO_IDS } from '../../infra/local/seed/demo-data';
import { adminClient, expectOk } from './api';
import { demoBasket, demoBasketOnly } from './baskets';
import { HOTEL_RECEPTION, HOTEL_ROOM_SERVICE, staffLinksIn } from './staff-links';
import type { TestStack } from './stack';

// What the order tests share: a demo basket, a guest with a cookie jar, paying on the local
// checkout page, signed webhook events, the SMS outbox and the staff links in it, every staff call
// of a link, and the demo hotel's contacts changed as the back office does.

export { DEMO_BASKET_TOTAL, demoBasket, demoBasketOnly } from './baskets';

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

  /** The guest's cookies as a browser context takes them (addCookies), for the site at `url`. */
  browserCookies(url: string): { name: string; value: string; url: string }[] {
    return (this.cookie ?? '')
      .split('; ')
      .filter(Boolean)
      .map((cookie) => {
        const at = cookie.indexOf('=');
        return { name: cookie.slice(0, at), value: cookie.slice(at + 1), url };
      });
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
  return staffLinksIn(await outbox(stack), orderId);
}

/** A staff caller from a texted link: the phone and the token of `/order/<id>/<phone>?t=`. */
export function staffCaller(link: URL): { id: string; phoneNumber: string; token: string } {
  const [, , id, phoneNumber] = link.pathname.split('/');
  return { id: id ?? '', phoneNumber: phoneNumber ?? '', token: link.searchParams.get('t') ?? '' };
}

export { HOTEL_RECEPTION, HOTEL_ROOM_SERVICE } from './staff-links';

/**
 * An order placed and paid through the local checkout page, with its staff links by phone, once
 * the links to `texted` (phones of active contacts; others may be texted too) are in the outbox.
 */
export async function paidOrderWithLinks(
  stack: TestStack,
  changes: Partial<OrderCreate> = {},
  texted: string[] = [HOTEL_RECEPTION, HOTEL_ROOM_SERVICE],
): Promise<{ guest: Guest; order: Order; links: Map<string, URL> }> {
  const guest = new Guest(stack);
  const order = await guest.order(changes);
  await checkout(order.paymentUrl, 'pay');
  await expect.poll(async () => (await guest.get(order.id)).status).toBe(2);
  await expect
    .poll(async () => [...(await staffLinks(stack, order.id)).keys()])
    .toEqual(expect.arrayContaining(texted));
  return { guest, order, links: await staffLinks(stack, order.id) };
}

export type StaffCaller = ReturnType<typeof staffCaller>;

/** A staff call with a link's phone and token in the body (accept, decline, complete). */
export const staffPost = (stack: TestStack, path: string, body: object) =>
  stack.request(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

/** The staff list of a link: GET order/getall/{orderId}/{phoneNumber}?t=. */
export const staffList = (stack: TestStack, caller: StaffCaller) =>
  stack.request(`/api/order/getall/${caller.id}/${caller.phoneNumber}?t=${caller.token}`);

/** Every call a staff link makes, one after the other: list, contact, accept, decline, complete. */
export async function everyStaffCall(stack: TestStack, caller: StaffCaller): Promise<Response[]> {
  const query = `${caller.id}/${caller.phoneNumber}?t=${caller.token}`;
  return [
    await staffList(stack, caller),
    await stack.request(`/api/locationcontact/get/${query}`),
    await staffPost(stack, '/api/order/accept', { ...caller, expectedDeliveryTimeMinutes: 15 }),
    await staffPost(stack, '/api/order/decline', caller),
    await staffPost(stack, '/api/order/complete', caller),
  ];
}

/**
 * Makes an order look as if it ended `hours` ago, in the stack's table: a running stack's clock
 * cannot be moved. The order must have ended (endedAt set by its final status change).
 */
export async function endedHoursAgo(stack: TestStack, orderId: string, hours: number) {
  const { store } = stack.dependencies;
  const endedAt = new Date(Date.now() - hours * 3_600_000).toISOString();
  // The sweeper may be recording something on the order meanwhile: read again and retry.
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const order = await orderStore.get(store, orderId);
    expect(order?.endedAt, 'the order has not ended').toBeTruthy();
    try {
      await orderStore.replace(store, { ...order!, endedAt }, order!);
      return;
    } catch {
      continue;
    }
  }
  throw new Error(`Could not move the end of order ${orderId}`);
}

/**
 * Changes the demo hotel's contacts through location/update, as the back office saves them
 * (contacts are replaced by the ones sent); answers the location as saved.
 */
export async function changeHotelContacts(
  stack: TestStack,
  change: (contacts: LocationContactInput[]) => LocationContactInput[],
): Promise<Location> {
  const admin = adminClient(stack);
  const hotel = await expectOk<Location>(
    admin.get(`/api/location/be/get/${DEMO_IDS.location.hotel}`),
  );
  const fields = Object.fromEntries(
    Object.keys(locationFieldsSchema.shape).map((key) => [key, hotel[key as keyof Location]]),
  );
  return expectOk<Location>(
    admin.post('/api/location/update', {
      ...fields,
      contacts: change(hotel.contacts.map(({ locationId: _locationId, ...contact }) => contact)),
      childLocations: hotel.childLocations.map(({ childLocationId, sortOrder }) => ({
        childLocationId,
        sortOrder,
      })),
    }),
  );
}

/** Rewrites an order in the stack's table (retrying if the sweeper writes it meanwhile). */
export async function rewriteOrder(
  stack: TestStack,
  orderId: string,
  change: (order: StoredOrder) => Partial<StoredOrder>,
): Promise<StoredOrder> {
  const { store } = stack.dependencies;
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const order = await orderStore.get(store, orderId);
    expect(order, `order ${orderId}`).toBeDefined();
    const changed = { ...order!, ...change(order!) };
    try {
      await orderStore.replace(store, changed, order!);
      return changed;
    } catch {
      continue;
    }
  }
  throw new Error(`Could not rewrite order ${orderId}`);
}

/** The demo deli's contact, texted about the deli's orders. */
export const DELI_COUNTER = '4540778899';

/** An order from the demo deli (a child of the hotel): one cinnamon swirl. */
export const deliOrder = (): Partial<OrderCreate> => ({
  locationId: DEMO_IDS.location.deli,
  parentLocationId: DEMO_IDS.location.hotel,
  items: [{ ...demoBasketOnly().items[0]!, menuItemId: DEMO_IDS.item.cinnamonSwirl, options: [] }],
});

/** `count` orders placed and paid as paidOrderWithLinks does, a few side by side. */
export async function paidOrdersWithLinks(
  stack: TestStack,
  count: number,
): Promise<Awaited<ReturnType<typeof paidOrderWithLinks>>[]> {
  const placed: Awaited<ReturnType<typeof paidOrderWithLinks>>[] = [];
  while (placed.length < count)
    placed.push(
      ...(await Promise.all(
        Array.from({ length: Math.min(4, count - placed.length) }, () => paidOrderWithLinks(stack)),
      )),
    );
  return placed;
}
