import { Agent, request as httpRequest } from 'node:http';
import Stripe from 'stripe';

// One fuzz request as sent on the wire: node:http rather than fetch, so that the path goes out
// exactly as written (fetch's URL parser would resolve `%2e%2e` and refuse a GET with a body),
// any method and any content type (or none) can be sent, and bodies can be any bytes.

export interface WireRequest {
  method: string;
  /** Path and query, already encoded, sent byte for byte. */
  target: string;
  headers: Record<string, string>;
  /** Placeholders resolved at send time, so a printed case stays short. */
  auth?: 'admin' | 'none' | string;
  cookie?: 'guest' | 'none' | string;
  /** Stripe-Signature: a valid one over the body, none, or a literal. */
  signature?: 'valid' | 'none' | string;
  body?: string | { base64: string };
  /** How the case was made (not sent): 'a valid request, changed: body.name: removed'. */
  note?: string;
}

export interface WireResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
  ms: number;
}

export interface Secrets {
  adminToken: string;
  guestCookie: string;
  webhookSecret: string;
}

/**
 * A connection per request: a case that leaves a connection in a bad state (a body the server did
 * not read) must not make the next case fail.
 */
const agent = new Agent({ keepAlive: false });

/** Characters a path segment or query value may hold as they are; anything else is encoded. */
const SAFE = /^[A-Za-z0-9\-._~%!$&'()*+,;=:@]*$/;
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
export const encodePart = (text: string) =>
  SAFE.test(text) ? text : encodeURIComponent(text.replace(LONE_SURROGATE, '\ufffd'));

export function send(
  port: number,
  wire: WireRequest,
  secrets: Secrets,
  timeoutMs = 3_000,
): Promise<WireResponse> {
  const body =
    wire.body === undefined
      ? undefined
      : typeof wire.body === 'string'
        ? Buffer.from(wire.body, 'utf8')
        : Buffer.from(wire.body.base64, 'base64');
  const headers: Record<string, string> = { ...wire.headers };
  if (wire.auth === 'admin') headers.authorization = `Bearer ${secrets.adminToken}`;
  else if (wire.auth && wire.auth !== 'none')
    headers.authorization = wire.auth.replace('<admin>', secrets.adminToken);
  if (wire.cookie === 'guest') headers.cookie = secrets.guestCookie;
  else if (wire.cookie && wire.cookie !== 'none') headers.cookie = wire.cookie;
  if (wire.signature === 'valid') {
    headers['stripe-signature'] = Stripe.webhooks.generateTestHeaderString({
      payload: body?.toString('utf8') ?? '',
      secret: secrets.webhookSecret,
    });
  } else if (wire.signature && wire.signature !== 'none')
    headers['stripe-signature'] = wire.signature;
  if (body) headers['content-length'] = String(body.length);
  const started = performance.now();
  return new Promise((resolve, reject) => {
    let answered: WireResponse | undefined;
    const chunks: Buffer[] = [];
    const settle = () => {
      if (answered) resolve({ ...answered, text: Buffer.concat(chunks).toString('utf8') });
    };
    const request = httpRequest(
      { host: '127.0.0.1', port, method: wire.method, path: wire.target, headers, agent },
      (response) => {
        answered = {
          status: response.statusCode ?? 0,
          headers: response.headers,
          text: '',
          ms: performance.now() - started,
        };
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', settle);
        response.on('error', settle);
      },
    );
    request.setTimeout(timeoutMs, () =>
      request.destroy(new Error(`no answer within ${timeoutMs} ms`)),
    );
    // A server may answer before it has read a body it refuses (a 413, a 401) and close the
    // connection while the body is still being sent: the answer counts, the reset does not.
    request.on('error', (error) => (answered ? settle() : reject(error)));
    request.end(body);
  });
}

export function closeAgent(): void {
  agent.destroy();
}

const STACK_TRACE =
  /(^|\n|\\n)\s*at [^\n]*(:\d+:\d+\)?|\(native\))|node:internal|\/node_modules\/|[A-Za-z]*Error: [^\n]*(\n|\\n)\s*at /;

/**
 * What is wrong with an answer: a 5xx, an API error that is not `{ error: { code, message } }`
 * JSON, an HTML page from the API, or a stack trace anywhere. Empty when it is fine.
 */
export function answerProblems(wire: WireRequest, response: WireResponse): string[] {
  const problems: string[] = [];
  const path = wire.target.split('?')[0] ?? '';
  const isApi = path.startsWith('/api/');
  const type = String(response.headers['content-type'] ?? '');
  if (response.status >= 500) problems.push(`status ${response.status}`);
  if (wire.method !== 'HEAD') {
    if (STACK_TRACE.test(response.text)) problems.push('stack trace in the body');
    if (isApi && (/html/i.test(type) || /^\s*</.test(response.text)))
      problems.push('HTML from the API');
    if (isApi && response.status >= 400) {
      let error: unknown;
      try {
        error = (JSON.parse(response.text) as { error?: unknown }).error;
      } catch {
        error = undefined;
      }
      const ok =
        /json/i.test(type) &&
        !!error &&
        typeof (error as { code?: unknown }).code === 'string' &&
        typeof (error as { message?: unknown }).message === 'string';
      if (!ok)
        problems.push(
          `a ${response.status} that is not a JSON error (${type || 'no content type'})`,
        );
    }
  }
  return problems;
}
