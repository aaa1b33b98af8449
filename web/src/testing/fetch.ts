import { vi } from 'vitest';

/**
 * Replaces globalThis.fetch, the app's only HTTP boundary, with a handler that sees every call as a
 * Request with an absolute URL (loadConfig passes a string, RTK Query a Request).
 */
export function mockFetch(handler: (request: Request) => Response | Promise<Response>) {
  return vi
    .spyOn(globalThis, 'fetch')
    .mockImplementation(async (input, init) => handler(asRequest(input, init)));
}

const asRequest = (input: RequestInfo | URL, init?: RequestInit): Request =>
  input instanceof Request
    ? input
    : new Request(new URL(String(input), window.location.href), init);

/** The path and query of each call a mockFetch spy saw, in order: what a failure should name. */
export function requestedPaths(spy: ReturnType<typeof mockFetch>): string[] {
  return spy.mock.calls.map(([input, init]) => pathOf(asRequest(input, init)));
}

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

/** A request the network never answers: it ends only when aborted (a timeout), as fetch does. */
export function hangingResponse(request: Request): Promise<Response> {
  return new Promise((_resolve, reject) =>
    request.signal.addEventListener('abort', () => reject(request.signal.reason as Error)),
  );
}

export function notFoundResponse(): Response {
  return jsonResponse({ error: { code: 'NOT_FOUND', message: 'Not found' } }, 404);
}

/** The path and query of a request, e.g. '/api/location/getall'. */
export function pathOf(request: Request): string {
  const url = new URL(request.url);
  return url.pathname + url.search;
}
