import { describe, expect, it } from 'vitest';
import { handlersByGroup } from './groups';
import { FUNCTION_GROUPS, resolvedRoutes, routeTable } from './routes';

describe('route table', () => {
  it('has one concrete route per method and path', () => {
    const keys = resolvedRoutes.map((route) => route.routeKey);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('keeps every path under /api and in the spec spelling', () => {
    for (const entry of routeTable) expect(entry.path).toMatch(/^\/api\/[A-Za-z0-9/{}[\]]+$/);
  });

  it('has a handler in its own group for every entry, and no handler without a route', () => {
    for (const entry of routeTable) {
      expect(handlersByGroup[entry.group], `${entry.method} ${entry.path}`).toHaveProperty([
        entry.handler,
      ]);
    }
    for (const group of FUNCTION_GROUPS) {
      const served = new Set(
        routeTable.filter((entry) => entry.group === group).map((entry) => entry.handler as string),
      );
      expect(Object.keys(handlersByGroup[group]).filter((key) => !served.has(key))).toEqual([]);
    }
  });

  it('serves both spellings the spec names', () => {
    const paths = routeTable.map((entry) => entry.path as string);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/country/getall',
        '/api/country/GetAll',
        '/api/location/getall',
        '/api/location/GetAll',
      ]),
    );
  });

  it('guards the current user behind sign-in', () => {
    expect(routeTable.find((entry) => entry.path === '/api/user/getcurrent')?.access).toBe('admin');
  });
});
