import { resolvedRoutes } from '@inroom/functions/routes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStack, type TestStack } from '../support/stack';

// Walks the route table, so a new admin route cannot forget its guard: every one must answer 401
// without a token, and with a token that is not a valid access token, before reading anything.

let stack: TestStack;
beforeAll(async () => {
  stack = await startTestStack({ seedDemoData: false });
});
afterAll(async () => {
  await stack?.close();
});

const SOME_ID = '4b1c8a52-2f7e-4b8e-9a43-0d5b7f1a2c3d';
const concrete = (path: string) =>
  path.replace(/\{languageId\}/g, 'en').replace(/\{[A-Za-z]+\}/g, SOME_ID);
const adminRoutes = resolvedRoutes.filter((route) => route.access === 'admin');

describe('admin routes', () => {
  it('are most of the table', () => {
    expect(adminRoutes.length).toBeGreaterThan(30);
  });

  it.each(adminRoutes.map((route) => [route.routeKey, route] as const))(
    '%s is 401 without a token or with a bad one',
    async (_key, route) => {
      for (const authorization of [undefined, 'Bearer not-a-jwt', 'Basic YWRtaW46YWRtaW4=']) {
        const response = await stack.request(concrete(route.concretePath), {
          method: route.method,
          headers: {
            'content-type': 'application/json',
            ...(authorization ? { authorization } : {}),
          },
          ...(route.method === 'GET' ? {} : { body: '{}' }),
        });
        expect(response.status, `${route.routeKey} with ${authorization ?? 'no token'}`).toBe(401);
        expect(await response.json()).toMatchObject({ error: { code: 'unauthorized' } });
      }
    },
  );
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
});

describe('staff routes', () => {
  const staffRoutes = resolvedRoutes.filter((route) => route.access === 'staff');

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
    "%s is 403 with a token that is not the link's",
    async (_key, route) => {
      const phoneNumber = '4520112233';
      const path = route.concretePath
        .replace('{orderId}', SOME_ID)
        .replace('{phoneNumber}', phoneNumber);
      const response =
        route.method === 'GET'
          ? await stack.request(`${path}?t=forged`)
          : await stack.request(path, {
              method: route.method,
              headers: { 'content-type': 'application/json' },
              body: JSON.stringify({
                id: SOME_ID,
                phoneNumber,
                token: 'forged',
                ...(route.concretePath.endsWith('accept')
                  ? { expectedDeliveryTimeMinutes: 15 }
                  : {}),
              }),
            });
      expect(response.status).toBe(403);
      expect(await response.json()).toMatchObject({ error: { code: 'forbidden' } });
    },
  );
});
