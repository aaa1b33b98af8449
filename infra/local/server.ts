import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import type { RuntimeConfig } from '@inroom/shared';
import {
  compressedFor,
  findRoute,
  methodsForPath,
  MAX_BODY_BYTES,
  type Dispatcher,
} from '@inroom/functions/http';
import { API_RATE_LIMIT, type ResolvedRoute } from '@inroom/functions/routes';
import { spaScriptHashes } from '../lib/inline-scripts';
import { securityHeaders, type ResponseKind } from '../lib/security-headers';
import { handleCognitoProxy } from './cognito-proxy';
import { toApiGatewayEvent } from './http-event';
import { isOwnHost } from './loopback-guard';
import type { RateLimiter } from './rate-limiter';
import { serveSpa } from './static-files';
import type { ClaimsVerifier } from './token-verifier';

export interface LocalServerOptions {
  port: number;
  host: string;
  /** API Gateway's throttling, per client address (rate-limiter.ts); undefined: none. */
  rateLimiter: RateLimiter | undefined;
  dispatcher: Dispatcher;
  verifyToken: ClaimsVerifier;
  /** The web's /config.json for a browser on `origin` (the server as that browser names it). */
  runtimeConfig: (origin: string) => RuntimeConfig;
  webRoot: string;
  getImage: (key: string) => Promise<{ body: Buffer; contentType: string } | undefined>;
  /** The Cognito stand-in's endpoint and pool, which /local/cognito passes the SPA's calls to. */
  cognito: { endpoint: string; userPoolId: string };
  /** The browser's presigned image uploads: PUT /local/s3/... (s3-upload-gate.ts). */
  handleUpload: (request: IncomingMessage, response: ServerResponse, url: URL) => Promise<void>;
  /** The fake Stripe's hosted checkout: GET /local/checkout/{id}, POST .../pay and .../decline. */
  handleCheckout: (request: IncomingMessage, response: ServerResponse, url: URL) => Promise<void>;
  /**
   * The SMS outbox and the Cognito stand-in's e-mails: GET /local/outbox (page), /local/outbox.json,
   * /local/outbox/email.json, POST /local/outbox/fail.
   */
  handleOutbox: (request: IncomingMessage, response: ServerResponse, url: URL) => Promise<void>;
}

class BodyTooLarge extends Error {}

async function readBody(request: IncomingMessage, limit: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  // Left open when the body is too large: its 413 must reach the client first (see tooLarge).
  for await (const chunk of request.iterator({ destroyOnReturn: false })) {
    size += (chunk as Buffer).length;
    if (size > limit) throw new BodyTooLarge();
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

function sendJson(
  response: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
) {
  response.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
    ...headers,
  });
  response.end(JSON.stringify(body));
}

const errorBody = (code: string, message: string) => ({ error: { code, message } });

/**
 * A 413 for a body over the limit, answered while the client may still be uploading. The rest of
 * the upload is never read, so the connection cannot carry another request: the answer says
 * `connection: close`, and the request goes only once the answer has gone. Destroyed at once (as
 * leaving a `for await` over the request did), the client could see a reset instead of the 413,
 * or pool the connection and wait for an answer that never came (an API test hung 30 s).
 */
function tooLarge(request: IncomingMessage, response: ServerResponse) {
  response.on('finish', () => request.destroy());
  sendJson(response, 413, errorBody('payload_too_large', 'Request body too large'), {
    connection: 'close',
  });
}

/**
 * Sends a handler's answer as API Gateway and CloudFront would: its headers (Cache-Control
 * included) as they are, and its body compressed for a client that accepts it when the route is one
 * the edge caches, as CloudFront compresses only those. Any other answer goes as the API sent it,
 * compressed by the API itself (@inroom/functions/http's compression).
 */
