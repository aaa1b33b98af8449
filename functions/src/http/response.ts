import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { cacheControlFor, type CacheProfile } from './cache';
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
 * successful answer (http/cache.ts), else no-store; a handler's own Cache-Control header wins.
 */
export function toProxyResult(
  apiResult: ApiResult,
  cache?: CacheProfile,
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
