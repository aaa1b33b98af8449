import { createPublicKey } from 'node:crypto';
import { resolvedRoutes, type ResolvedRoute } from '@inroom/functions/routes';
import type { Order } from '@inroom/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_IDS } from '../../infra/local/seed/demo-data';
import { expectOk, useTestStack } from '../support/api';
import {
  checkout,
  demoBasketOnly,
  endedHoursAgo,
  Guest,
  HOTEL_RECEPTION,
  paidOrderWithLinks,
  staffCaller,
  staffPost,
  type StaffCaller,
} from '../support/orders';
import {
  claimsOf,
  nowSeconds,
  publishedCognitoKey,
  signHs256WithPublicKey,
  signRs256,
  stackSigningKey,
  unsigned,
} from '../support/tokens';

// Who may call what, generated from the route table: every admin route with every kind of bad
// token, every staff route with every kind of wrong link, the guest's own-orders routes with another
// guest's cookie, and every public route anonymously. A new route joins the matrix by being in the
// table. (Throttling has its own test; this file makes hundreds of calls in a second.)

const stack = useTestStack({ rateLimit: false });

const SOME_ID = '4b1c8a52-2f7e-4b8e-9a43-0d5b7f1a2c3d';
const DELI_COUNTER = '4540778899';
const byAccess = (access: ResolvedRoute['access']) =>
  resolvedRoutes.filter((route) => route.access === access);

/** A request to a route, its path parameters filled in; a JSON body for anything but GET. */
function call(route: ResolvedRoute, init: { headers?: Record<string, string>; body?: unknown }) {
  const path = route.concretePath
    .replace(/\{languageId\}/g, 'en')
    .replace(/\{browserLanguage\}/g, 'en')
    .replace(/\{[A-Za-z]+\}/g, SOME_ID);
  return stack.request(path, {
    method: route.method,
    headers: { 'content-type': 'application/json', ...init.headers },
    ...(route.method === 'GET' ? {} : { body: JSON.stringify(init.body ?? {}) }),
  });
}

describe('admin routes', () => {
  const adminRoutes = byAccess('admin');
  /** Each kind of bad token, made from a real one once the stack is up. */
  const badTokens = new Map<string, string | undefined>();

  beforeAll(async () => {
    const real = claimsOf(await stack.adminToken());
    const fresh: Record<string, unknown> = { ...real, iat: nowSeconds(), exp: nowSeconds() + 3600 };
    const key = stackSigningKey(stack);
    const publicPem = createPublicKey(key.pem).export({ format: 'pem', type: 'spki' }).toString();
    const signed = (claims: Record<string, unknown>) => signRs256(claims, key.pem);
    // The minting itself works: the same claims, signed the same way, are let in.
    const genuine = await stack.request('/api/user/getcurrent', {
      headers: { authorization: `Bearer ${signed(fresh)}` },
    });
    expect(genuine.status).toBe(200);

    const good = signed(fresh);
    const [header, , signature] = good.split('.');
    badTokens
      .set('no token', undefined)
      .set('not a JWT', 'Bearer not-a-jwt')
      .set('Basic credentials', 'Basic YWRtaW46SW5yb29tLWFkbWluLTIwMjY=')
      .set(
        'expired',
        `Bearer ${signed({ ...fresh, iat: nowSeconds() - 7200, exp: nowSeconds() - 60 })}`,
      )
      .set('alg none', `Bearer ${unsigned(fresh)}`)
      .set('HS256 with the public key', `Bearer ${signHs256WithPublicKey(fresh, publicPem)}`)
      .set('another app client', `Bearer ${signed({ ...fresh, client_id: 'another-client' })}`)
      .set('an ID token', `Bearer ${signed({ ...fresh, token_use: 'id', aud: fresh.client_id })}`)
      .set('another issuer', `Bearer ${signed({ ...fresh, iss: `${String(fresh.iss)}x` })}`)
      .set('the published key', `Bearer ${signRs256(fresh, publishedCognitoKey().pem)}`)
      .set(
        'a changed claim',
        `Bearer ${header}.${Buffer.from(JSON.stringify({ ...fresh, sub: 'someone-else' })).toString('base64url')}.${signature}`,
      );
  });

  it('are most of the table', () => {
    expect(adminRoutes.length).toBeGreaterThan(30);
  });

  it.each(adminRoutes.map((route) => [route.routeKey, route] as const))(
    '%s: 401 for every bad token, never 401 or 403 for the admin',
    async (_key, route) => {
      expect(badTokens.size).toBe(11);
      for (const [kind, authorization] of badTokens) {
        const response = await call(route, {
          headers: authorization ? { authorization } : {},
        });
        expect(response.status, `${route.routeKey} with ${kind}`).toBe(401);
        expect(await response.json()).toMatchObject({ error: { code: 'unauthorized' } });
      }
      const admin = await call(route, {
        headers: { authorization: `Bearer ${await stack.adminToken()}` },
      });
      expect([401, 403], route.routeKey).not.toContain(admin.status);
      expect(admin.status, route.routeKey).toBeLessThan(500);
    },
  );
});

