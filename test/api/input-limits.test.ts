import { resolvedRoutes, type ResolvedRoute } from '@inroom/functions/routes';
import { EMPTY_GUID, type MenuView } from '@inroom/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_IDS } from '../../infra/local/seed/demo-data';
import { categoryBody, menuBody as lunchMenu } from '../support/menus';
import {
  adminClient,
  expectError,
  expectFields,
  expectOk,
  guestClient,
  UNKNOWN_ID,
  useTestStack,
  type ApiClient,
} from '../support/api';

// What no request may do, however it is shaped (security issue 13): nest a body deeply enough to
// overflow a parser, store a category tree deeper than the spec's two levels, make one request
// write thousands of records, or pass a path id that names nothing off as a bad request.

const stack = useTestStack();
const admin = adminClient(stack);
const guest = guestClient(stack);

const TOO_DEEP_BODY = 'The request body is nested too deeply (at most 20 levels)';
const TOO_DEEP_TREE = 'Subcategories cannot have subcategories (at most 2 levels)';
/** Generous for a refusal that reads nothing; the review measured 6.7 s for 5,600 categories. */
const QUICK_MS = 2000;

const menuBody = (changes: Record<string, unknown> = {}) =>
  lunchMenu(DEMO_IDS.location.hotel, { name: 'Limits', isActive: false, ...changes });
const category = categoryBody;

/** A category with `depth` levels of subcategories below it, each the only one of its parent. */
function nestedCategory(depth: number) {
  let node = category('Deepest');
  for (let level = 0; level < depth; level += 1) {
    node = category(`Level ${depth - level}`, { subCategories: [node] });
  }
  return node;
}

let menu: MenuView;

/** The menu as stored, without what is computed for the moment of reading. */
async function storedMenu() {
  const view = await expectOk<MenuView>(admin.get(`/api/menu/be/get/${menu.id}`));
  const { isAvailable: _isAvailable, nextAvailable: _nextAvailable, ...stored } = view;
  return stored;
}

/** Sends menu/update with `menuCategories`; the answer and how long it took. */
async function updateTree(menuCategories: unknown) {
  const started = performance.now();
  const response = await admin.post(
    '/api/menu/update',
    menuBody({ id: menu.id, sortOrder: menu.sortOrder, menuCategories }),
  );
  return { response, ms: performance.now() - started };
}

beforeAll(async () => {
  menu = await expectOk<MenuView>(
    admin.post(
      '/api/menu/create',
      menuBody({ menuCategories: [category('Food', { subCategories: [category('Starters')] })] }),
    ),
  );
});

describe('POST /api/menu/update category trees', () => {
  it.each([1_000, 100])(
    'refuses a tree %i deep with a 400 naming the limit, quickly, and stores nothing',
    async (depth) => {
      const before = await storedMenu();
      const { response, ms } = await updateTree([nestedCategory(depth)]);
      expect(await expectError(response, 400)).toEqual({
        code: 'bad_request',
        message: TOO_DEEP_BODY,
      });
      expect(ms).toBeLessThan(QUICK_MS);
      expect(await storedMenu()).toEqual(before);
    },
  );

  it('refuses a third level at the subcategory that holds it', async () => {
    const before = await storedMenu();
    const { response } = await updateTree([nestedCategory(2)]);
    expect(await expectFields(response)).toEqual({
      'menuCategories.0.subCategories.0.subCategories': TOO_DEEP_TREE,
    });
    expect(await storedMenu()).toEqual(before);
  });

  it('saves two levels', async () => {
    const tree = [category('Two levels', { subCategories: [category('Second')] })];
    const saved = await expectOk<MenuView>((await updateTree(tree)).response);
    const added = saved.menuCategories.find((each) => each.translations[0]?.name === 'Two levels');
    expect(added?.subCategories.map((each) => each.translations[0]?.name)).toEqual(['Second']);
    expect(added?.subCategories[0]?.subCategories).toEqual([]);
  });

  it.each([
    ['201 categories', Array.from({ length: 201 }, (_, index) => category(`C${index}`))],
    ['5,600 categories', Array.from({ length: 5_600 }, (_, index) => category(`C${index}`))],
    [
      '2 categories with 100 subcategories each',
      [0, 1].map((index) =>
        category(`C${index}`, {
          subCategories: Array.from({ length: 100 }, (_, sub) => category(`S${sub}`)),
        }),
      ),
    ],
  ])('refuses %s with a 400 naming the limit, and stores nothing', async (_case, tree) => {
    const before = await storedMenu();
    const { response, ms } = await updateTree(tree);
    expect(await expectFields(response)).toEqual({
      menuCategories: 'At most 200 categories in a menu, subcategories included',
    });
    expect(ms).toBeLessThan(QUICK_MS);
    expect(await storedMenu()).toEqual(before);
  });

  it('refuses to grow the menu past 200 categories over several requests', async () => {
    const before = await storedMenu();
    const stored = before.menuCategories.reduce(
      (count, each) => count + 1 + each.subCategories.length,
      0,
    );
    expect(stored).toBeGreaterThan(0);
    // Within the limit for this request alone; over it with the categories the tree leaves out.
    const tree = Array.from({ length: 201 - stored }, (_, index) => category(`More ${index}`));
    const { response } = await updateTree(tree);
    expect(await expectFields(response)).toEqual({
      menuCategories: 'At most 200 categories in a menu, subcategories included',
    });
    expect(await storedMenu()).toEqual(before);
  });

  it('refuses more than 2000 item placements in one request', async () => {
    const before = await storedMenu();
    const placements = Array.from({ length: 401 }, (_, index) => ({
      id: UNKNOWN_ID,
      sortOrder: index,
    }));
    const tree = Array.from({ length: 5 }, (_, index) =>
      category(`C${index}`, { menuItems: placements }),
    );
    const { response } = await updateTree(tree);
    expect(await expectFields(response)).toEqual({
      menuCategories: 'At most 2000 items in a menu',
    });
    expect(await storedMenu()).toEqual(before);
  });
});

