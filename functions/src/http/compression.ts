import { promisify } from 'node:util';
import type * as Zlib from 'node:zlib';
import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';

// Text answers compressed for clients that accept it. CloudFront compresses only what a behaviour
// may cache: with caching disabled (the `/api/*` behaviour: CachingDisabled, whose TTLs of 0 rule
// out its Gzip and Brotli settings) it passes the origin's bytes on as they are, and API Gateway's
// HTTP APIs never compress. So the API compresses every answer the edge does not keep itself
// (dispatch.ts): a 500-item menu in the back office is 1.8 MB of JSON and 28 KB in brotli, and a
// board of 100 orders, polled every 10 s, 38 KB and 4 KB. The embedded stack compresses the web's
// files and the edge-cached answers as CloudFront does (infra/local), with the same functions.

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

let zlibModule: Promise<typeof Zlib> | undefined;

/** Loaded at the first answer worth compressing, not at a cold start (about 1 ms of import). */
const loadZlib = () => (zlibModule ??= import('node:zlib'));

/**
 * `effort` 'once' for a file compressed a single time and kept (brotli's best, about a second for
 * the main bundle), 'each' for an answer compressed per request (fast settings, as a CDN uses on
 * the fly). Runs on libuv's thread pool, not the event loop.
 */
export async function compress(
  body: Buffer,
  encoding: Encoding,
  effort: 'once' | 'each',
): Promise<Buffer> {
  const zlib = await loadZlib();
  if (encoding === 'gzip') return promisify(zlib.gzip)(body, { level: effort === 'once' ? 9 : 6 });
  const { constants } = zlib;
  return promisify(zlib.brotliCompress)(body, {
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

const textOf = (value: unknown) => (typeof value === 'string' ? value : undefined);

/**
 * A Lambda proxy result as the client should get it: a text body of 1,000 bytes or more compressed
 * in the encoding `acceptEncoding` prefers (base64, as API Gateway expects binary), with Vary:
 * Accept-Encoding whether or not this client took it. Anything else is returned as it is.
 */
export async function compressedFor(
  answer: APIGatewayProxyStructuredResultV2,
  acceptEncoding: string | undefined,
): Promise<APIGatewayProxyStructuredResultV2> {
  const headers = answer.headers ?? {};
  if (answer.body === undefined || answer.isBase64Encoded || headers['content-encoding'])
    return answer;
  const body = Buffer.from(answer.body, 'utf8');
  if (!worthCompressing(textOf(headers['content-type']), body.length)) return answer;
  const varied = { ...headers, vary: varyWithAcceptEncoding(textOf(headers.vary)) };
  const encoding = chooseEncoding(acceptEncoding);
  if (!encoding) return { ...answer, headers: varied };
  const encoded = await compress(body, encoding, 'each');
  return {
    ...answer,
    headers: { ...varied, 'content-encoding': encoding },
    body: encoded.toString('base64'),
    isBase64Encoded: true,
  };
}

/**
 * Lambda's limit on a synchronous function's answer, its JSON envelope included: past it, API
 * Gateway answers a bare 500. A 2,000-item menu's back-office view was 7.4 MB of JSON (98 KB in
 * brotli) while it embedded every group in every item; no answer within the limits is that big
 * now, and the 406 is a guard.
 */
export const LAMBDA_ANSWER_LIMIT_BYTES = 6 * 1024 * 1024;

/** Bodies up to this size always fit: escaping inside the envelope grows a body at most 6 times. */
const SURELY_FITTING_BYTES = 1024 * 1024;

/** Whether Lambda can return `answer`: its envelope (the body escaped in it) within the limit. */
export function fitsLambdaAnswer(answer: APIGatewayProxyStructuredResultV2): boolean {
  if (Buffer.byteLength(answer.body ?? '') <= SURELY_FITTING_BYTES) return true;
  return Buffer.byteLength(JSON.stringify(answer)) <= LAMBDA_ANSWER_LIMIT_BYTES;
}
