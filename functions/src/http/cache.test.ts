import { Logger } from '@aws-lambda-powertools/logger';
import { describe, expect, it } from 'vitest';
import { createDependencies, type Dependencies } from '../dependencies';
import { unconfiguredImageStore } from '../images/port';
import { resolvedRoutes, routeTable } from '../routes';
import type { Store } from '../store';
import { apiGatewayEvent } from '../testing/events';
import { CACHE_CONTROL, cacheControlFor, NO_STORE } from './cache';
import { createDispatcher } from './dispatch';
import { NotFoundError } from './errors';
import { defineHandler } from './handler';
import { result, toProxyResult } from './response';

const deps: Dependencies = {
  ...createDependencies({ TABLE_NAME: 'unused' }),
  store: {} as Store,
  images: unconfiguredImageStore(),
  logger: new Logger({ serviceName: 'test', logLevel: 'SILENT' }),
  now: () => new Date(0),
};

const GUEST_VIEW = '/api/location/get/{id}/{browserLanguage}';
const guestViewEvent = apiGatewayEvent({
  rawPath: '/api/location/get/5eed0001-0000-4000-8000-000000000001/da-DK',
  routeKey: `GET ${GUEST_VIEW}`,
  pathParameters: { id: '5eed0001-0000-4000-8000-000000000001', browserLanguage: 'da-DK' },
});

describe('cacheControlFor', () => {
  it('gives a successful answer its profile, and anything else no-store', () => {
    expect(cacheControlFor(200, 'guest-view')).toBe(CACHE_CONTROL['guest-view']);
    expect(cacheControlFor(200, 'reference')).toBe(CACHE_CONTROL.reference);
    expect(cacheControlFor(200, undefined)).toBe(NO_STORE);
    for (const status of [201, 204, 304, 400, 401, 404, 429, 500])
      expect(cacheControlFor(status, 'guest-view'), String(status)).toBe(NO_STORE);
  });

  it('never lets an answer that sets a cookie be kept', () => {
    expect(cacheControlFor(200, 'guest-view', true)).toBe(NO_STORE);
  });

  it('keeps guest views in shared caches only briefly, and never fresh in the browser', () => {
    const directives = (value: string) =>
      Object.fromEntries(
        value.split(',').map((directive) => {
          const [name, seconds] = directive.trim().split('=');
          return [name, seconds === undefined ? true : Number(seconds)];
        }),
      );
    const guest = directives(CACHE_CONTROL['guest-view']);
    expect(guest).toMatchObject({ public: true, 'max-age': 0 });
    expect(guest['s-maxage']).toBeGreaterThan(0);
    // At most a minute old at the edge, stale copies included: the ORDER IN flags carry no windows.
    expect(
      Number(guest['s-maxage']) + Number(guest['stale-while-revalidate'] ?? 0),
    ).toBeLessThanOrEqual(60);
    // A browser reusing a copy under stale-while-revalidate gets one the edge would serve fresh.
    expect(Number(guest['stale-while-revalidate'] ?? 0)).toBeLessThanOrEqual(
      Number(guest['s-maxage']),
    );
    // Through an outage of the API, the edge serves the copy it holds rather than the 5xx.
    expect(Number(guest['stale-if-error'])).toBeGreaterThanOrEqual(600);
    expect(Number(directives(CACHE_CONTROL.reference)['stale-if-error'])).toBeGreaterThanOrEqual(
      600,
    );
    // CloudFront's cache policy caps every TTL at 300 s (infra/lib/edge-cache.ts).
    for (const value of Object.values(CACHE_CONTROL))
      expect(Number(directives(value)['s-maxage'])).toBeLessThanOrEqual(300);
  });
});

describe('toProxyResult', () => {
  it('sends no-store without a profile, as before', () => {
    expect(toProxyResult(result(200, { ok: true })).headers?.['cache-control']).toBe(NO_STORE);
  });

  it('lets a handler’s own Cache-Control win', () => {
    const own = result(200, {}, { headers: { 'cache-control': 'private, max-age=5' } });
    expect(toProxyResult(own, 'guest-view').headers?.['cache-control']).toBe('private, max-age=5');
  });

  it('sends no-store on a 200 with cookies even on a cached route', () => {
    const withCookie = result(200, {}, { cookies: ['guest=1; HttpOnly'] });
    expect(toProxyResult(withCookie, 'guest-view').headers?.['cache-control']).toBe(NO_STORE);
  });
});

