import { randomUUID } from 'node:crypto';
import { allHandlers, resolvedRoutes, type ResolvedRoute } from '@inroom/functions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_IDS } from '../../infra/local/seed/demo-data';
import { adminClient, expectError, expectOk, type ApiClient } from '../support/api';
import { projectedSeeds } from '../support/fuzz/cases';
import { seedsFor, type RequestInput } from '../support/fuzz/seeds';
import { buildWorld, type World } from '../support/fuzz/world';
import { startTestStack, type TestStack } from '../support/stack';
import { managerOf, type TestUser } from '../support/users';

// Who may call each admin route by role (issue 18), generated from the route table: the owner and
// a manager of the location a request is about are let in, a manager of another location gets 403,
// a disabled user 401. The requests are the fuzz test's known-valid ones (support/fuzz/seeds.ts),
// whose first is always about the hotel; records reached through a body are checked too. A new
// admin route joins by being in the table: it is location-scoped unless listed below.

/** Routes about no location's content: anyone signed in and not disabled. */
const FOR_EVERY_USER = new Set([
  'user.getCurrent',
  'location.getAllForAdmin',
  'location.getNew',
  'locationChildLocation.getNew',
  'locationContact.getNew',
  'menu.getNew',
  'menuCategory.getNew',
  'menuItem.getNew',
  'option.getNew',
  'optionsGroup.getNew',
  'optionsGroupMenuItem.getNew',
  'locationIngredient.getNew',
  'locationIngredientMenuItem.getNew',
  // A fresh random key, which becomes a location's only when a (scoped) save uses it.
  'image.createUpload',
]);
/** Adding locations and everything about users. */
const FOR_OWNERS = new Set([
  'location.create',
  'user.getAll',
  'user.invite',
  'user.updateAccess',
  'user.disable',
  'user.enable',
]);
/** Run last, so the records of the other routes are still there when they are asked about. */
const REMOVING = new Set([
  'menu.delete',
  'menuItem.delete',
  'menuCategory.delete',
  'optionsGroup.delete',
]);

const { hotel, deli } = DEMO_IDS.location;
const adminRoutes = resolvedRoutes.filter((route) => route.access === 'admin');

let stack: TestStack;
let world: World;
let owner: ApiClient;
let hotelManager: TestUser;
let otherManager: TestUser;
let disabled: TestUser;
/** A user the owner's calls to the users routes change. */
let spare: TestUser;

beforeAll(async () => {
  stack = await startTestStack({ rateLimit: false, sweepIntervalSeconds: 3600 });
  world = await buildWorld(stack, await stack.adminToken());
  owner = adminClient(stack);
  [hotelManager, otherManager, disabled, spare] = await Promise.all([
    managerOf(stack, hotel),
    managerOf(stack, deli),
    managerOf(stack, hotel),
    managerOf(stack, deli),
  ]);
  await disabled.token();
  await expectOk(owner.post('/api/user/be/disable', { id: disabled.id }));
}, 60_000);

afterAll(async () => {
  await stack?.close();
});

/** The request of a route about the hotel: its first known-valid one, or one of the users routes. */
function requestOf(route: ResolvedRoute): RequestInput {
  const users: Record<string, unknown> = {
    'user.invite': {
      email: `matrix-${randomUUID().slice(0, 8)}@hotel.test`,
      name: 'Matrix',
      role: 'manager',
      locationIds: [hotel],
    },
    'user.updateAccess': { id: spare.id, role: 'manager', locationIds: [hotel, deli] },
    'user.disable': { id: spare.id },
    'user.enable': { id: spare.id },
  };
  if (route.handler in users) return { params: {}, query: {}, body: users[route.handler] };
  const [first] = projectedSeeds({
    route,
    schemas: allHandlers[route.handler]?.schemas,
    seeds: seedsFor(route.handler, world, route.parameterNames),
    ids: [],
  });
  return first ?? { params: {}, query: {} };
}

function send(client: ApiClient, route: ResolvedRoute, input: RequestInput) {
  const path = route.concretePath.replace(/\{(\w+)\}/g, (_match, name: string) =>
    encodeURIComponent(String(input.params[name])),
  );
  const query = new URLSearchParams(input.query as Record<string, string>).toString();
  return client.request(route.method, query ? `${path}?${query}` : path, input.body);
}

const expectAllowed = async (client: ApiClient, route: ResolvedRoute, who: string) => {
  const response = await send(client, route, requestOf(route));
  const answer = await response.text();
  expect([401, 403], `${route.routeKey} for ${who}: ${answer}`).not.toContain(response.status);
  expect(response.status, `${route.routeKey} for ${who}: ${answer}`).toBeLessThan(500);
};

const keyed = (routes: ResolvedRoute[]) => routes.map((route) => [route.routeKey, route] as const);

describe('the matrix', () => {
  it('knows every listed route', () => {
    const handlers = new Set(adminRoutes.map((route) => route.handler));
    for (const listed of [...FOR_EVERY_USER, ...FOR_OWNERS, ...REMOVING])
      expect(handlers, listed).toContain(listed);
    expect(adminRoutes.length).toBeGreaterThan(40);
  });
});

