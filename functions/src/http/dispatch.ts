import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import type { Dependencies } from '../dependencies';
import { requestLogger } from '../observability/order-log';
import { routesByKey, type ResolvedRoute } from '../routes';
import { compressedFor, fitsLambdaAnswer } from './compression';
import { ApiError, NotAcceptableError, NotFoundError, UnauthorizedError } from './errors';
import type { Handler } from './handler';
import { toApiRequest, type ApiRequest } from './request';
import { errorResult, result, toProxyResult, type ApiResult } from './response';

export type HandlerMap = Readonly<Record<string, Handler>>;

export type Dispatcher = (
  event: APIGatewayProxyEventV2,
) => Promise<APIGatewayProxyStructuredResultV2>;

/**
 * Admin routes are guarded by the JWT authorizer before the handler runs (API Gateway on AWS, the
 * local server's verifier locally); checking the claims again here keeps a misconfigured route
 * from ever serving back-office data anonymously. The user's access record is read here, once per
 * request, for the handler's scope (users/scope.ts).
 */
async function checkAccess(
  route: ResolvedRoute,
  request: ApiRequest,
  deps: Dependencies,
): Promise<void> {
  if (route.access !== 'admin') return;
  if (typeof request.claims?.sub !== 'string') throw new UnauthorizedError();
  // The role and locations the handler's scope is checked against, and a disabled user's 401.
  request.access = await deps.backOffice(deps, request.claims);
}

async function run(
  handlers: HandlerMap,
  deps: Dependencies,
  event: APIGatewayProxyEventV2,
  route: ResolvedRoute | undefined,
): Promise<ApiResult> {
  if (!route)
    throw new NotFoundError(`No route for ${event.requestContext.http.method} ${event.rawPath}`);
  const handler = handlers[route.handler];
  if (!handler) throw new NotFoundError(`No route for ${route.routeKey} in this function`);
  const request = toApiRequest(event);
  await checkAccess(route, request, deps);
  return handler(request, deps);
}

export const TOO_LARGE_UNCOMPRESSED =
  'This answer is too large to send uncompressed: ask again with Accept-Encoding: br or gzip';

/**
 * The answer as it leaves the function. CloudFront compresses the answers it keeps and passes the
 * rest on as they are, so those the API compresses itself (http/compression.ts); one that would
 * pass Lambda's limit uncompressed, for a client that takes no encoding, is a 406 saying so.
 */
async function sent(
  answer: APIGatewayProxyStructuredResultV2,
  route: ResolvedRoute | undefined,
  acceptEncoding: string | undefined,
): Promise<APIGatewayProxyStructuredResultV2> {
  if (route?.cache !== undefined) return answer;
  const compressed = await compressedFor(answer, acceptEncoding);
  return fitsLambdaAnswer(compressed)
    ? compressed
    : toProxyResult(errorResult(new NotAcceptableError(TOO_LARGE_UNCOMPRESSED)));
}

/**
 * The one wrapper every request goes through: finds the route by API Gateway's route key, runs the
 * handler, maps typed errors to the JSON error format, hides anything internal behind a 500,
 * compresses what the edge will not, and logs one structured line per request.
 */
export function createDispatcher(handlers: HandlerMap, deps: Dependencies): Dispatcher {
  return async (event) => {
    const started = performance.now();
    const route = routesByKey.get(event.routeKey);
    // The request's own logger: what a service adds to it (the order's id) shows on its last line.
    const logger = requestLogger(deps.logger);
    let apiResult: ApiResult;
    let failure: unknown;
    try {
      apiResult = await run(handlers, { ...deps, logger }, event, route);
    } catch (error) {
      if (error instanceof ApiError) {
        apiResult = errorResult(error);
      } else {
        failure = error;
        apiResult = result(500, { error: { code: 'internal', message: 'Something went wrong' } });
      }
    }
    const answer = await sent(
      toProxyResult(apiResult, route?.cache, event.headers?.['if-none-match']),
      route,
      event.headers?.['accept-encoding'],
    );
    const line = {
      route: event.routeKey,
      path: event.rawPath,
      status: answer.statusCode,
      durationMs: Math.round(performance.now() - started),
      requestId: event.requestContext.requestId,
    };
    if (failure) logger.error('request failed', { ...line, error: failure as Error });
    else logger.info('request', line);
    return answer;
  };
}