describe('staff routes', () => {
  const staffRoutes = byAccess('staff');
  interface Links {
    hotel: StaffCaller;
    deli: StaffCaller;
    /** A link whose order was completed a day and an hour ago. */
    stale: StaffCaller;
  }
  let links: Promise<Links> | undefined;

  /** A staff route called with a link's order, phone and token (in the query or the body). */
  function staffCall(route: ResolvedRoute, caller: Partial<StaffCaller>) {
    if (route.method === 'GET') {
      const path = route.concretePath
        .replace('{orderId}', caller.id ?? SOME_ID)
        .replace('{phoneNumber}', caller.phoneNumber ?? HOTEL_RECEPTION);
      return stack.request(caller.token === undefined ? path : `${path}?t=${caller.token}`);
    }
    const accept = route.concretePath.endsWith('/accept');
    return staffPost(stack, route.concretePath, {
      ...caller,
      ...(accept ? { expectedDeliveryTimeMinutes: 15 } : {}),
    });
  }

  /** Made by the first test that needs them: paying polls, which only a test may do. */
  async function placeOrders(): Promise<Links> {
    const hotel = staffCaller((await paidOrderWithLinks(stack)).links.get(HOTEL_RECEPTION)!);
    const deliOrder = await paidOrderWithLinks(
      stack,
      {
        locationId: DEMO_IDS.location.deli,
        parentLocationId: DEMO_IDS.location.hotel,
        items: [
          {
            ...demoBasketOnly().items[0]!,
            menuItemId: DEMO_IDS.item.cinnamonSwirl,
            options: [],
          },
        ],
      },
      [DELI_COUNTER],
    );
    const deli = staffCaller(deliOrder.links.get(DELI_COUNTER)!);
    const stale = staffCaller((await paidOrderWithLinks(stack)).links.get(HOTEL_RECEPTION)!);
    await expectOk(
      staffPost(stack, '/api/order/accept', { ...stale, expectedDeliveryTimeMinutes: 5 }),
    );
    await expectOk(staffPost(stack, '/api/order/complete', stale));
    await endedHoursAgo(stack, stale.id, 25);
    return { hotel, deli, stale };
  }

  it('are the order link calls', () => {
    expect(staffRoutes.map((route) => route.routeKey).sort()).toEqual(
      [
        'GET /api/order/getall/{orderId}/{phoneNumber}',
        'GET /api/locationcontact/get/{orderId}/{phoneNumber}',
        'POST /api/order/accept',
        'POST /api/order/decline',
        'POST /api/order/complete',
      ].sort(),
    );
  });

  it.each(staffRoutes.map((route) => [route.routeKey, route] as const))(
    '%s: refused without a link, with a stale one, or another order or location’s; served with its own',
    async (_key, route) => {
      const { hotel, deli, stale } = await (links ??= placeOrders());
      const refusals: [string, Partial<StaffCaller>, number][] = [
        ['no token', { id: hotel.id, phoneNumber: hotel.phoneNumber }, 400],
        ['a forged token', { ...hotel, token: 'forged' }, 403],
        ['a stale link', stale, 403],
        ["another location's link on this order", { ...deli, id: hotel.id }, 403],
        ["this link on another location's order", { ...hotel, id: deli.id }, 403],
        ["another order's token", { ...hotel, token: stale.token }, 403],
        ["another contact's phone", { ...hotel, phoneNumber: DELI_COUNTER }, 403],
      ];
      for (const [kind, caller, status] of refusals) {
        const response = await staffCall(route, caller);
        expect(response.status, `${route.routeKey} with ${kind}`).toBe(status);
      }
      const expired = await (await staffCall(route, stale)).json();
      expect(expired).toMatchObject({ error: { message: 'This order link has expired' } });
      // Its own link is let in: 200, or 409 when the order's status no longer allows the action.
      const own = await staffCall(route, hotel);
      expect([200, 409], route.routeKey).toContain(own.status);
    },
  );
});

describe("a guest's own orders", () => {
  it("are not listed to another guest's cookie, even for an order id it holds", async () => {
    const first = new Guest(stack);
    const mine = await first.order();
    const other = await first.order({ room: '777', comment: 'Not for anyone else' });
    await checkout(other.paymentUrl, 'decline');
    const second = new Guest(stack);
    const theirs = await second.order();

    const listed = await expectOk<Order[]>(second.request('GET', `/api/order/getall/${mine.id}`));
    expect(listed.map((order) => order.id).sort()).toEqual([mine.id, theirs.id].sort());
    expect(JSON.stringify(listed)).not.toContain('Not for anyone else');
    const active = await expectOk<{ id: string }[]>(second.request('GET', '/api/order/active'));
    expect(active.map((order) => order.id)).toEqual([theirs.id]);
    const ownActive = await expectOk<{ id: string }[]>(first.request('GET', '/api/order/active'));
    expect(ownActive.map((order) => order.id).sort()).toEqual([mine.id, other.id].sort());
  });
});

describe('public routes', () => {
  it('are the guest reads of the catalog, the basket translation, the guest order calls and the payment webhook', () => {
    const publicKeys = resolvedRoutes
      .filter((route) => route.access === 'public')
      .map((route) => route.routeKey)
      .sort();
    expect(publicKeys).toEqual(
      [
        'GET /api/country/GetAll',
        'GET /api/country/getall',
        'GET /api/language/getall',
        'GET /api/location/GetAll',
        'GET /api/location/get/{id}/{browserLanguage}',
        'GET /api/location/getall',
        'GET /api/menu/get/{menuId}',
        'GET /api/menu/get/{menuId}/{languageId}',
        'POST /api/order/translate/{languageId}',
        'GET /api/order/getnew',
        'POST /api/order/create',
        'GET /api/order/orderitem/getnew',
        'GET /api/order/orderitemoption/getnew',
        'POST /api/order/pay/{orderId}',
        'GET /api/order/get/{orderId}',
        'GET /api/order/getall/{orderId}',
        'GET /api/order/active',
        'POST /api/payment/webhook',
        'POST /api/payment/confirm/{orderId}',
      ].sort(),
    );
  });

  it.each(byAccess('public').map((route) => [route.routeKey, route] as const))(
    '%s: answers anonymous callers without asking for sign-in',
    async (_key, route) => {
      const response = await call(route, {});
      expect([401, 403], route.routeKey).not.toContain(response.status);
      expect(response.status, route.routeKey).toBeLessThan(500);
    },
  );
});
