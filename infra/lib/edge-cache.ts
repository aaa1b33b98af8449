import { Duration } from 'aws-cdk-lib';
import * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import type { Construct } from 'constructs';
import { resolvedRoutes, type ResolvedRoute } from '@inroom/functions/routes';

/**
 * CloudFront's cache in front of the guest's reads. The API names the routes whose answers may be
 * kept (a `cache` profile in functions/src/routes.ts, Cache-Control from functions/src/http/cache.ts);
 * each gets a behaviour of its own, ahead of the uncached `/api/*`, whose cache key is the path
 * alone. Nothing else of the request reaches the API on those paths: no Authorization, cookie or
 * query string, so an answer can never depend on who asked, and a request that smuggles a token
 * onto such a path reaches the API without it.
 */

/** The longest CloudFront keeps anything on these paths, whatever an answer says. */
export const EDGE_MAX_TTL_SECONDS = 300;

/** CloudFront's path pattern for a concrete API path: each `{parameter}` becomes `*`. */
export const pathPatternOf = (concretePath: string): string =>
  concretePath.replace(/\{[^}]+\}/g, '*');

/**
 * Whether some path matches both patterns, as CloudFront reads them: `*` any run of characters
 * (slashes too), everything else literal and case-sensitive. A `{parameter}` of a route, read as
 * `*`, stands for more paths than API Gateway would route there, so this errs towards "yes".
 */
export function patternsOverlap(a: string, b: string): boolean {
  const memo = new Map<number, boolean>();
  const overlap = (i: number, j: number): boolean => {
    const key = i * (b.length + 1) + j;
    const known = memo.get(key);
    if (known !== undefined) return known;
    let answer: boolean;
    if (i === a.length && j === b.length) answer = true;
    else if (a[i] === '*') answer = overlap(i + 1, j) || (j < b.length && overlap(i, j + 1));
    else if (b[j] === '*') answer = overlap(i, j + 1) || (i < a.length && overlap(i + 1, j));
    else answer = i < a.length && j < b.length && a[i] === b[j] && overlap(i + 1, j + 1);
    memo.set(key, answer);
    return answer;
  };
  return overlap(0, 0);
}

/**
 * The path patterns CloudFront caches: one per concrete path of a route with a cache profile, less
 * those another one already covers (`/api/menu/get/*` covers the form with a language too).
 */
export function edgeCachedPathPatterns(
  routes: readonly ResolvedRoute[] = resolvedRoutes,
): string[] {
  const patterns = [
    ...new Set(
      routes
        .filter((route) => route.cache !== undefined)
        .map((route) => pathPatternOf(route.concretePath)),
    ),
  ];
  const covers = (wide: string, narrow: string) =>
    wide !== narrow && new RegExp(`^${wide.split('*').map(escapeRegExp).join('.*')}$`).test(narrow);
  return patterns.filter((pattern) => !patterns.some((other) => covers(other, pattern)));
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export interface GuestReadBehaviorProps {
  /** The HTTP API, the same origin `/api/*` uses. */
  origin: cloudfront.IOrigin;
  /** The API's security headers, as on `/api/*`. */
  responseHeadersPolicy: cloudfront.IResponseHeadersPolicy;
}

/**
 * The behaviours of the cached guest reads, by path pattern, to put before `/api/*` (CloudFront
 * takes the first pattern that matches). The TTLs follow the API's Cache-Control (min and default
 * 0: an answer that says nothing, and every no-store error, is not kept), capped at
 * EDGE_MAX_TTL_SECONDS. Only GET and HEAD: anything else on these paths is not an API route.
 */
export function guestReadBehaviors(
  scope: Construct,
  props: GuestReadBehaviorProps,
): Record<string, cloudfront.BehaviorOptions> {
  const cachePolicy = new cloudfront.CachePolicy(scope, 'GuestReadsCache', {
    comment: 'Inroom guest reads: keyed on the path only, TTL from the API Cache-Control',
    minTtl: Duration.seconds(0),
    defaultTtl: Duration.seconds(0),
    maxTtl: Duration.seconds(EDGE_MAX_TTL_SECONDS),
    headerBehavior: cloudfront.CacheHeaderBehavior.none(),
    cookieBehavior: cloudfront.CacheCookieBehavior.none(),
    queryStringBehavior: cloudfront.CacheQueryStringBehavior.none(),
    enableAcceptEncodingGzip: true,
    enableAcceptEncodingBrotli: true,
  });
  const behavior: cloudfront.BehaviorOptions = {
    origin: props.origin,
    viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
    allowedMethods: cloudfront.AllowedMethods.ALLOW_GET_HEAD,
    cachedMethods: cloudfront.CachedMethods.CACHE_GET_HEAD,
    cachePolicy,
    // No origin request policy: what the cache policy keys on (the path) is all the API gets, and
    // CloudFront names the API's own host.
    responseHeadersPolicy: props.responseHeadersPolicy,
    compress: true,
  };
  return Object.fromEntries(edgeCachedPathPatterns().map((pattern) => [pattern, behavior]));
}
