import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import type { RequestAccess } from '../users/back-office';
import { BadRequestError, PayloadTooLargeError } from './errors';

/** API Gateway caps payloads at 10 MB; nothing this API accepts comes near 1 MB. */
export const MAX_BODY_BYTES = 1024 * 1024;

/**
 * The deepest JSON body any route accepts, counting each object or array as a level. The deepest
 * real bodies have 8 (a menu item with an options group of its own down to an option's name) and 7
 * (menu/update's category tree); Stripe's events stay well under 20. Checked before any schema
 * runs, so no recursive parse ever meets a body nested thousands deep.
 */
export const MAX_BODY_DEPTH = 20;

const TOO_DEEP_MESSAGE = `The request body is nested too deeply (at most ${MAX_BODY_DEPTH} levels)`;

/**
 * Whether a parsed JSON value nests objects and arrays more than `limit` levels deep. A walk with
 * its own stack, not recursion, so a body nested 100,000 deep cannot overflow the call stack; it
 * stops at the first container past the limit.
 */
export function nestedDeeperThan(value: unknown, limit: number): boolean {
  const pending: unknown[] = [value];
  const depths: number[] = [1];
  for (let node = pending.pop(); node !== undefined; node = pending.pop()) {
    const depth = depths.pop() ?? 1;
    if (typeof node !== 'object' || node === null) continue;
    if (depth > limit) return true;
    for (const child of Array.isArray(node) ? node : Object.values(node)) {
      if (typeof child === 'object' && child !== null) {
        pending.push(child);
        depths.push(depth + 1);
      }
    }
  }
  return false;
}

/** The JSON of a body, refused as a 400 when it is not JSON or nested too deeply. */
function parseJsonBody(text: string): unknown {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch (error) {
    // V8 parses deep JSON without recursion, but an engine that runs out of stack says so here.
    if (error instanceof RangeError) throw new BadRequestError(TOO_DEEP_MESSAGE);
    throw new BadRequestError('The request body is not valid JSON');
  }
  if (nestedDeeperThan(body, MAX_BODY_DEPTH)) throw new BadRequestError(TOO_DEEP_MESSAGE);
  return body;
}

/** What a handler sees of a request, whichever column it runs in (Lambda or the local server). */
export interface ApiRequest {
  method: string;
  path: string;
  /** `GET /api/menu/get/{menuId}` as API Gateway names the matched route. */
  routeKey: string;
  requestId: string;
  pathParameters: Record<string, string>;
  query: Record<string, string>;
  /** Header names in lower case. */
  headers: Record<string, string>;
  cookies: Record<string, string>;
  /** The body bytes exactly as sent (webhook signatures are computed over these). */
  rawBody: Buffer | undefined;
  /** The parsed JSON body, or undefined when there is none. */
  body: unknown;
  /** JWT claims verified by the authorizer (API Gateway on AWS, aws-jwt-verify locally). */
  claims: Record<string, unknown> | undefined;
  /** On an admin route, the user the claims name and the check of a scope (users/back-office.ts). */
  access?: RequestAccess;
}

function lowerCaseKeys(
  record: Record<string, string | undefined> | undefined,
): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [key, value] of Object.entries(record ?? {})) {
    if (value !== undefined) result[key.toLowerCase()] = value;
  }
  return result;
}

function definedValues(
  record: Record<string, string | undefined> | undefined,
): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [key, value] of Object.entries(record ?? {})) {
    if (value !== undefined) result[key] = value;
  }
  return result;
}

/** Payload v2 puts cookies in `event.cookies` as `name=value` strings, not in a header. */
export function parseCookies(cookies: readonly string[] | undefined): Record<string, string> {
  const result: Record<string, string> = {};
  for (const cookie of cookies ?? []) {
    for (const part of cookie.split(';')) {
      const separator = part.indexOf('=');
      if (separator <= 0) continue;
      const name = part.slice(0, separator).trim();
      const value = part.slice(separator + 1).trim();
      try {
        result[name] = decodeURIComponent(value);
      } catch {
        result[name] = value;
      }
    }
  }
  return result;
}

function claimsOf(event: APIGatewayProxyEventV2): Record<string, unknown> | undefined {
  // The JWT authorizer's claims live on the context, which the base v2 event type leaves out.
  const context = event.requestContext as APIGatewayProxyEventV2['requestContext'] & {
    authorizer?: { jwt?: { claims?: Record<string, unknown> } };
  };
  return context.authorizer?.jwt?.claims;
}

/** Turns an API Gateway HTTP API (payload v2) event into an ApiRequest. */
export function toApiRequest(event: APIGatewayProxyEventV2): ApiRequest {
  const headers = lowerCaseKeys(event.headers);
  const rawBody =
    event.body === undefined || event.body === null
      ? undefined
      : Buffer.from(event.body, event.isBase64Encoded ? 'base64' : 'utf8');
  if (rawBody && rawBody.length > MAX_BODY_BYTES) throw new PayloadTooLargeError();

  let body: unknown;
  if (rawBody && rawBody.length > 0) {
    const contentType = headers['content-type'] ?? 'application/json';
    if (contentType.includes('json')) body = parseJsonBody(rawBody.toString('utf8'));
  }

  return {
    method: event.requestContext.http.method.toUpperCase(),
    path: event.rawPath,
    routeKey: event.routeKey,
    requestId: event.requestContext.requestId,
    pathParameters: definedValues(event.pathParameters),
    query: definedValues(event.queryStringParameters),
    headers,
    cookies: parseCookies(event.cookies),
    rawBody,
    body,
    claims: claimsOf(event),
  };
}
