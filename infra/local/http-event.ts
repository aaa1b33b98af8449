import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import type { ResolvedRoute } from '@inroom/functions/routes';

const TEXT_TYPES = /^(application\/(json|x-www-form-urlencoded|.*\+json)|text\/)/i;

/**
 * Builds the API Gateway HTTP API (payload v2) event that API Gateway would send for this request,
 * so the local server calls the handlers exactly as Lambda does: headers joined by commas, cookies
 * split out, repeated query parameters joined by commas, binary bodies base64-encoded.
 */
export function toApiGatewayEvent(options: {
  request: IncomingMessage;
  url: URL;
  body: Buffer;
  route: ResolvedRoute;
  pathParameters: Record<string, string>;
  claims: Record<string, unknown> | undefined;
}): APIGatewayProxyEventV2 {
  const { request, url, body, route } = options;
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined || name === 'cookie') continue;
    headers[name] = Array.isArray(value) ? value.join(',') : value;
  }
  const cookies = (request.headers.cookie ?? '')
    .split(';')
    .map((cookie) => cookie.trim())
    .filter(Boolean);

  const query: Record<string, string> = {};
  for (const name of new Set(url.searchParams.keys()))
    query[name] = url.searchParams.getAll(name).join(',');

  const contentType = headers['content-type'] ?? '';
  const isText = body.length === 0 || TEXT_TYPES.test(contentType);
  const now = new Date();

  const event: APIGatewayProxyEventV2 = {
    version: '2.0',
    routeKey: route.routeKey,
    rawPath: url.pathname,
    rawQueryString: url.search.replace(/^\?/, ''),
    headers,
    ...(cookies.length > 0 ? { cookies } : {}),
    ...(Object.keys(query).length > 0 ? { queryStringParameters: query } : {}),
    ...(Object.keys(options.pathParameters).length > 0
      ? { pathParameters: options.pathParameters }
      : {}),
    requestContext: {
      accountId: 'local',
      apiId: 'local',
      domainName: headers.host ?? 'localhost',
      domainPrefix: 'local',
      http: {
        method: request.method ?? 'GET',
        path: url.pathname,
        protocol: `HTTP/${request.httpVersion}`,
        sourceIp: request.socket.remoteAddress ?? '127.0.0.1',
        userAgent: headers['user-agent'] ?? '',
      },
      requestId: randomUUID(),
      routeKey: route.routeKey,
      stage: '$default',
      time: now.toUTCString(),
      timeEpoch: now.getTime(),
    },
    ...(body.length > 0 ? { body: isText ? body.toString('utf8') : body.toString('base64') } : {}),
    isBase64Encoded: !isText,
  };
  if (options.claims) {
    // As API Gateway's JWT authorizer puts them; the base event type leaves `authorizer` out.
    Object.assign(event.requestContext, {
      authorizer: { jwt: { claims: options.claims, scopes: null } },
    });
  }
  return event;
}