describe('any body', () => {
  const deepArrays = '['.repeat(100_000) + ']'.repeat(100_000);

  it.each([
    ['an admin route', '/api/menu/update', true],
    ['a public route', '/api/order/create', false],
  ])('nested 100,000 deep is a 400 on %s, not a 500', async (_case, path, signedIn) => {
    const response = await stack.request(path, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(signedIn ? { authorization: `Bearer ${await stack.adminToken()}` } : {}),
      },
      body: deepArrays,
    });
    expect(await expectError(response, 400)).toEqual({
      code: 'bad_request',
      message: TOO_DEEP_BODY,
    });
  });

  it('of 1.1 MB is a 413 that closes its connection, and the next request is answered', async () => {
    const huge = { ...menuBody({ id: menu.id }), name: 'x'.repeat(1.1 * 1024 * 1024) };
    for (let round = 0; round < 5; round += 1) {
      const refused = await admin.post('/api/menu/update', huge);
      // The rest of the upload is never read: the connection must not be pooled for the next one.
      expect(refused.headers.get('connection')).toBe('close');
      expect(await expectError(refused, 413)).toEqual({
        code: 'payload_too_large',
        message: 'Request body too large',
      });
      expect((await admin.get(`/api/menu/be/get/${menu.id}`)).status).toBe(200);
    }
  });
});

/** An id in a path that names nothing: not a UUID, not a language id, longer than any tag. */
const NOT_AN_ID = 'not-an-id-'.repeat(4);

/** The 404 each kind of record answers when unknown, by the path parameter that names it. */
function expectedMessage(route: ResolvedRoute, parameter: string): string {
  const resource = route.concretePath.split('/')[2];
  const kind = parameter === 'id' ? resource : parameter;
  const messages: Record<string, string> = {
    location: 'Location not found',
    menu: 'Menu not found',
    locationId: 'Location not found',
    menuId: 'Menu not found',
    menuitem: 'Menu item not found',
    optionsgroup: 'Options group not found',
    orderId: 'No order was found',
    languageId: 'Language not found',
  };
  return messages[kind ?? ''] ?? `no message for ${route.routeKey} {${parameter}}`;
}

/** Path parameters that name a record; the staff link's phone and the browser tag do not. */
const isId = (name: string) => name === 'id' || name.endsWith('Id');

/** The route's path with `parameter` set to `value` and every other parameter valid. */
function pathWith(route: ResolvedRoute, parameter: string, value: string): string {
  const path = route.parameterNames.reduce((built, name) => {
    const filler =
      name === parameter
        ? value
        : name === 'languageId' || name === 'browserLanguage'
          ? 'en'
          : name === 'phoneNumber'
            ? '4520112233'
            : UNKNOWN_ID;
    return built.replace(`{${name}}`, encodeURIComponent(filler));
  }, route.concretePath);
  return route.access === 'staff' ? `${path}?t=forged` : path;
}

const clientFor = (route: ResolvedRoute): ApiClient => (route.access === 'admin' ? admin : guest);

const pathIdCases = resolvedRoutes.flatMap((route) =>
  route.parameterNames.filter(isId).map((parameter) => [route.routeKey, parameter, route] as const),
);

describe('path ids that cannot name a record', () => {
  it('are in many routes of the table', () => {
    expect(pathIdCases.length).toBeGreaterThanOrEqual(20);
  });

  it.each(pathIdCases)(
    '%s {%s} is the 404 of an unknown record',
    async (_key, parameter, route) => {
      const answer = await clientFor(route).call(
        route.method,
        pathWith(route, parameter, NOT_AN_ID),
        route.method === 'GET' ? undefined : {},
      );
      expect(answer).toEqual({
        status: 404,
        body: { error: { code: 'not_found', message: expectedMessage(route, parameter) } },
      });
    },
  );

  it.each([
    ['GET', '/api/location/get/not-a-uuid/en', '/api/location/get/{id}/en'],
    ['GET', '/api/menu/get/xyz', '/api/menu/get/{id}'],
    ['GET', '/api/order/get/abc', '/api/order/get/{id}'],
    ['POST', '/api/payment/confirm/abc', '/api/payment/confirm/{id}'],
    ['GET', `/api/menuitem/get/${EMPTY_GUID}`, '/api/menuitem/get/{id}'],
    ['DELETE', '/api/menu/delete/abc', '/api/menu/delete/{id}'],
    ['DELETE', '/api/optionsgroup/delete/abc', '/api/optionsgroup/delete/{id}'],
  ])('%s %s answers as an unknown id does', async (method, path, unknownPath) => {
    const malformed = await admin.call(method, path);
    expect(malformed.status).toBe(404);
    expect(malformed).toEqual(await admin.call(method, unknownPath.replace('{id}', UNKNOWN_ID)));
  });

  it('keep a 400 for what is not a path id: a query, a body, a staff phone number', async () => {
    expect(await expectFields(admin.get('/api/menu/getall?locationId=nope'))).toEqual({
      locationId: 'Expected an id (a UUID)',
    });
    expect(
      await expectFields(admin.del('/api/menucategory/delete', { id: 'nope', menuId: menu.id })),
    ).toEqual({ id: 'Expected an id (a UUID)' });
    expect(
      await expectFields(guest.get(`/api/order/getall/${UNKNOWN_ID}/not-a-phone?t=forged`)),
    ).toEqual({ phoneNumber: 'Expected a phone number' });
  });
});
