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
  it('are only the guest reads of the catalog and the basket translation', () => {
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
      ].sort(),
    );
  });
});
