import type { BackOfficeUser, Order } from '@inroom/shared';
import { expect } from 'vitest';
import { DEMO_IDS } from '../../../infra/local/seed/demo-data';
import { checkout, Guest, staffCaller, staffLinks } from '../orders';
import type { TestStack } from '../stack';

// The real records the fuzz cases start from: the demo data as the API shows it, and orders in
// every state staff and guests act on (unpaid, paid and waiting, accepted), with their staff links
// and the guest cookie that owns them.

export interface StaffLink {
  id: string;
  phoneNumber: string;
  token: string;
}

export interface Views {
  /** location/be/get of each demo location. */
  locations: Record<string, Record<string, unknown>>;
  /** menu/be/get of each menu of each demo location. */
  menus: Record<string, Record<string, unknown>>;
  /** menuitem/get of every item of those menus. */
  items: Record<string, Record<string, unknown>>;
}

export interface World {
  hotelId: string;
  locationIds: string[];
  menuIds: string[];
  categoryIds: { id: string; menuId: string }[];
  itemIds: string[];
  optionsGroups: Record<string, unknown>[];
  ingredients: Record<string, unknown>[];
  views: Views;
  /** Status 1: created, not paid. */
  unpaid: Order;
  /** Status 2: paid, waiting for staff; with a link per active contact. */
  paid: Order;
  paidLinks: StaffLink[];
  /** Status 3: accepted; `complete` moves it on. */
  accepted: Order;
  acceptedLinks: StaffLink[];
  /** The checkout URL each order was created with, by order id. */
  paymentUrls: Record<string, string>;
  /** `inroom_guest=...`, the cookie of the guest who placed the orders. */
  guestCookie: string;
  /** A manager of the hotel, invited by the admin: the users routes change them. */
  manager: BackOfficeUser;
}

async function json<T>(response: Promise<Response>): Promise<T> {
  const settled = await response;
  const body = (await settled.json()) as T;
  expect(settled.status, JSON.stringify(body)).toBe(200);
  return body;
}

/** Asks until `done` holds (expect.poll is for tests, this runs in beforeAll). */
async function until<T>(
  what: string,
  ask: () => Promise<T>,
  done: (value: T) => boolean,
): Promise<T> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const value = await ask();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function pay(stack: TestStack, guest: Guest, order: Order): Promise<StaffLink[]> {
  await checkout(order.paymentUrl, 'pay');
  await until(
    'the order to be paid',
    async () => (await guest.get(order.id)).status,
    (status) => status === 2,
  );
  const links = await until(
    'its staff links',
    () => staffLinks(stack, order.id),
    (found) => found.size >= 2,
  );
  return [...links.values()].map(staffCaller);
}

export async function buildWorld(stack: TestStack, adminToken: string): Promise<World> {
  const admin = (path: string) =>
    json<Record<string, unknown>>(
      stack.request(path, { headers: { authorization: `Bearer ${adminToken}` } }),
    );
  const locationIds = Object.values(DEMO_IDS.location);
  const views: Views = { locations: {}, menus: {}, items: {} };
  const optionsGroups: Record<string, unknown>[] = [];
  const ingredients: Record<string, unknown>[] = [];
  const categoryIds: { id: string; menuId: string }[] = [];
  for (const locationId of locationIds) {
    const location = await admin(`/api/location/be/get/${locationId}`);
    views.locations[locationId] = location;
    optionsGroups.push(...((location.optionsGroups as Record<string, unknown>[]) ?? []));
    ingredients.push(...((location.ingredients as Record<string, unknown>[]) ?? []));
    for (const menu of (location.menus as { id: string }[]) ?? []) {
      const view = await admin(`/api/menu/be/get/${menu.id}`);
      views.menus[menu.id] = view;
      const walk = (categories: Record<string, unknown>[]) => {
        for (const category of categories) {
          categoryIds.push({ id: category.id as string, menuId: menu.id });
          for (const item of (category.menuItems as { id: string }[]) ?? [])
            views.items[item.id] = { id: item.id };
          walk((category.subCategories as Record<string, unknown>[]) ?? []);
        }
      };
      walk((view.menuCategories as Record<string, unknown>[]) ?? []);
    }
  }
  for (const itemId of Object.keys(views.items))
    views.items[itemId] = await admin(`/api/menuitem/get/${itemId}`);

  const managerResponse = stack.request('/api/user/be/invite', {
    method: 'POST',
    headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      email: 'fuzz-manager@hotel.test',
      name: 'Fuzz Manager',
      role: 'manager',
      locationIds: [DEMO_IDS.location.hotel],
    }),
  });
  const manager = await json<BackOfficeUser>(managerResponse);

  const guest = new Guest(stack);
  const unpaid = await guest.order({ idempotencyKey: '5eed0f00-0000-4000-8000-000000000001' });
  const paid = await guest.order({ idempotencyKey: '5eed0f00-0000-4000-8000-000000000002' });
  const paidLinks = await pay(stack, guest, paid);
  const accepted = await guest.order({ idempotencyKey: '5eed0f00-0000-4000-8000-000000000003' });
  const acceptedLinks = await pay(stack, guest, accepted);
  const first = acceptedLinks[0] as StaffLink;
  const acceptResponse = await stack.request('/api/order/accept', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...first, expectedDeliveryTimeMinutes: 15 }),
  });
  expect(acceptResponse.status, await acceptResponse.text()).toBe(200);

  return {
    hotelId: DEMO_IDS.location.hotel,
    locationIds,
    menuIds: Object.keys(views.menus),
    categoryIds,
    itemIds: Object.keys(views.items),
    optionsGroups,
    ingredients,
    views,
    unpaid: await guest.get(unpaid.id),
    paid: await guest.get(paid.id),
    paidLinks,
    accepted: await guest.get(accepted.id),
    acceptedLinks,
    paymentUrls: Object.fromEntries(
      [unpaid, paid, accepted].map((each) => [each.id, each.paymentUrl]),
    ),
    guestCookie: guest.cookieHeader ?? '',
    manager,
  };
}
