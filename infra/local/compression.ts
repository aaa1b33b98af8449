import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

// Compression as CloudFront applies it on AWS (compress: true on every behaviour), so the embedded
// stack sends a browser, a browser test or the bench the bytes it would get from production.

export type Encoding = 'br' | 'gzip';

/**
 * CloudFront compresses bodies from 1,000 bytes; below that the encoding saves next to nothing.
 * https://docs.aws.amazon.com/AmazonCloudFront/latest/DeveloperGuide/ServingCompressedFiles.html
 */
export const MIN_COMPRESSED_BYTES = 1000;

/**
 * Text compresses; images (PNG, JPEG, WebP), icons and woff2 fonts are compressed already, and
 * compressing them again only costs time.
 */
export function isCompressible(contentType: string | number | string[] | undefined): boolean {
  if (typeof contentType !== 'string') return false;
  const type = (contentType.split(';')[0] ?? '').trim().toLowerCase();
  return (
    type.startsWith('text/') ||
    type === 'application/json' ||
    type.endsWith('+json') ||
    type === 'application/javascript' ||
    type === 'image/svg+xml'
  );
}

/** Whether a body of this type and size is sent compressed to a client that accepts it. */
export const worthCompressing = (
  contentType: string | number | string[] | undefined,
  bytes: number,
) => bytes >= MIN_COMPRESSED_BYTES && isCompressible(contentType);

/**
 * The encoding for a request's Accept-Encoding: brotli when accepted, else gzip, else none.
 * `q=0` refuses an encoding; `*` stands for any not named.
 */
export function chooseEncoding(
  acceptEncoding: string | string[] | undefined,
): Encoding | undefined {
  const header = Array.isArray(acceptEncoding) ? acceptEncoding.join(',') : (acceptEncoding ?? '');
  const weights = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...parameters] = part.split(';').map((piece) => piece.trim().toLowerCase());
    if (name === '') continue;
    const q = parameters.find((parameter) => parameter.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  const weightOf = (name: string) => weights.get(name) ?? weights.get('*') ?? 0;
  if (weightOf('br') > 0) return 'br';
  if (weightOf('gzip') > 0) return 'gzip';
  return undefined;
}

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * `effort` 'once' for a file compressed a single time and kept (brotli's best, about a second for
 * the main bundle), 'each' for an answer compressed per request (fast settings, as a CDN uses on
 * the fly). Runs on libuv's thread pool, not the event loop.
 */
export function compress(
  body: Buffer,
  encoding: Encoding,
  effort: 'once' | 'each',
): Promise<Buffer> {
  if (encoding === 'gzip') return gzipAsync(body, { level: effort === 'once' ? 9 : 6 });
  return brotli(body, {
    params: {
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_QUALITY]: effort === 'once' ? constants.BROTLI_MAX_QUALITY : 5,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
}

/** Adds Accept-Encoding to a Vary header's value, keeping what it named. */
export function varyWithAcceptEncoding(vary: string | number | string[] | undefined): string {
  const names = (Array.isArray(vary) ? vary.join(',') : String(vary ?? ''))
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  if (names.some((name) => name === '*' || name.toLowerCase() === 'accept-encoding'))
    return names.join(', ');
  return [...names, 'Accept-Encoding'].join(', ');
}
