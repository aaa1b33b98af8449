import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';

/**
 * The few Stripe REST calls the adapter makes, over fetch. The official SDK (stripe on npm) was a
 * quarter of every order function's bundle and of its cold start (issue #14) for four endpoints and
 * a signature check; this does what the SDK did for those, the same way: form-encoded bodies as
 * the SDK encodes them, the API version it pins, its retry policy and its webhook check.
 */

/** The API version stripe 23.1.0 pins; the request and webhook shapes the adapter reads are its. */
export const STRIPE_API_VERSION = '2026-10-28.endive';

const STRIPE_API_URL = 'https://api.stripe.com';

/** The SDK's backoff: 0.5 s doubling per retry, at most 5 s, with jitter, never under 0.5 s. */
const INITIAL_RETRY_DELAY_SECONDS = 0.5;
const MAX_RETRY_DELAY_SECONDS = 5;

/** Errors of a connection that closed under the request: usually a keep-alive socket gone stale. */
const CONNECTION_CLOSED_CODES = new Set(['ECONNRESET', 'EPIPE', 'UND_ERR_SOCKET']);

/** An error answer of the Stripe API, with the fields of its `error` object. */
export class StripeApiError extends Error {
  readonly statusCode: number;
  /** Stripe's error type: invalid_request_error, idempotency_error, card_error, api_error, ... */
  readonly type: string | undefined;
  readonly code: string | undefined;
  readonly param: string | undefined;
  /** The payment intent an error about one carries (payment_intent_unexpected_state does). */
  readonly paymentIntent: unknown;
  readonly requestId: string | undefined;
  readonly raw: Readonly<Record<string, unknown>>;

  constructor(statusCode: number, raw: Record<string, unknown>, requestId: string | undefined) {
    super(typeof raw.message === 'string' ? raw.message : `Stripe answered ${statusCode}`);
    this.name = 'StripeApiError';
    this.statusCode = statusCode;
    this.type = typeof raw.type === 'string' ? raw.type : undefined;
    this.code = typeof raw.code === 'string' ? raw.code : undefined;
    this.param = typeof raw.param === 'string' ? raw.param : undefined;
    this.paymentIntent = raw.payment_intent;
    this.requestId = requestId;
    this.raw = raw;
  }
}

/** No answer from Stripe: the connection failed or an attempt timed out, retries included. */
export class StripeConnectionError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'StripeConnectionError';
  }
}

/** A request body value: what the adapter sends (strings, numbers, nested objects, arrays). */
export type FormValue =
  | string
  | number
  | boolean
  | null
  | undefined
  | readonly FormValue[]
  | { readonly [key: string]: FormValue };

