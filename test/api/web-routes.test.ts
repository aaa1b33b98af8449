// @vitest-environment jsdom
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { findRoute } from '@inroom/functions/http';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { api } from '../../web/src/app/api';
import { makeStore } from '../../web/src/app/store';

// Proves the web's RTK Query endpoints and the route table agree: every endpoint any feature
// injects is called with sample arguments, and the request it makes must match a route.

/** The orders board's history filter: a location and a range of its days. */
const HISTORY_FILTER = {
  locationId: '5eed0001-0000-4000-8000-000000000001',
  from: '2026-11-01',
  to: '2026-11-25',
};

/** Sample arguments per endpoint. A new endpoint without one fails the test below: add it here. */
const SAMPLE_ARGS: Record<string, unknown> = {
  getLocations: undefined,
  getGuestLocation: { id: '5eed0001-0000-4000-8000-000000000001', language: 'da-DK' },
  translateBasket: { languageId: 'da', basket: {} },
  getAdminLocation: '5eed0001-0000-4000-8000-000000000001',
  getNewLocation: undefined,
  getCountries: undefined,
  createLocation: {},
  updateLocation: {},
  createImageUpload: { contentType: 'image/webp', contentLength: 1000 },
  getCurrentUser: undefined,
  getLocationsForBackOffice: undefined,
  getUsers: undefined,
  inviteUser: { email: 'manager@example.com', name: 'Manager', role: 'manager', locationIds: [] },
  updateUserAccess: { id: 'user-1', role: 'owner', locationIds: [] },
  disableUser: { id: 'user-1' },
  enableUser: { id: 'user-1' },
  getNewContact: undefined,
  getMenus: '5eed0001-0000-4000-8000-000000000001',
  getNewMenu: undefined,
  createMenu: { locationId: '5eed0001-0000-4000-8000-000000000001' },
  updateMenu: {
    id: '5eed0006-0000-4000-8000-000000000001',
    locationId: '5eed0001-0000-4000-8000-000000000001',
  },
  updateMenuRange: { locationId: '5eed0001-0000-4000-8000-000000000001', menus: [] },
  deleteMenu: {
    id: '5eed0006-0000-4000-8000-000000000001',
    locationId: '5eed0001-0000-4000-8000-000000000001',
  },
  getAdminMenu: { menuId: '5eed0006-0000-4000-8000-000000000001', languageId: 'da' },
  addMenuLanguage: { menuId: '5eed0006-0000-4000-8000-000000000001', languageId: 'de' },
  deleteMenuCategory: {
    id: '5eed0006-0000-4000-8000-000000000001',
    menuId: '5eed0006-0000-4000-8000-000000000001',
  },
  getLanguages: undefined,
  getMenuItem: { id: '5eed0006-0000-4000-8000-000000000001', languageId: 'en' },
  getNewMenuItem: undefined,
  createMenuItem: { menuId: '5eed0006-0000-4000-8000-000000000001' },
  updateMenuItem: { menuId: '5eed0006-0000-4000-8000-000000000001' },
  deleteMenuItem: {
    id: '5eed0006-0000-4000-8000-000000000001',
    menuId: '5eed0006-0000-4000-8000-000000000001',
  },
  getNewOptionsGroup: undefined,
  createOptionsGroup: { locationId: '5eed0001-0000-4000-8000-000000000001' },
  updateOptionsGroup: { locationId: '5eed0001-0000-4000-8000-000000000001' },
  deleteOptionsGroup: {
    id: '5eed0006-0000-4000-8000-000000000001',
    locationId: '5eed0001-0000-4000-8000-000000000001',
  },
  createIngredient: { locationId: '5eed0001-0000-4000-8000-000000000001' },
  updateIngredient: { locationId: '5eed0001-0000-4000-8000-000000000001' },
  createOrder: {},
  payOrder: '5eed0009-0000-4000-8000-000000000001',
  confirmPayment: '5eed0009-0000-4000-8000-000000000001',
  getOrder: '5eed0009-0000-4000-8000-000000000001',
  getOrders: { id: '5eed0009-0000-4000-8000-000000000001' },
  getActiveOrders: undefined,
  getStaffContact: {
    id: '5eed0009-0000-4000-8000-000000000001',
    phoneNumber: '4512345678',
    token: 'token',
  },
  acceptOrder: {
    id: '5eed0009-0000-4000-8000-000000000001',
    phoneNumber: '4512345678',
    token: 'token',
    expectedDeliveryTimeMinutes: 15,
  },
  declineOrder: {
    id: '5eed0009-0000-4000-8000-000000000001',
    phoneNumber: '4512345678',
    token: 't',
  },
  completeOrder: {
    id: '5eed0009-0000-4000-8000-000000000001',
    phoneNumber: '4512345678',
    token: 't',
  },
  getBoard: '5eed0001-0000-4000-8000-000000000001',
  getBoardOrder: '5eed0009-0000-4000-8000-000000000001',
  acceptBoardOrder: {
    orderId: '5eed0009-0000-4000-8000-000000000001',
    expectedDeliveryTimeMinutes: 15,
  },
  declineBoardOrder: { orderId: '5eed0009-0000-4000-8000-000000000001' },
  completeBoardOrder: { orderId: '5eed0009-0000-4000-8000-000000000001' },
  getOrderHistory: HISTORY_FILTER,
  getOrderTotals: HISTORY_FILTER,
  exportOrders: HISTORY_FILTER,
};