describe('the dispatcher', () => {
  it('sends the route’s Cache-Control on success and no-store on an error', async () => {
    const ok = createDispatcher(
      { 'location.getForGuest': defineHandler({}, async () => ({ id: 'x' })) },
      deps,
    );
    const answer = await ok(guestViewEvent);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers?.['cache-control']).toBe(CACHE_CONTROL['guest-view']);

    const missing = createDispatcher(
      {
        'location.getForGuest': defineHandler({}, async () => {
          throw new NotFoundError('Location not found');
        }),
      },
      deps,
    );
    const notFound = await missing(guestViewEvent);
    expect(notFound.statusCode).toBe(404);
    expect(notFound.headers?.['cache-control']).toBe(NO_STORE);

    const broken = createDispatcher(
      {
        'location.getForGuest': defineHandler({}, async () => {
          throw new Error('store down');
        }),
      },
      deps,
    );
    expect((await broken(guestViewEvent)).headers?.['cache-control']).toBe(NO_STORE);
  });

  it('tags a kept answer, and answers a request that names the tag 304 with no body', async () => {
    const dispatch = createDispatcher(
      { 'location.getForGuest': defineHandler({}, async () => ({ id: 'x', name: 'Nyhavn' })) },
      deps,
    );
    const first = await dispatch(guestViewEvent);
    const tag = first.headers?.etag;
    expect(tag).toMatch(/^W\/"/);

    const again = (ifNoneMatch: string) =>
      dispatch({ ...guestViewEvent, headers: { 'if-none-match': ifNoneMatch } });
    const unchanged = await again(String(tag));
    expect(unchanged).toEqual({
      statusCode: 304,
      headers: {
        'cache-control': CACHE_CONTROL['guest-view'],
        'x-content-type-options': 'nosniff',
        etag: tag,
      },
    });
    const changed = await again('W/"an older answer"');
    expect(changed.statusCode).toBe(200);
    expect(changed.body).toBe(first.body);
  });

  it('tags no answer that may not be kept, and never answers it 304', async () => {
    const anything = '*';
    const active = createDispatcher({ 'order.active': defineHandler({}, async () => []) }, deps);
    const personal = await active(
      apiGatewayEvent({ rawPath: '/api/order/active', headers: { 'if-none-match': anything } }),
    );
    expect(personal.statusCode).toBe(200);
    expect(personal.headers?.etag).toBeUndefined();

    const missing = createDispatcher(
      {
        'location.getForGuest': defineHandler({}, async () => {
          throw new NotFoundError('Location not found');
        }),
      },
      deps,
    );
    const notFound = await missing({ ...guestViewEvent, headers: { 'if-none-match': anything } });
    expect(notFound.statusCode).toBe(404);
    expect(notFound.headers?.etag).toBeUndefined();
  });

  it('sends no-store on routes without a profile', async () => {
    const dispatch = createDispatcher({ 'order.active': defineHandler({}, async () => []) }, deps);
    const answer = await dispatch(apiGatewayEvent({ rawPath: '/api/order/active' }));
    expect(answer.statusCode).toBe(200);
    expect(answer.headers?.['cache-control']).toBe(NO_STORE);
  });
});

describe('the route table’s cache profiles', () => {
  const cached = routeTable.filter((entry) => 'cache' in entry);

  it('caches the guest’s location and menu views and the reference lists, nothing else', () => {
    expect(cached.map((entry) => `${entry.path} ${entry.cache}`).sort()).toEqual([
      '/api/country/GetAll reference',
      '/api/country/getall reference',
      '/api/language/getall reference',
      '/api/location/get/{id}/{browserLanguage} guest-view',
      '/api/menu/get/{menuId}[/{languageId}] guest-view',
    ]);
  });

  it('caches only public GETs, whose answers are the same for everyone', () => {
    for (const entry of cached) {
      expect(entry.method, entry.path).toBe('GET');
      expect(entry.access, entry.path).toBe('public');
    }
  });

  it('leaves location/getall uncached: the back office lists it and expects a save to show at once', () => {
    const lists = resolvedRoutes.filter((route) =>
      /^\/api\/location\/getall$/i.test(route.concretePath),
    );
    expect(lists).toHaveLength(2);
    for (const route of lists) expect(route.cache).toBeUndefined();
  });
});