describe('refused', () => {
  it.each(keyed(adminRoutes))(
    '%s: 401 for a disabled user; 403 for a manager where it is not theirs',
    async (_key, route) => {
      const input = requestOf(route);
      const refusal = await expectError(send(disabled.client, route, input), 401);
      expect(refusal.message).toBe('This account is disabled');
      if (FOR_EVERY_USER.has(route.handler)) return;
      const managers = FOR_OWNERS.has(route.handler)
        ? [otherManager, hotelManager]
        : [otherManager];
      for (const manager of managers) {
        const refused = await expectError(send(manager.client, route, input), 403);
        expect(refused.message).toBe(
          FOR_OWNERS.has(route.handler)
            ? 'Only an owner can do this'
            : 'You do not have access to this location',
        );
      }
    },
  );
});

/** A record as the API shows it, cut down to what the handler's body schema takes. */
function projectedBody(handler: string, body: unknown): unknown {
  const route = adminRoutes.find((each) => each.handler === handler)!;
  const [seed] = projectedSeeds({
    route,
    schemas: allHandlers[handler]?.schemas,
    seeds: [{ params: {}, query: {}, body }],
    ids: [],
  });
  return seed?.body;
}

describe('ids reached through a body', () => {
  const ofLocation = <T extends { locationId?: unknown }>(list: T[], id: string) =>
    list.filter((each) => each.locationId === id);

  it("refuse another location's records named beside one's own", async () => {
    const ownMenu = Object.values(world.views.menus).find((menu) => menu.locationId === deli)!;
    const hotelMenu = Object.values(world.views.menus).find((menu) => menu.locationId === hotel)!;
    const [hotelGroup] = ofLocation(world.optionsGroups, hotel);
    // The deli's groups are its items' own; a reusable one of its own is made here.
    const EMPTY = '00000000-0000-0000-0000-000000000000';
    const ownGroup = await expectOk<Record<string, unknown>>(
      owner.post('/api/optionsgroup/create', {
        ...(projectedBody('optionsGroup.create', hotelGroup) as Record<string, unknown>),
        id: EMPTY,
        locationId: deli,
        options: (hotelGroup!.options as Record<string, unknown>[]).map((option) => ({
          ...option,
          id: EMPTY,
        })),
      }),
    );
    const [ownIngredient] = ofLocation(world.ingredients, deli);
    const [hotelIngredient] = ofLocation(world.ingredients, hotel);
    const hotelItem = Object.values(world.views.items).find(
      (item) => item.menuId === hotelMenu.id,
    )!;
    const attempts: [string, unknown][] = [
      // Its own location's id, with a hotel record's.
      ['menu.update', { ...hotelMenu, locationId: deli }],
      ['menu.update', { ...ownMenu, id: hotelMenu.id }],
      [
        'menu.updateRange',
        [
          { id: ownMenu.id, sortOrder: 1 },
          { id: hotelMenu.id, sortOrder: 2 },
        ],
      ],
      [
        'menuCategory.delete',
        {
          id: world.categoryIds.find((each) => each.menuId === hotelMenu.id)!.id,
          menuId: hotelMenu.id,
        },
      ],
      ['menuItem.update', { ...hotelItem, menuId: ownMenu.id }],
      ['menuItem.create', { ...hotelItem, menuId: hotelMenu.id }],
      ['optionsGroup.update', { ...hotelGroup, locationId: deli }],
      ['optionsGroup.update', { ...ownGroup, locationId: hotel }],
      ['locationIngredient.update', { ...hotelIngredient, locationId: deli }],
      ['locationIngredient.create', { ...ownIngredient, id: EMPTY, locationId: hotel }],
    ];
    for (const [handler, body] of attempts) {
      const route = adminRoutes.find((each) => each.handler === handler)!;
      const input = { params: {}, query: {}, body: projectedBody(handler, body) };
      const refused = await expectError(send(otherManager.client, route, input), 403);
      expect(refused.message, handler).toBe('You do not have access to this location');
    }
  });

  it("let a hotel's manager read the restaurant orders delivered to it, not answer them", async () => {
    // The world's orders are the hotel's own; a deli order for the hotel is read by both managers.
    const board = await expectOk<{ orders: { id: string; locationId: string }[] }>(
      hotelManager.client.get(`/api/order/be/board/${hotel}`),
    );
    expect(board.orders.length).toBeGreaterThan(0);
    await expectError(otherManager.client.get(`/api/order/be/board/${hotel}`), 403);
    await expectError(otherManager.client.get(`/api/order/be/get/${world.paid.id}`), 403);
    await expectOk(hotelManager.client.get(`/api/order/be/get/${world.paid.id}`));
  });
});

describe('allowed', () => {
  const ordered = [
    ...adminRoutes.filter((route) => !REMOVING.has(route.handler)),
    ...adminRoutes.filter((route) => REMOVING.has(route.handler)),
  ];
  it.each(keyed(ordered))(
    '%s: for the owner and, where it is theirs, the manager',
    async (_key, route) => {
      if (!FOR_OWNERS.has(route.handler))
        await expectAllowed(hotelManager.client, route, 'the hotel manager');
      if (FOR_EVERY_USER.has(route.handler))
        await expectAllowed(otherManager.client, route, 'another manager');
      await expectAllowed(owner, route, 'the owner');
    },
  );
});
