import { resolvedRoutes, type ResolvedRoute } from '../routes';
import { matchPath } from './paths';

/**
 * Finds the route a request path matches, as API Gateway does: exact literal segments win over
 * path parameters, so `/api/order/active` beats `/api/order/{id}`. Used by the local server;
 * on AWS API Gateway does the matching.
 */
export function findRoute(
  method: string,
  path: string,
  routes: readonly ResolvedRoute[] = resolvedRoutes,
): { route: ResolvedRoute; pathParameters: Record<string, string> } | undefined {
  let best:
    { route: ResolvedRoute; pathParameters: Record<string, string>; literals: number } | undefined;
  for (const route of routes) {
    if (route.method !== method) continue;
    const pathParameters = matchPath(route.concretePath, path);
    if (!pathParameters) continue;
    const literals = route.concretePath.split('/').length - route.parameterNames.length;
    if (!best || literals > best.literals) best = { route, pathParameters, literals };
  }
  return best && { route: best.route, pathParameters: best.pathParameters };
}

/** The methods a path answers to, for a 405's Allow header. */
export function methodsForPath(
  path: string,
  routes: readonly ResolvedRoute[] = resolvedRoutes,
): string[] {
  return [
    ...new Set(
      routes.filter((route) => matchPath(route.concretePath, path)).map((route) => route.method),
    ),
  ];
}