/** encodeURIComponent plus what qs also encodes, with brackets left readable, as the SDK does. */
const encodeFormPart = (value: string): string =>
  encodeURIComponent(value)
    .replace(/!/g, '%21')
    .replace(/\*/g, '%2A')
    .replace(/\(/g, '%28')
    .replace(/\)/g, '%29')
    .replace(/'/g, '%27')
    .replace(/%5B/g, '[')
    .replace(/%5D/g, ']');

/**
 * A body as Stripe's form encoding wants it: `a[b][0][c]=v` for nested objects and arrays, keys in
 * insertion order, undefined left out, null sent empty (which unsets a field at Stripe).
 */
export function formEncode(params: { readonly [key: string]: FormValue }): string {
  const pairs: string[] = [];
  const add = (key: string, value: FormValue): void => {
    if (value === undefined) return;
    if (value === null || typeof value !== 'object') {
      pairs.push(`${encodeFormPart(key)}=${encodeFormPart(value === null ? '' : String(value))}`);
    } else if (Array.isArray(value)) {
      (value as readonly FormValue[]).forEach((item, index) => add(`${key}[${index}]`, item));
    } else {
      for (const [name, item] of Object.entries(value)) add(`${key}[${name}]`, item);
    }
  };
  for (const [key, value] of Object.entries(params)) add(key, value);
  return pairs.join('&');
}

export interface StripeClientOptions {
  secretKey: string;
  /** Another API origin (the local fake Stripe); https://api.stripe.com when absent. */
  apiUrl?: string;
  /** Retries after a failed attempt, as the SDK's maxNetworkRetries. */
  maxNetworkRetries: number;
  /** Per attempt. */
  timeoutMs: number;
  /** Tests replace these. */
  fetch?: typeof fetch;
  sleep?: (ms: number) => Promise<void>;
  random?: () => number;
}

export interface StripeRequest {
  method: 'GET' | 'POST';
  /** e.g. `/v1/checkout/sessions`; ids in it already encoded with encodeURIComponent. */
  path: string;
  /** The form body of a POST. */
  params?: { readonly [key: string]: FormValue };
  /** Makes a retried POST safe: Stripe replays the first answer for the same key. */
  idempotencyKey?: string;
}

export interface StripeClient {
  request(request: StripeRequest): Promise<unknown>;
}

/** The SDK's words for a request that got no answer. */
const connectionFailed = (retries: number): string =>
  `An error occurred with our connection to Stripe.${retries > 0 ? ` Request was retried ${retries} times.` : ''}`;

const defaultSleep = (ms: number) =>
  new Promise<void>((resolve) => {
    setTimeout(resolve, ms);
  });

/** The code of a failed fetch's underlying socket error (undici wraps it as the cause). */
function errorCode(error: unknown): string | undefined {
  for (let current = error, depth = 0; current && depth < 4; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string') return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

export function createStripeClient(options: StripeClientOptions): StripeClient {
  const base = (options.apiUrl ?? STRIPE_API_URL).replace(/\/+$/, '');
  const doFetch = options.fetch ?? fetch;
  const sleep = options.sleep ?? defaultSleep;
  const random = options.random ?? Math.random;

  const delayMs = (retriesSoFar: number): number => {
    const doubled = Math.min(
      INITIAL_RETRY_DELAY_SECONDS * 2 ** (retriesSoFar - 1),
      MAX_RETRY_DELAY_SECONDS,
    );
    return Math.max(INITIAL_RETRY_DELAY_SECONDS, doubled * 0.5 * (1 + random())) * 1000;
  };

  /** The SDK's _shouldRetry, for an answer (`response`) or a failed attempt (`error`). */
  const shouldRetry = (retries: number, response?: Response, error?: unknown): boolean => {
    // A closed connection usually never reached Stripe; retried once even with retries off.
    if (error !== undefined && retries === 0 && CONNECTION_CLOSED_CODES.has(errorCode(error) ?? ''))
      return true;
    if (retries >= options.maxNetworkRetries) return false;
    if (!response) return true;
    const advice = response.headers.get('stripe-should-retry');
    if (advice === 'false') return false;
    if (advice === 'true') return true;
    return response.status === 409 || response.status >= 500;
  };

  return {
    async request({ method, path, params, idempotencyKey }) {
      const body = method === 'POST' ? formEncode(params ?? {}) : undefined;
      const headers: Record<string, string> = {
        Accept: 'application/json',
        Authorization: `Bearer ${options.secretKey}`,
        'Stripe-Version': STRIPE_API_VERSION,
        'User-Agent': 'Inroom (fetch)',
      };
      if (method === 'POST') {
        headers['Content-Type'] = 'application/x-www-form-urlencoded';
        // As the SDK: every POST carries a key, so even the closed-connection retry is safe.
        headers['Idempotency-Key'] = idempotencyKey ?? `inroom-retry-${randomUUID()}`;
      }
      for (let retries = 0; ; retries++) {
        let response: Response;
        try {
          response = await doFetch(`${base}${path}`, {
            method,
            headers,
            body,
            signal: AbortSignal.timeout(options.timeoutMs),
          });
        } catch (error) {
          if (shouldRetry(retries, undefined, error)) {
            await sleep(delayMs(retries));
            continue;
          }
          const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
          throw new StripeConnectionError(
            timedOut
              ? `Request aborted due to timeout being reached (${options.timeoutMs}ms)`
              : connectionFailed(retries),
            { cause: error },
          );
        }
        if (shouldRetry(retries, response)) {
          // The body of an answer not used is read off, so the connection can be reused.
          await response.arrayBuffer().catch(() => undefined);
          await sleep(delayMs(retries));
          continue;
        }
        const requestId = response.headers.get('request-id') ?? undefined;
        let json: unknown;
        try {
          json = await response.json();
        } catch (error) {
          // The body broke off (or the attempt timed out) while being read: no answer after all.
          if (!(error instanceof SyntaxError))
            throw new StripeConnectionError(connectionFailed(retries), { cause: error });
          throw new StripeApiError(
            response.status,
            { type: 'api_error', message: 'Invalid JSON received from the Stripe API' },
            requestId,
          );
        }
        const failure = (json as { error?: unknown } | null)?.error;
        if (failure !== undefined || !response.ok) {
          const raw =
            typeof failure === 'object' && failure !== null
              ? (failure as Record<string, unknown>)
              : { type: 'api_error', message: typeof failure === 'string' ? failure : undefined };
          throw new StripeApiError(response.status, raw, requestId);
        }
        return json;
      }
    },
  };
}

/** Why a webhook was refused; the adapter answers every one of them the same way. */
export class StripeSignatureError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'StripeSignatureError';
  }
}

/** The `t=` and `v1=` of a Stripe-Signature header, read as the SDK's parseHeader reads them. */
function parseSignatureHeader(header: string): { timestamp: number; signatures: string[] } {
  const details = { timestamp: -1, signatures: [] as string[] };
  for (const item of header.split(',')) {
    const [key, value] = item.split('=');
    if (key === 't') details.timestamp = Number.parseInt(value ?? '', 10);
    // The SDK keeps a `v1` without a value too, which then fails the comparison below.
    if (key === 'v1') details.signatures.push(value as string);
  }
  return details;
}

/** The SDK's secureCompare: a missing value throws, lengths differ is false, else constant-time. */
function secureCompare(expected: string, candidate: string | undefined): boolean {
  if (!candidate) throw new StripeSignatureError('secureCompare must receive two arguments');
  if (expected.length !== candidate.length) return false;
  const encoder = new TextEncoder();
  return timingSafeEqual(encoder.encode(expected), encoder.encode(candidate));
}

/**
 * Checks a webhook's Stripe-Signature as the SDK's constructEvent does and returns the parsed
 * body: HMAC-SHA256 of `<t>.<body>` with the endpoint secret, one of the `v1` values must match,
 * and the timestamp may be at most `toleranceSeconds` old (only old: a future one passes, as in the
 * SDK). Throws StripeSignatureError (or a JSON SyntaxError for a signed body that is not JSON).
 */
export function verifyWebhook(
  payload: Uint8Array | string,
  header: string,
  secret: string,
  toleranceSeconds: number,
  receivedAtMs: number,
): unknown {
  const body = typeof payload === 'string' ? payload : new TextDecoder('utf8').decode(payload);
  if (!body) throw new StripeSignatureError('No webhook payload was provided.');
  if (!header) throw new StripeSignatureError('No stripe-signature header value was provided.');
  const details = parseSignatureHeader(header);
  if (details.timestamp === -1)
    throw new StripeSignatureError('Unable to extract timestamp and signatures from header');
  if (details.signatures.length === 0)
    throw new StripeSignatureError('No signatures found with expected scheme');
  if (!secret || /^[ \t\r\n\f\v]*$/.test(secret))
    throw new StripeSignatureError('No webhook secret value was provided.');
  // `${NaN}` signs over 'NaN.<body>' exactly as the SDK does; the adapter refuses such a header.
  const expected = createHmac('sha256', secret)
    .update(`${details.timestamp}.${body}`, 'utf8')
    .digest('hex');
  // Every value is compared (no early exit), so a bad one anywhere fails as in the SDK.
  const matches = details.signatures.filter((signature) => secureCompare(expected, signature));
  if (matches.length === 0)
    throw new StripeSignatureError(
      'No signatures found matching the expected signature for payload.',
    );
  const age = Math.floor(receivedAtMs / 1000) - details.timestamp;
  if (toleranceSeconds > 0 && age > toleranceSeconds)
    throw new StripeSignatureError('Timestamp outside the tolerance zone');
  const event: unknown = JSON.parse(body);
  if ((event as { object?: unknown } | null)?.object === 'v2.core.event')
    throw new StripeSignatureError('A thin event notification is not a webhook event');
  return event;
}
