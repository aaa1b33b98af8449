import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/**
 * AWS Signature Version 4 as S3 checks it, for the S3 stand-in: s3rver accepts any V4 signature (and
 * unsigned requests), so the embedded stack checks them itself before s3rver sees a request. Both
 * forms: the Authorization header (the server's own SDK calls) and a presigned URL (the browser's
 * upload, whose signed content-type and content-length pin the type and size the API agreed to).
 * https://docs.aws.amazon.com/AmazonS3/latest/API/sig-v4-authenticating-requests.html
 */
export interface S3Credentials {
  accessKeyId: string;
  secretAccessKey: string;
}

export interface SignedRequest {
  method: string;
  /** The path exactly as sent, still percent-encoded (S3 signs it so). */
  rawPath: string;
  /** The query string exactly as sent, without `?`. */
  rawQuery: string;
  /** Header names in lower case. */
  headers: Record<string, string | string[] | undefined>;
}

/** S3's own limit for a presigned URL, and the clock skew it allows a signed header. */
const MAX_PRESIGNED_SECONDS = 7 * 24 * 3600;
const MAX_SKEW_MS = 15 * 60 * 1000;

const encode = (value: string): string =>
  encodeURIComponent(value).replace(
    /[!'()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );

const sha256Hex = (value: string): string =>
  createHash('sha256').update(value, 'utf8').digest('hex');
const hmac = (key: Buffer | string, value: string): Buffer =>
  createHmac('sha256', key).update(value, 'utf8').digest();

/** `20261124T230221Z` as a Date, or undefined when it is not one. */
function parseAmzDate(value: string | undefined): Date | undefined {
  const match = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(value ?? '');
  if (!match) return undefined;
  const [, year, month, day, hour, minute, second] = match;
  const date = new Date(`${year}-${month}-${day}T${hour}:${minute}:${second}Z`);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

function queryPairs(rawQuery: string): [string, string][] {
  const pairs: [string, string][] = [];
  for (const part of rawQuery.split('&')) {
    if (part === '') continue;
    const separator = part.indexOf('=');
    const rawKey = separator < 0 ? part : part.slice(0, separator);
    const rawValue = separator < 0 ? '' : part.slice(separator + 1);
    pairs.push([decodeURIComponent(rawKey), decodeURIComponent(rawValue)]);
  }
  return pairs;
}

const headerValue = (headers: SignedRequest['headers'], name: string): string | undefined => {
  const value = headers[name];
  return Array.isArray(value) ? value.join(',') : value;
};

interface Authorization {
  accessKeyId: string;
  scope: string;
  date: Date;
  amzDate: string;
  signedHeaders: string[];
  signature: string;
  payloadHash: string;
  /** The query pairs that are signed (all but the signature). */
  query: [string, string][];
}

/** The request's claimed signature and what it covers, or a reason it is malformed. */
function authorizationOf(request: SignedRequest, now: Date): Authorization | string {
  let pairs: [string, string][];
  try {
    pairs = queryPairs(request.rawQuery);
  } catch {
    return 'Malformed query string';
  }
  const query = new Map(pairs);
  const header = headerValue(request.headers, 'authorization');
  if (query.has('X-Amz-Signature')) {
    if (header) return 'Only one of a presigned URL and an Authorization header';
    if (query.get('X-Amz-Algorithm') !== 'AWS4-HMAC-SHA256') return 'Unsupported algorithm';
    const [accessKeyId = '', ...scope] = (query.get('X-Amz-Credential') ?? '').split('/');
    const amzDate = query.get('X-Amz-Date') ?? '';
    const date = parseAmzDate(amzDate);
    const expires = Number(query.get('X-Amz-Expires'));
    if (!date || !Number.isInteger(expires) || expires < 1 || expires > MAX_PRESIGNED_SECONDS)
      return 'Malformed presigned URL';
    if (now.getTime() > date.getTime() + expires * 1000) return 'Request has expired';
    if (date.getTime() - now.getTime() > MAX_SKEW_MS) return 'Request is dated in the future';
    return {
      accessKeyId,
      scope: scope.join('/'),
      date,
      amzDate,
      signedHeaders: (query.get('X-Amz-SignedHeaders') ?? '').split(';'),
      signature: query.get('X-Amz-Signature') ?? '',
      payloadHash: query.get('X-Amz-Content-Sha256') ?? 'UNSIGNED-PAYLOAD',
      query: pairs.filter(([key]) => key !== 'X-Amz-Signature'),
    };
  }
  const match =
    /^AWS4-HMAC-SHA256 Credential=([^,\s]+),\s*SignedHeaders=([^,\s]+),\s*Signature=([0-9a-f]{64})$/.exec(
      header ?? '',
    );
  if (!match) return header ? 'Malformed Authorization header' : 'The request is not signed';
  const [accessKeyId = '', ...scope] = (match[1] as string).split('/');
  const amzDate = headerValue(request.headers, 'x-amz-date') ?? '';
  const date = parseAmzDate(amzDate);
  if (!date) return 'Missing or malformed x-amz-date';
  if (Math.abs(now.getTime() - date.getTime()) > MAX_SKEW_MS) return 'Request time too skewed';
  const payloadHash = headerValue(request.headers, 'x-amz-content-sha256');
  if (!payloadHash) return 'Missing x-amz-content-sha256';
  return {
    accessKeyId,
    scope: scope.join('/'),
    date,
    amzDate,
    signedHeaders: (match[2] as string).split(';'),
    signature: match[3] as string,
    payloadHash,
    query: pairs,
  };
}

/** The signature of a request as S3 computes it (canonical request, string to sign, HMAC chain). */
export function s3Signature(
  request: Pick<SignedRequest, 'method' | 'rawPath' | 'headers'>,
  auth: Pick<Authorization, 'scope' | 'amzDate' | 'signedHeaders' | 'payloadHash' | 'query'>,
  secretAccessKey: string,
): string {
  const canonicalQuery = auth.query
    .map(([key, value]) => [encode(key), encode(value)] as const)
    .sort(([a, aValue], [b, bValue]) => (a === b ? (aValue < bValue ? -1 : 1) : a < b ? -1 : 1))
    .map(([key, value]) => `${key}=${value}`)
    .join('&');
  const canonicalHeaders = auth.signedHeaders
    .map(
      (name) =>
        `${name}:${(headerValue(request.headers, name) ?? '').trim().replace(/\s+/g, ' ')}\n`,
    )
    .join('');
  const canonicalRequest = [
    request.method,
    request.rawPath,
    canonicalQuery,
    canonicalHeaders,
    auth.signedHeaders.join(';'),
    auth.payloadHash,
  ].join('\n');
  const stringToSign = [
    'AWS4-HMAC-SHA256',
    auth.amzDate,
    auth.scope,
    sha256Hex(canonicalRequest),
  ].join('\n');
  const [day = '', region = '', service = '', terminator = ''] = auth.scope.split('/');
  const key = hmac(hmac(hmac(hmac(`AWS4${secretAccessKey}`, day), region), service), terminator);
  return hmac(key, stringToSign).toString('hex');
}

/**
 * Undefined when the request carries a valid signature by `credentials` for this region, else why
 * not. The signed headers must include host (and, for the browser's upload, the type and size the
 * URL was made for), and a signed header must be sent with the value that was signed.
 */
export function checkS3Signature(
  request: SignedRequest,
  credentials: S3Credentials,
  region: string,
  now: Date = new Date(),
): string | undefined {
  const auth = authorizationOf(request, now);
  if (typeof auth === 'string') return auth;
  if (auth.accessKeyId !== credentials.accessKeyId) return 'Unknown access key';
  const day = auth.amzDate.slice(0, 8);
  if (auth.scope !== `${day}/${region}/s3/aws4_request`) return 'Wrong credential scope';
  if (!auth.signedHeaders.includes('host')) return 'The host header must be signed';
  const expected = Buffer.from(s3Signature(request, auth, credentials.secretAccessKey));
  const given = Buffer.from(auth.signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    return 'The signature does not match';
  return undefined;
}
