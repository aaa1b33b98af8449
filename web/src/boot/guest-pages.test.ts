import { matchRoutes, type RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { routes } from '../app/router';
import type { ActiveOrdersHandle } from '../features/orders/ActiveOrdersSlot';
import { guestPageOfPath, PAGES_WITH_ACTIVE_ORDERS, type GuestPage } from './guest-pages';

/** The guest layout's pages in the route table (the pathless route holding location/:id). */
function guestRoutes(): RouteObject[] {
  const layout = routes[0]?.children?.find((route) =>
    route.children?.some((child) => child.path === 'location/:id'),
  );
  return layout?.children ?? [];
}

/** A path the route matches, with each parameter filled in ('x'), optional ones too. */
const samplePath = (route: RouteObject) => `/${(route.path ?? '').replace(/:[a-zA-Z]+\??/g, 'x')}`;

describe('the guest pages the boot script knows', () => {
  it('names the page of each guest path, and of no other', () => {
    const pages: [string, GuestPage][] = [
      ['/', 'home'],
      ['/location/5eed0001', 'location'],
      ['/basket', 'checkout'],
      ['/delivery/', 'checkout'],
      ['/order/o-1', 'order'],
      ['/order/o-1/4512345678', 'order'],
      ['/termsandconditions', 'terms'],
    ];
    for (const [path, page] of pages) expect(guestPageOfPath(path), path).toBe(page);
    for (const path of [
      '',
      '/login',
      '//',
      '/locations',
      '/basket/x',
      '/order/a/b/c',
      '/location/',
    ])
      expect(guestPageOfPath(path)).toBeUndefined();
  });

  it('covers every page of the guest layout in the route table', () => {
    const pages = guestRoutes();
    expect(pages.map((route) => route.path)).toContain('basket');
    for (const route of pages) {
      const path = samplePath(route);
      expect(matchRoutes(routes, path)?.at(-1)?.route, path).toBe(route);
      expect(guestPageOfPath(path), path).toBeDefined();
    }
  });

  it('asks early for the active orders banner on the pages whose route shows it, and no other', () => {
    for (const route of guestRoutes()) {
      const handle = (route.handle ?? {}) as ActiveOrdersHandle;
      const shows = handle.showActiveOrders !== false && handle.orderPage !== true;
      const page = guestPageOfPath(samplePath(route));
      expect(page && PAGES_WITH_ACTIVE_ORDERS.includes(page), route.path).toBe(shows);
    }
  });
});
