import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import type { RuntimeConfig } from '@inroom/shared';
import { findRoute, methodsForPath, MAX_BODY_BYTES, type Dispatcher } from '@inroom/functions/http';
import { toApiGatewayEvent } from './http-event';
import { serveSpa } from './static-files';
import type { ClaimsVerifier } from './token-verifier';

export interface LocalServerOptions {
  port: number;
  host: string;
  dispatcher: Dispatcher;
  verifyToken: ClaimsVerifier;
  runtimeConfig: () => RuntimeConfig;
  webRoot: string;
  getImage: (key: string) => Promise<{ body: Buffer; contentType: string } | undefined>;
  cognitoEndpoint: string;
  /** The fake Stripe's hosted checkout: GET /local/checkout/{id}, POST .../pay and .../decline. */
  handleCheckout: (request: IncomingMessage, response: ServerResponse, url: URL) => Promise<void>;
  /** The SMS outbox: GET /local/outbox (page), /local/outbox.json, POST /local/outbox/fail. */
  handleOutbox: (request: IncomingMessage, response: ServerResponse, url: URL) => Promise<void>;
}

class BodyTooLarge extends Error {}

async function readBody(request: IncomingMessage, limit: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
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

function sendProxyResult(response: ServerResponse, result: APIGatewayProxyStructuredResultV2) {
  const headers: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(result.headers ?? {})) headers[name] = String(value);
  if (result.cookies?.length) headers['set-cookie'] = result.cookies;
  response.writeHead(result.statusCode ?? 200, headers);
  response.end(
    result.body === undefined
      ? undefined
      : Buffer.from(result.body, result.isBase64Encoded ? 'base64' : 'utf8'),
  );
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
  let body: Buffer;
  try {
    body = await readBody(request, MAX_BODY_BYTES);
  } catch (error) {
    if (error instanceof BodyTooLarge) {
      sendJson(response, 413, errorBody('payload_too_large', 'Request body too large'));
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
  sendProxyResult(response, await options.dispatcher(event));
}

async function handleImage(options: LocalServerOptions, response: ServerResponse, url: URL) {
  // The object key is the path without its leading slash, as CloudFront forwards it on AWS.
  const key = decodeURIComponent(url.pathname.slice(1));
  const image = key !== 'images/' && !key.includes('..') ? await options.getImage(key) : undefined;
  if (!image) {
    response
      .writeHead(404, { 'content-type': 'text/plain; charset=utf-8' })
      .end('Image not found\n');
    return;
  }
  // Image keys are never reused for other content, so they can be cached as CloudFront does.
  response.writeHead(200, {
    'content-type': image.contentType,
    'cache-control': 'public, max-age=31536000, immutable',
  });
  response.end(image.body);
}

/**
 * Amplify talks to Cognito through this proxy. cognito-local does not know the refresh call Amplify
 * makes (GetTokensFromRefreshToken), so it is answered with InitiateAuth's REFRESH_TOKEN_AUTH.
 */
async function handleCognito(
  options: LocalServerOptions,
  request: IncomingMessage,
  response: ServerResponse,
) {
  const body = await readBody(request, 64 * 1024);
  let target = String(request.headers['x-amz-target'] ?? '');
  let payload = body;
  if (target.endsWith('.GetTokensFromRefreshToken')) {
    const parsed = JSON.parse(body.toString('utf8') || '{}') as {
      ClientId?: string;
      RefreshToken?: string;
    };
    target = 'AWSCognitoIdentityProviderService.InitiateAuth';
    payload = Buffer.from(
      JSON.stringify({
        AuthFlow: 'REFRESH_TOKEN_AUTH',
        ClientId: parsed.ClientId,
        AuthParameters: { REFRESH_TOKEN: parsed.RefreshToken },
      }),
    );
  }
  const upstream = await fetch(options.cognitoEndpoint, {
    method: request.method ?? 'POST',
    headers: {
      'content-type': String(request.headers['content-type'] ?? 'application/x-amz-json-1.1'),
      ...(target ? { 'x-amz-target': target } : {}),
    },
    ...(request.method === 'POST' ? { body: payload.toString('utf8') } : {}),
  });
  response.writeHead(upstream.status, {
    'content-type': upstream.headers.get('content-type') ?? 'application/json',
    'access-control-allow-origin': '*',
  });
  response.end(Buffer.from(await upstream.arrayBuffer()));
}

export interface LocalServer {
  server: Server;
  url: string;
  stop: () => Promise<void>;
}

/**
 * The one local HTTP server: the API under /api, images, the web config, the SPA, the Cognito
 * proxy, and the embedded stack's own pages (checkout, outbox).
 */
export async function startServer(options: LocalServerOptions): Promise<LocalServer> {
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const route = async () => {
      if (url.pathname.startsWith('/api/')) return handleApi(options, request, response, url);
      if (url.pathname === '/config.json') return sendJson(response, 200, options.runtimeConfig());
      if (url.pathname.startsWith('/images/')) return handleImage(options, response, url);
      if (url.pathname === '/local/cognito' || url.pathname === '/local/cognito/') {
        if (request.method === 'OPTIONS') {
          response
            .writeHead(204, {
              'access-control-allow-origin': '*',
              'access-control-allow-headers': '*',
              'access-control-allow-methods': 'POST',
            })
            .end();
          return;
        }
        return handleCognito(options, request, response);
      }
      if (url.pathname === '/local/health') return sendJson(response, 200, { ok: true });
      // Pages of the embedded stack only: the stand-ins for Stripe's checkout and for SMS.
      if (url.pathname.startsWith('/local/checkout/'))
        return options.handleCheckout(request, response, url);
      if (
        url.pathname === '/local/outbox' ||
        url.pathname === '/local/outbox.json' ||
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
  server.listen(options.port, options.host);
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', reject);
  });
  const { port } = server.address() as AddressInfo;
  const url = `http://${options.host === '127.0.0.1' || options.host === '0.0.0.0' ? 'localhost' : options.host}:${port}`;
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
