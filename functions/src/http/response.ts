import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { cacheControlFor, NO_STORE, type CacheProfile } from './cache';
import { entityTagOf, matchesIfNoneMatch } from './entity-tag';
import type { ApiError } from './errors';

export interface ApiResult {
  statusCode: number;
  body?: unknown;
  headers?: Record<string, string>;
  /** Full Set-Cookie values; payload v2 sends them in `cookies`. */
  cookies?: string[];
}

const RESULT_MARK = Symbol('ApiResult');

/** A response with a status, headers or cookies; a handler that returns a plain value gets 200. */
export function result(
  statusCode: number,
  body?: unknown,
  extra: Omit<ApiResult, 'statusCode' | 'body'> = {},
): ApiResult {
  return Object.assign({ statusCode, body, ...extra }, { [RESULT_MARK]: true });
}

export function isApiResult(value: unknown): value is ApiResult {
  return typeof value === 'object' && value !== null && RESULT_MARK in value;
}

/**
 * The Lambda proxy result of an answer. Its Cache-Control is the route's cache profile for a
 * successful answer (http/cache.ts), else no-store; a handler's own Cache-Control header wins. A
 * 200 that may be kept (anything but no-store) carries an entity tag, and is a bodiless 304 to a
 * request whose If-None-Match names it (http/entity-tag.ts).
 */
export function toProxyResult(
  apiResult: ApiResult,
  cache?: CacheProfile,
  ifNoneMatch?: string,
): APIGatewayProxyStructuredResultV2 {
  const headers: Record<string, string> = {
    'cache-control': cacheControlFor(
      apiResult.statusCode,
      cache,
      (apiResult.cookies?.length ?? 0) > 0,
    ),
    'x-content-type-options': 'nosniff',
    ...apiResult.headers,
  };
  let body: string | undefined;
  if (apiResult.body !== undefined) {
    headers['content-type'] ??= 'application/json; charset=utf-8';
    body =
      typeof apiResult.body === 'string' && !headers['content-type'].includes('json')
        ? apiResult.body
        : JSON.stringify(apiResult.body);
  }
  if (apiResult.statusCode === 200 && body !== undefined && headers['cache-control'] !== NO_STORE) {
    headers.etag = entityTagOf(body);
    if (matchesIfNoneMatch(ifNoneMatch, headers.etag)) {
      delete headers['content-type'];
      return { statusCode: 304, headers };
    }
  }
  return {
    statusCode: apiResult.statusCode,
    headers,
    ...(body === undefined ? {} : { body }),
    ...(apiResult.cookies && apiResult.cookies.length > 0 ? { cookies: apiResult.cookies } : {}),
  };
}

export function errorResult(error: ApiError): ApiResult {
  return result(error.status, {
    ...error.extra,
    error: {
      code: error.code,
      message: error.message,
      ...(error.fields ? { fields: error.fields } : {}),
    },
  });
}
