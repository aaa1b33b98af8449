/** Who may call a route: anyone, a staff contact with a signed order link, or a signed-in user. */
export type Access = 'public' | 'staff' | 'admin';

/**
 * Lambda functions are split by permission boundary, each bundled on its own so a guest cold start
 * never loads back-office code.
 */
export const FUNCTION_GROUPS = [
  'guest',
  'staff',
  'admin',
  'payments',
  'expiry',
  'sweeper',
] as const;
export type FunctionGroup = (typeof FUNCTION_GROUPS)[number];

import type { CacheProfile } from './cache';
import type { RateLimit } from './rate-limits';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface RouteEntry {
  method: HttpMethod;
  /**
   * The spec's spelling. `{name}` is a path parameter; `[/{name}]` marks an optional trailing
   * segment, which becomes two API Gateway routes since HTTP APIs have no optional parameters.
   */
  path: string;
  access: Access;
  group: FunctionGroup;
  /** Key of the handler in its group's handler map (functions/src/groups/<group>.ts). */
  handler: string;
  /** A tighter limit than the stage's API_RATE_LIMIT, for routes that are costly to abuse. */
  rateLimit?: RateLimit;
  /**
   * How long its successful answers may be kept by browsers and CloudFront (http/cache.ts); none:
   * `no-store`. Only a public GET whose answer is the same for every caller may have one.
   */
  cache?: CacheProfile;
}
