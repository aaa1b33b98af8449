import type { z } from 'zod';
import type { Dependencies } from '../dependencies';
import type { Scope } from '../users/scope';
import { ForbiddenError, NotFoundError, validationError } from './errors';
import type { ApiRequest } from './request';
import { isApiResult, result, type ApiResult } from './response';

export type Handler = ((request: ApiRequest, deps: Dependencies) => Promise<ApiResult>) & {
  /** The zod schemas the handler validates with, for tests generated from the route table. */
  readonly schemas?: Schemas;
  /** Who may call it, when it serves an admin route (users/scope.ts). */
  readonly scope?: Scope<never>;
};

export interface Schemas<
  P extends z.ZodType = z.ZodType,
  Q extends z.ZodType = z.ZodType,
  B extends z.ZodType = z.ZodType,
> {
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

/** What a scope is worked out from: the validated request. */
export interface ScopeInput<P, Q, B> {
  params: P;
  query: Q;
  body: B;
}

/**
 * The 404 message for each kind of record a path can name, as the services word it for an unknown
 * one, so a malformed id and an unknown id answer alike.
 */
export const RECORD_NOT_FOUND = {
  location: 'Location not found',
  menu: 'Menu not found',
  menuitem: 'Menu item not found',
  optionsgroup: 'Options group not found',
  order: 'No order was found',
  language: 'Language not found',
} as const;
type RecordKind = keyof typeof RECORD_NOT_FOUND;

/** The kind an `{xxxId}` parameter names; `{id}` names the record of the route's own resource. */
const KIND_OF_PARAMETER: Readonly<Record<string, RecordKind>> = {
  locationId: 'location',
  menuId: 'menu',
  orderId: 'order',
  languageId: 'language',
};

/** Path parameters that name a record: `{id}` and every `{somethingId}`. */
export const isIdParameter = (name: string): boolean => name === 'id' || name.endsWith('Id');

/** The 404 message for a path parameter of a route key such as `GET /api/menu/delete/{id}`. */
export function notFoundMessage(routeKey: string, parameter: string): string {
  const resource = /^\S+ \/api\/([^/]+)/.exec(routeKey)?.[1] ?? '';
  const kind = parameter === 'id' ? resource : KIND_OF_PARAMETER[parameter];
  return kind !== undefined && Object.hasOwn(RECORD_NOT_FOUND, kind)
    ? RECORD_NOT_FOUND[kind as RecordKind]
    : 'Not found';
}

/**
 * Path parameters. An id in the path that cannot name a record (not a UUID, the empty GUID, not a
 * language) names nothing, so it is the 404 of an unknown record rather than a 400: the path is the
 * address of the record, not input to correct. Other path parameters (a staff link's phone number)
 * are input and keep their 400.
 */
function parseParams<S extends z.ZodType>(schema: S, request: ApiRequest): z.infer<S> {
  const parsed = schema.safeParse(request.pathParameters);
  if (parsed.success) return parsed.data;
  for (const issue of parsed.error.issues) {
    const [parameter] = issue.path;
    if (typeof parameter === 'string' && isIdParameter(parameter)) {
      throw new NotFoundError(notFoundMessage(request.routeKey, parameter));
    }
  }
  throw validationError('path parameters', parsed.error);
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
  schemas: Schemas<P, Q, B> & { scope?: Scope<ScopeInput<z.infer<P>, z.infer<Q>, z.infer<B>>> },
  run: (input: Input<z.infer<P>, z.infer<Q>, z.infer<B>>) => Promise<unknown>,
): Handler {
  const { scope, ...validation } = schemas;
  const handler = async (request: ApiRequest, deps: Dependencies) => {
    // An admin route's user (set by the dispatcher) is checked against the handler's scope; one
    // without a scope serves nobody, so a route added without thinking of roles fails closed. A
    // scope that needs no record is checked first: a manager learns nothing of an owner's route.
    const { access } = request;
    if (access && typeof scope !== 'function') {
      if (!scope) throw new ForbiddenError('This route has no access rule');
      await access.authorize(scope, undefined);
    }
    const params = validation.params
      ? parseParams(validation.params, request)
      : (request.pathParameters as z.infer<P>);
    const query = parse('query', validation.query, request.query);
    const body = parse('body', validation.body, request.body);
    // The records a request names are known once it is valid.
    if (access && typeof scope === 'function')
      await access.authorize(scope, { params, query, body });
    const value = await run({ params, query, body, request, deps });
    return isApiResult(value) ? value : result(200, value);
  };
  return Object.assign(handler, {
    schemas: validation as Schemas,
    ...(scope ? { scope: scope as Scope<never> } : {}),
  });
}
