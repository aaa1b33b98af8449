/**
 * Requests the boot script (preload.ts, inlined in index.html) starts while the app's JavaScript is
 * still downloading, keyed by absolute URL. The app takes each one once, in place of making the
 * same request again; a later request for the same URL goes to the network as usual.
 */
export type BootRequests = Record<string, Promise<Response>>;

declare global {
  interface Window {
    __inroomBoot?: BootRequests;
  }
}

/** Starts a GET now and keeps it for the app; the app fetches afresh if this one fails. */
export function startBootRequest(url: string, init?: RequestInit): void {
  const requests = (window.__inroomBoot ??= {});
  requests[url] = fetch(url, { credentials: 'same-origin', ...init });
  // Nobody may take it (a failed page, another route): never an unhandled rejection.
  requests[url].catch(() => undefined);
}

/** Whether the boot script's request for this URL is still waiting for the app to take it. */
export const bootRequestWaiting = (url: string): boolean =>
  window.__inroomBoot?.[url] !== undefined;

/** The boot request for this URL, removed so it is used once; undefined when there is none. */
export function takeBootRequest(url: string): Promise<Response> | undefined {
  const requests = window.__inroomBoot;
  const request = requests?.[url];
  if (requests && request) delete requests[url];
  return request;
}

/**
 * fetch, except that a GET the boot script already started is answered by it. A boot request that
 * failed at the network level is made again as a normal fetch.
 */
export async function fetchAdoptingBoot(input: RequestInfo, init?: RequestInit): Promise<Response> {
  const request = new Request(input, init);
  const early = request.method === 'GET' ? takeBootRequest(request.url) : undefined;
  const adopted = await early?.catch(() => undefined);
  return adopted ?? fetch(request);
}