/** Further calls of an endpoint whose other arguments take another route. */
const MORE_SAMPLE_ARGS: [string, unknown][] = [
  // A staff contact's list: the phone number of their link adds a path segment.
  [
    'getOrders',
    { id: '5eed0009-0000-4000-8000-000000000001', phoneNumber: '4512345678', token: 't' },
  ],
];

const requests: { method: string; path: string }[] = [];

beforeAll(async () => {
  const featuresDir = join(import.meta.dirname, '..', '..', 'web', 'src', 'features');
  const apiFiles = readdirSync(featuresDir, { recursive: true, encoding: 'utf8' }).filter((file) =>
    /(^|\/)api\.ts$/.test(file),
  );
  expect(apiFiles.length).toBeGreaterThan(0);
  for (const file of apiFiles) await import(join(featuresDir, file));
  vi.stubGlobal('fetch', async (input: Request) => {
    const url = new URL(input.url);
    requests.push({ method: input.method, path: url.pathname });
    return new Response('[]', { status: 200, headers: { 'content-type': 'application/json' } });
  });
});
afterAll(() => {
  vi.unstubAllGlobals();
});

describe('web endpoints and the route table', () => {
  it('has sample arguments for every endpoint the web injects', () => {
    expect(Object.keys(api.endpoints).sort()).toEqual(Object.keys(SAMPLE_ARGS).sort());
  });

  it('sends every endpoint to a route of the table with its method', async () => {
    type Store = ReturnType<typeof makeStore>;
    type Endpoint = { initiate: (args: unknown) => Parameters<Store['dispatch']>[0] };
    for (const [name, args] of [...Object.entries(SAMPLE_ARGS), ...MORE_SAMPLE_ARGS]) {
      // A store per endpoint: a mutation's invalidated tags must not refetch another's data here.
      const store = makeStore();
      const endpoint = (api.endpoints as unknown as Record<string, Endpoint>)[name];
      expect(endpoint, name).toBeDefined();
      requests.length = 0;
      const result = store.dispatch(endpoint!.initiate(args)) as unknown as PromiseLike<unknown>;
      await result;
      expect(requests, name).toHaveLength(1);
      const { method, path } = requests[0]!;
      expect(findRoute(method, path), `${name}: ${method} ${path}`).toBeDefined();
    }
  });
});
