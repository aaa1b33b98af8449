/**
 * Expands the spec's optional segments into concrete API Gateway paths:
 * `/a/{id}[/{lang}]` -> [`/a/{id}`, `/a/{id}/{lang}`]. Optional segments nest left to right.
 */
export function expandPath(path: string): string[] {
  const open = path.indexOf('[');
  if (open === -1) return [path];
  const close = path.lastIndexOf(']');
  if (close < open) throw new Error(`Unbalanced optional segment in ${path}`);
  const before = path.slice(0, open);
  const inner = path.slice(open + 1, close);
  const after = path.slice(close + 1);
  if (after !== '') throw new Error(`Optional segments must be trailing: ${path}`);
  return [before, ...expandPath(inner).map((rest) => before + rest)];
}

/** The names of the `{param}` segments of a path, in order. */
export function pathParameterNames(path: string): string[] {
  return [...path.matchAll(/\{([A-Za-z][A-Za-z0-9]*)\}/g)].map((match) => match[1] as string);
}

/**
 * Matches a request path against a concrete route path (no optional parts), returning its
 * decoded parameters, or undefined when it does not match. Literal segments match exactly, as
 * API Gateway does (case-sensitive).
 */
export function matchPath(
  routePath: string,
  requestPath: string,
): Record<string, string> | undefined {
  const routeParts = routePath.split('/');
  const requestParts = requestPath.split('/');
  if (routeParts.length !== requestParts.length) return undefined;
  const params: Record<string, string> = {};
  for (let index = 0; index < routeParts.length; index += 1) {
    const routePart = routeParts[index] as string;
    const requestPart = requestParts[index] as string;
    const param = /^\{([A-Za-z][A-Za-z0-9]*)\}$/.exec(routePart);
    if (param) {
      if (requestPart === '') return undefined;
      try {
        params[param[1] as string] = decodeURIComponent(requestPart);
      } catch {
        return undefined;
      }
    } else if (routePart !== requestPart) {
      return undefined;
    }
  }
  return params;
}