async function sendProxyResult(
  request: IncomingMessage,
  response: ServerResponse,
  route: ResolvedRoute,
  answer: APIGatewayProxyStructuredResultV2,
) {
  const result =
    route.cache === undefined
      ? answer
      : await compressedFor(answer, request.headers['accept-encoding']);
  const headers: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(result.headers ?? {}))
    headers[name.toLowerCase()] = String(value);
  if (result.cookies?.length) headers['set-cookie'] = result.cookies;
  const body =
    result.body === undefined
      ? undefined
      : Buffer.from(result.body, result.isBase64Encoded ? 'base64' : 'utf8');
  if (body) headers['content-length'] = String(body.length);
  response.writeHead(result.statusCode ?? 200, headers);
  response.end(body);
}

/**
 * Seconds to wait when the client has used up the stage's limit or the route's own (as API Gateway
 * answers 429), else undefined. The client is the connection's address: the server has no proxy in
 * front whose X-Forwarded-For it could trust.
 */
function throttled(
  options: LocalServerOptions,
  request: IncomingMessage,
  route: ResolvedRoute,
): number | undefined {
  if (!options.rateLimiter) return undefined;
  const client = request.socket.remoteAddress ?? 'unknown';
  const stage = options.rateLimiter.take(`${client} stage`, API_RATE_LIMIT);
  if (!stage.allowed) return stage.retryAfterSeconds;
  if (!route.rateLimit) return undefined;
  const own = options.rateLimiter.take(`${client} ${route.routeKey}`, route.rateLimit);
  return own.allowed ? undefined : own.retryAfterSeconds;
}

async function handleApi(
  options: LocalServerOptions,
  request: IncomingMessage,
  response: ServerResponse,
  url: URL,
) {
  const method = request.method ?? 'GET';
  const match = findRoute(method, url.pathname);
  if (!match) {
    const allowed = methodsForPath(url.pathname);
    if (allowed.length > 0) {
      sendJson(response, 405, errorBody('method_not_allowed', `Use ${allowed.join(' or ')}`), {
        allow: allowed.join(', '),
      });
    } else {
      sendJson(response, 404, errorBody('not_found', `No route for ${method} ${url.pathname}`));
    }
    return;
  }
  const retryAfter = throttled(options, request, match.route);
  if (retryAfter !== undefined) {
    request.resume();
    sendJson(
      response,
      429,
      errorBody('too_many_requests', `Too many requests; try again in ${retryAfter} s`),
      { 'retry-after': String(retryAfter) },
    );
    return;
  }
  let body: Buffer;
  try {
    body = await readBody(request, MAX_BODY_BYTES);
  } catch (error) {
    if (error instanceof BodyTooLarge) {
      tooLarge(request, response);
      return;
    }
    throw error;
  }
  // The same gate as API Gateway's JWT authorizer on AWS: admin routes need a valid access token.
  let claims: Record<string, unknown> | undefined;
  if (match.route.access === 'admin') {
    claims = await options.verifyToken(request.headers.authorization);
    if (!claims) {
      sendJson(response, 401, errorBody('unauthorized', 'Sign-in required'));
      return;
    }
  }
  const event = toApiGatewayEvent({
    request,
    url,
    body,
    route: match.route,
    pathParameters: match.pathParameters,
    claims,
  });
  await sendProxyResult(request, response, match.route, await options.dispatcher(event));
}

/** The types images are served as, from the key's extension: the one the byte check verified. */
const IMAGE_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
};
/** `images/<path>.<ext>`: plain path segments only (no dot segments, NUL, backslash or %). */
const IMAGE_KEY =
  /^images\/(?:[A-Za-z0-9_-][A-Za-z0-9._-]*\/)*[A-Za-z0-9_-][A-Za-z0-9._-]*\.([a-z]+)$/;

/**
 * The longest name a key's folder or file may have: far longer than any key the API makes, and
 * short enough for s3rver, which keeps each object as files named after it plus a suffix of its
 * own, on file systems that allow 255 bytes (a longer name made it answer 500).
 */
const MAX_KEY_SEGMENT = 200;

