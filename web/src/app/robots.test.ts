import type { RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import robotsTxt from '../../public/robots.txt?raw';
import { routes } from './router';

// web/public/robots.txt against the route table: crawlers may read the guests' pages and nothing
// personal or back-office. Read the way Google does: the longest matching rule wins, Allow on a tie.

const rules = robotsTxt
  .split('\n')
  .map((line) => line.replace(/#.*/, '').trim())
  .flatMap((line) => {
    const match = /^(Allow|Disallow):\s*(\S*)$/i.exec(line);
    return match ? [{ allow: match[1]?.toLowerCase() === 'allow', path: match[2] ?? '' }] : [];
  });

function allowed(path: string): boolean {
  let best: { allow: boolean; length: number } = { allow: true, length: -1 };
  for (const rule of rules) {
    if (rule.path === '' || !path.startsWith(rule.path)) continue;
    const better =
      rule.path.length > best.length || (rule.path.length === best.length && rule.allow);
    if (better) best = { allow: rule.allow, length: rule.path.length };
  }
  return best.allow;
}

/** Every path of the route table, with sample values for its parameters. */
function paths(children: readonly RouteObject[], prefix = ''): string[] {
  return children.flatMap((route) => {
    const own = route.path === undefined ? prefix : `/${prefix}/${route.path}`.replace(/\/+/g, '/');
    const here = route.path !== undefined || route.index ? [own || '/'] : [];
    return [...here, ...paths(route.children ?? [], own)];
  });
}

const sample = (path: string) =>
  path
    .replace(/:(\w+)\?/g, '4533120044')
    .replace(/:(\w+)/g, '5eed0001-0000-4000-8000-000000000001');

describe('robots.txt', () => {
  const all = [...new Set(paths(routes))].filter((path) => path !== '/*').map(sample);

  it('is for every crawler', () => {
    expect(robotsTxt).toMatch(/^User-agent: \*$/m);
    expect(rules.length).toBeGreaterThan(0);
  });

  it('lets crawlers read the home page, the locations with their menus, and the terms', () => {
    const guests = all.filter((path) => /^\/($|location\/|termsandconditions)/.test(path));
    expect(guests).toHaveLength(3);
    for (const path of guests) expect(allowed(path), path).toBe(true);
  });

  it('keeps them out of the back office, sign-in, baskets, orders and staff links', () => {
    const closed = all.filter((path) => !/^\/($|location\/|termsandconditions)/.test(path));
    expect(closed).toEqual(
      expect.arrayContaining([
        '/be/locations',
        '/login',
        '/basket',
        '/delivery',
        '/order/5eed0001-0000-4000-8000-000000000001/4533120044',
      ]),
    );
    for (const path of closed) expect(allowed(path), path).toBe(false);
    expect(allowed('/local/outbox')).toBe(false);
  });

  it('leaves the API the guest page reads open, so a crawler can render it', () => {
    expect(allowed('/api/location/get/5eed0001-0000-4000-8000-000000000001/en')).toBe(true);
    expect(allowed('/config.json')).toBe(true);
  });
});
