/**
 * How long the answer of a public GET may be kept, named on its route-table entry (`cache`). A
 * route without one answers `no-store`, as does every error. CloudFront caches exactly the routes
 * named here (infra/lib/edge-cache.ts), keyed on the path alone and without the Authorization
 * header, so only answers that are the same for everyone may be named. Pure data.
 *
 * - `guest-view`: the guest's location and menu views. Browsers always come back (max-age=0); the
 *   edge keeps an answer 30 s and may hand it out up to 30 s more while it fetches a new one, so a
 *   back-office edit reaches guests within a minute and a hotel's guests cost the API about one
 *   call per 30 s per edge and language. The page recomputes "available now" from the menus'
 *   windows (shared/src/availability/available-now.ts), so a kept answer never shows a menu
 *   open or closed wrongly; the ORDER IN list's flags, which carry no windows, are at most a
 *   minute old. A browser that honours stale-while-revalidate may reuse its copy while younger
 *   than 30 s: one the edge would still serve fresh, so it adds no staleness. While the API
 *   answers a 5xx (or none), the edge goes on serving the copy it holds, for up to an hour
 *   (stale-if-error): a guest keeps the menu through an outage of the API. An order is safe
 *   either way: order/create prices every line from the stored menu, not from the guest's copy.
 * - `reference`: countries and languages, built into the code, changing only with a deploy.
 */
export const CACHE_CONTROL = {
  'guest-view': 'public, max-age=0, s-maxage=30, stale-while-revalidate=30, stale-if-error=3600',
  reference: 'public, max-age=300, s-maxage=300, stale-if-error=86400',
} as const satisfies Record<string, string>;

export type CacheProfile = keyof typeof CACHE_CONTROL;

/** Never stored anywhere: errors, personal answers, anything a route does not declare. */
export const NO_STORE = 'no-store';

/**
 * The Cache-Control of an answer: the route's profile for a 200 that sets no cookie (a Set-Cookie
 * must never be shared), otherwise no-store.
 */
export function cacheControlFor(
  statusCode: number,
  profile: CacheProfile | undefined,
  setsCookies = false,
): string {
  return profile !== undefined && statusCode === 200 && !setsCookies
    ? CACHE_CONTROL[profile]
    : NO_STORE;
}
