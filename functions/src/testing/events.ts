import type { APIGatewayProxyEventV2 } from 'aws-lambda';

/** An API Gateway HTTP API (payload v2) event as API Gateway sends it, for unit tests. */
export function apiGatewayEvent(
  overrides: Partial<APIGatewayProxyEventV2> & {
    method?: string;
    claims?: Record<string, unknown>;
  } = {},
): APIGatewayProxyEventV2 {
  const { method = 'GET', claims, ...rest } = overrides;
  const rawPath = rest.rawPath ?? '/api/country/getall';
  const event: APIGatewayProxyEventV2 = {
    version: '2.0',
    routeKey: `${method} ${rawPath}`,
    rawPath,
    rawQueryString: '',
    headers: { 'content-type': 'application/json' },
    requestContext: {
      accountId: '123456789012',
      apiId: 'api',
      domainName: 'example.com',
      domainPrefix: 'example',
      http: {
        method,
        path: rawPath,
        protocol: 'HTTP/1.1',
        sourceIp: '127.0.0.1',
        userAgent: 'test',
      },
      requestId: 'request-1',
      routeKey: `${method} ${rawPath}`,
      stage: '$default',
      time: '21/Nov/2026:00:00:00 +0000',
      timeEpoch: 0,
    },
    isBase64Encoded: false,
    ...rest,
  };
  if (claims)
    Object.assign(event.requestContext, { authorizer: { jwt: { claims, scopes: null } } });
  return event;
}