/** The object key and type of an /images/ path, or undefined when it cannot be an image of ours. */
export function imageKeyOf(pathname: string): { key: string; contentType: string } | undefined {
  let key: string;
  try {
    // The object key is the path without its leading slash, as CloudFront forwards it on AWS.
    key = decodeURIComponent(pathname.slice(1));
  } catch {
    return undefined;
  }
  const match = IMAGE_KEY.exec(key);
  const contentType = match && IMAGE_TYPES[match[1] as string];
  if (!contentType || key.includes('..')) return undefined;
  return key.split('/').every((name) => name.length <= MAX_KEY_SEGMENT)
    ? { key, contentType }
    : undefined;
}

async function handleImage(options: LocalServerOptions, response: ServerResponse, url: URL) {
  const wanted = imageKeyOf(url.pathname);
  const image = wanted ? await options.getImage(wanted.key) : undefined;
  if (!wanted || !image) {
    response
      .writeHead(404, { 'content-type': 'text/plain; charset=utf-8' })
      .end('Image not found\n');
    return;
  }
  // Image keys are never reused for other content, so they can be cached as CloudFront does. The
  // type is the key's (never what the uploader declared), and nosniff keeps browsers to it.
  response.writeHead(200, {
    'content-type': wanted.contentType,
    'cache-control': 'public, max-age=31536000, immutable',
  });
  response.end(image.body);
}

/**
 * The request's URL from its target. Browsers send a path; `//x` must stay a path (WHATWG URL reads
 * it as a host), and anything else (an absolute URL, `*`) is not one of ours: undefined.
 */
function requestUrl(target: string | undefined): URL | undefined {
  const path = target ?? '/';
  if (!path.startsWith('/')) return undefined;
  try {
    return new URL(`http://localhost${path}`);
  } catch {
    return undefined;
  }
}

