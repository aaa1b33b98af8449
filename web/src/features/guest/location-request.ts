// The guest location request (spec §3 `location/get/{id}/{browserLanguage}`), defined once for the
// page's query and the boot script that starts the same request before the app's JavaScript has
// arrived (web/src/boot/preload.ts): the two must ask for the same URL, or the early answer is
// wasted.

import { canonicalBrowserLanguage } from '@inroom/shared';

/**
 * The request's path under /api: in the guest's chosen menu language, else the browser's language
 * tag (e.g. da-DK), from which the server picks each menu's best language.
 */
export const guestLocationPath = (id: string, language: string): string =>
  `location/get/${encodeURIComponent(id)}/${encodeURIComponent(language)}`;

/**
 * The language a guest location is asked in: the chosen menu language, else the browser's in the
 * form the edge's cache shares between browsers (canonicalBrowserLanguage: 'en-GB' -> 'en'), else
 * English. An empty one counts as none: asked with it, the path lost its last part and the page
 * showed NotFound.
 */
export const guestLanguage = (
  menuLanguageId: string | null | undefined,
  browserLanguage: string,
): string => menuLanguageId || canonicalBrowserLanguage(browserLanguage) || 'en';

/**
 * The guest location query's arguments, for the page and for the app's start (first-page-queries):
 * the same function, so the two share one cache entry.
 */
export const guestLocationArgs = (
  id: string,
  menuLanguageId: string | null | undefined,
  browserLanguage: string,
): { id: string; language: string } => ({
  id,
  language: guestLanguage(menuLanguageId, browserLanguage),
});

/** The location id of a guest location page's path (`/location/{id}`), or undefined. */
export function locationIdOfPath(pathname: string): string | undefined {
  const match = /^\/location\/([^/]+)\/?$/.exec(pathname);
  if (!match?.[1]) return undefined;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return undefined;
  }
}
