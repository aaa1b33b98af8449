// Where the guard sends a signed-out user, and where login sends them back. In the main bundle: the
// guard needs it before any sign-in code has loaded.

/** Spec §9: after login without a redirect, the back-office user lands on the locations list. */
export const DEFAULT_AFTER_LOGIN = '/be/locations';

/** The login URL that brings the user back to `pathname + search` once signed in (spec §2). */
export function loginPathFor(pathname: string, search = ''): string {
  return `/login?redirect=${encodeURIComponent(pathname + search)}`;
}

/**
 * The `redirect` query value if it is a path of this site, else the default. Only a path starting
 * with one '/' is followed: never a URL, a protocol-relative '//host', a backslash (browsers read
 * '/\host' as '//host') or a control character, and never the login page itself.
 */
export function safeRedirect(value: string | null | undefined): string {
  if (!value || !value.startsWith('/') || value.startsWith('//')) return DEFAULT_AFTER_LOGIN;
  // eslint-disable-next-line no-control-regex
  if (/[\\\u0000-\u001f\u007f]/.test(value)) return DEFAULT_AFTER_LOGIN;
  const base = window.location.origin;
  let url: URL;
  try {
    url = new URL(value, base);
  } catch {
    return DEFAULT_AFTER_LOGIN;
  }
  if (url.origin !== base || url.pathname === '/login') return DEFAULT_AFTER_LOGIN;
  return url.pathname + url.search + url.hash;
}