/** A Host header of the form name[:port] or [v6]:port; anything else is not used. */
const HOST_HEADER = /^(?:[A-Za-z0-9.-]+|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

/**
 * The server's origin as the browser sees it (localhost, 127.0.0.1 or a LAN name), so what the SPA
 * calls from config.json (the Cognito proxy) is on the page's own origin, which the CSP's
 * connect-src 'self' allows; the server's own URL when the Host header is missing or odd.
 */
function originOf(request: IncomingMessage, fallback: string): string {
  const host = request.headers.host ?? '';
  return HOST_HEADER.test(host) ? `http://${host}` : fallback;
}

/** Which policy a path's responses get: JSON and images are never documents. */
function responseKindOf(pathname: string): ResponseKind {
  if (pathname.startsWith('/images/')) return 'image';
  if (
    pathname.startsWith('/api/') ||
    pathname.startsWith('/local/cognito') ||
    pathname.endsWith('.json')
  )
    return 'api';
  return 'app';
}

/**
 * The fake Stripe's checkout page stands in for Stripe's own, which is not under our policy: its Pay
 * form posts to itself and is redirected back to whichever origin the guest came from (localhost or
 * 127.0.0.1), which form-action 'self' would block.
 */
const securityHeadersOf = (pathname: string, scriptHashes: readonly string[]) =>
  pathname.startsWith('/local/checkout/')
    ? securityHeaders('app', { formActions: ["'self'", 'http:'] })
    : securityHeaders(responseKindOf(pathname), { scriptHashes });

export interface LocalServer {
  server: Server;
  url: string;
  stop: () => Promise<void>;
}

/**
 * The one local HTTP server: the API under /api, images, the web config, the SPA, the Cognito
 * proxy, and the embedded stack's own pages (checkout, outbox).
 */
/** How long an idle kept-alive connection stays open on the server's side. */
export const KEEP_ALIVE_SECONDS = 65;

export async function startServer(options: LocalServerOptions): Promise<LocalServer> {
  // Known once listening; a request cannot arrive before.
  let serverUrl = '';
  // The SPA's boot script, allowed by hash as CloudFront allows it (infra/lib/web.ts).
  const scriptHashes = spaScriptHashes(options.webRoot);
  const server = createServer((request, response) => {
    const url = requestUrl(request.url);
    if (!url) {
      sendJson(response, 400, errorBody('bad_request', 'The request target is not a path'));
      return;
    }
    if (!isOwnHost(request.headers.host, options.host)) {
      sendJson(
        response,
        403,
        errorBody(
          'forbidden',
          'This server answers to localhost, IP addresses and the HOST it was started with',
        ),
      );
      return;
    }
    // The same headers CloudFront adds on AWS (infra/lib/security-headers.ts). No handler sets
    // these names itself (the API's own nosniff is the same value), so none is overridden.
    for (const [name, value] of Object.entries(securityHeadersOf(url.pathname, scriptHashes)))
      response.setHeader(name, value);
    const route = async () => {
      if (url.pathname.startsWith('/api/')) return handleApi(options, request, response, url);
      // Revalidated on every load, as the deployed copy is (it changes with each deployment).
      if (url.pathname === '/config.json')
        return sendJson(response, 200, options.runtimeConfig(originOf(request, serverUrl)), {
          'cache-control': 'no-cache',
        });
      if (url.pathname.startsWith('/images/')) return handleImage(options, response, url);
      if (url.pathname === '/local/cognito' || url.pathname === '/local/cognito/')
        return handleCognitoProxy(options.cognito, request, response);
      if (url.pathname.startsWith('/local/s3/'))
        return options.handleUpload(request, response, url);
      if (url.pathname === '/local/health') return sendJson(response, 200, { ok: true });
      // Pages of the embedded stack only: the stand-ins for Stripe's checkout, SMS and e-mail.
      if (url.pathname.startsWith('/local/checkout/'))
        return options.handleCheckout(request, response, url);
      if (
        url.pathname === '/local/outbox' ||
        url.pathname === '/local/outbox.json' ||
        url.pathname === '/local/outbox/email.json' ||
        url.pathname === '/local/outbox/fail'
      )
        return options.handleOutbox(request, response, url);
      return serveSpa(options.webRoot, request, response, url.pathname);
    };
    route().catch((error: unknown) => {
      console.error('local server error', error);
      if (!response.headersSent)
        sendJson(response, 500, errorBody('internal', 'Something went wrong'));
      else response.end();
    });
  });
  // The client, not the server, drops an idle kept-alive connection, as behind API Gateway and
  // CloudFront (60 s and more). At Node's 5 s, a client that read an answer late on a busy machine
  // (the test runner, in this process) could send its next request on a connection the server had
  // just closed: the request failed with ECONNRESET. Clients keep theirs at most 1 s under the
  // Keep-Alive hint this sends.
  server.keepAliveTimeout = KEEP_ALIVE_SECONDS * 1000;
  // Node's parser answers what it cannot parse (a header block over 16 KB, a malformed request)
  // with a bare status and no body; answer those, as every other error, with the JSON error.
  server.on('clientError', (error: NodeJS.ErrnoException, socket) => {
    if (!socket.writable || error.code === 'ECONNRESET') {
      socket.destroy();
      return;
    }
    const tooLarge = error.code === 'HPE_HEADER_OVERFLOW';
    const body = JSON.stringify(
      tooLarge
        ? errorBody('headers_too_large', 'The request line and headers are over 16 KB')
        : errorBody('bad_request', 'The request is not valid HTTP'),
    );
    socket.end(
      [
        `HTTP/1.1 ${tooLarge ? '431 Request Header Fields Too Large' : '400 Bad Request'}`,
        'content-type: application/json; charset=utf-8',
        `content-length: ${Buffer.byteLength(body)}`,
        'cache-control: no-store',
        'x-content-type-options: nosniff',
        'connection: close',
        '',
        body,
      ].join('\r\n'),
    );
  });
  server.listen(options.port, options.host);
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', reject);
  });
  const { port } = server.address() as AddressInfo;
  const url = `http://${options.host === '127.0.0.1' || options.host === '0.0.0.0' ? 'localhost' : options.host}:${port}`;
  serverUrl = url;
  return {
    server,
    url,
    stop: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}
