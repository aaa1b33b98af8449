import { expandPath, pathParameterNames } from './http/paths';
import type { RouteEntry } from './http/route-table-types';

export * from './http/route-table-types';

/**
 * Every route of the API (spec §7), in the spec's spelling. The CDK stack makes one API Gateway
 * route per concrete path (JWT authorizer on admin routes) and the local server mounts the same
 * entries. This module is pure data: importing it loads no handler code.
 */
export const routeTable = [
  {
    method: 'GET',
    path: '/api/country/getall',
    access: 'public',
    group: 'guest',
    handler: 'country.getAll',
  },
  {
    method: 'GET',
    path: '/api/country/GetAll',
    access: 'public',
    group: 'guest',
    handler: 'country.getAll',
  },
  {
    method: 'GET',
    path: '/api/language/getall',
    access: 'public',
    group: 'guest',
    handler: 'language.getAll',
  },
  {
    method: 'GET',
    path: '/api/location/getall',
    access: 'public',
    group: 'guest',
    handler: 'location.getAll',
  },
  {
    method: 'GET',
    path: '/api/location/GetAll',
    access: 'public',
    group: 'guest',
    handler: 'location.getAll',
  },
  {
    method: 'GET',
    path: '/api/location/get/{id}/{browserLanguage}',
    access: 'public',
    group: 'guest',
    handler: 'location.getForGuest',
  },
  {
    method: 'GET',
    path: '/api/user/getcurrent',
    access: 'admin',
    group: 'admin',
    handler: 'user.getCurrent',
  },
] as const satisfies readonly RouteEntry[];

type Entry = (typeof routeTable)[number];

/** The handler keys a function group must serve, for typing its handler map. */
export type HandlerKeysOf<G extends RouteEntry['group']> = Extract<Entry, { group: G }>['handler'];

/** One concrete API Gateway route: an entry with its optional segments resolved. */
export interface ResolvedRoute extends RouteEntry {
  /** A path with no optional segments, e.g. `/api/location/be/get/{id}`. */
  concretePath: string;
  /** `METHOD /path` as API Gateway names a route. */
  routeKey: string;
  parameterNames: string[];
}

export const resolvedRoutes: readonly ResolvedRoute[] = routeTable.flatMap((entry: RouteEntry) =>
  expandPath(entry.path).map((concretePath) => ({
    ...entry,
    concretePath,
    routeKey: `${entry.method} ${concretePath}`,
    parameterNames: pathParameterNames(concretePath),
  })),
);

export const routesByKey: ReadonlyMap<string, ResolvedRoute> = new Map(
  resolvedRoutes.map((route) => [route.routeKey, route]),
);
