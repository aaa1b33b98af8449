import type { z } from 'zod';
import type { Dependencies } from '../dependencies';
import { validationError } from './errors';
import type { ApiRequest } from './request';
import { isApiResult, result, type ApiResult } from './response';

export type Handler = (request: ApiRequest, deps: Dependencies) => Promise<ApiResult>;

interface Schemas<P extends z.ZodType, Q extends z.ZodType, B extends z.ZodType> {
  params?: P;
  query?: Q;
  body?: B;
}

interface Input<P, Q, B> {
  params: P;
  query: Q;
  body: B;
  request: ApiRequest;
  deps: Dependencies;
}

function parse<S extends z.ZodType>(
  where: string,
  schema: S | undefined,
  value: unknown,
): z.infer<S> {
  if (!schema) return value as z.infer<S>;
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw validationError(where, parsed.error);
  return parsed.data;
}

/**
 * A thin handler: validate parameters, query and body with zod, call one service function, return
 * its value (200 JSON) or a `result(...)` with its own status, headers and cookies.
 */
export function defineHandler<
  P extends z.ZodType = z.ZodType<Record<string, string>>,
  Q extends z.ZodType = z.ZodType<Record<string, string>>,
  B extends z.ZodType = z.ZodType<unknown>,
>(
  schemas: Schemas<P, Q, B>,
  run: (input: Input<z.infer<P>, z.infer<Q>, z.infer<B>>) => Promise<unknown>,
): Handler {
  return async (request, deps) => {
    const params = parse('path parameters', schemas.params, request.pathParameters);
    const query = parse('query', schemas.query, request.query);
    const body = parse('body', schemas.body, request.body);
    const value = await run({ params, query, body, request, deps });
    return isApiResult(value) ? value : result(200, value);
  };
}
