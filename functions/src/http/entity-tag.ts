import { createHash } from 'node:crypto';

// An answer that may be kept (a route with a cache profile, http/cache.ts) carries an entity tag,
// so whoever holds a copy asks "is it still this?" and gets a bodiless 304 when it is: a guest's
// browser coming back to a location page (max-age=0: it always asks), and CloudFront, which
// answers such a question from its own copy. On slow hotel Wi-Fi the answer is the largest thing a
// return visit downloads (34 KB gzip for a 500-item menu). The embedded stack tags the web's files
// the same way (infra/local/static-files.ts), as S3 tags its objects.

/**
 * A weak tag of an answer's body: weak, because CloudFront's compression changes the bytes (and
 * makes a strong tag weak) but not what they say.
 */
export function entityTagOf(body: string | Uint8Array): string {
  return `W/"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
}

/**
 * Whether an If-None-Match header names `tag` or is `*`: the weak comparison RFC 9110 asks of a
 * GET (13.1.2), where `W/"x"` and `"x"` are the same tag.
 */
export function matchesIfNoneMatch(header: string | undefined, tag: string): boolean {
  if (!header) return false;
  const opaque = (value: string) => value.trim().replace(/^W\//, '');
  return header
    .split(',')
    .some((candidate) => candidate.trim() === '*' || opaque(candidate) === opaque(tag));
}
