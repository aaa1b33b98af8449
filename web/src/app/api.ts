import {
  createApi,
  fetchBaseQuery,
  retry,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
} from '@reduxjs/toolkit/query/react';
import { fetchAdoptingBoot } from '../boot/requests';
import { userCleared } from '../features/auth/userSlice';

/**
 * Where admin calls get their bearer token. The auth chunk (aws-amplify, loaded only by the login
 * page and the back office) registers it, so guests never download Amplify; it returns a fresh
 * access token, refreshed before it expires, or undefined when nobody is signed in.
 */
type AccessTokenProvider = () => Promise<string | undefined>;
let accessTokenProvider: AccessTokenProvider | undefined;

export function setAccessTokenProvider(provider: AccessTokenProvider | undefined): void {
  accessTokenProvider = provider;
}

const fetchWithToken = fetchBaseQuery({
  // Same-origin /api, spelt as an absolute URL: Node's Request (used under jsdom in the unit tests)
  // cannot resolve a relative one, and in the browser both forms mean the same address.
  baseUrl: new URL('/api', window.location.origin).href,
  // The first page's data may already be on its way, started by the boot script in index.html.
  fetchFn: fetchAdoptingBoot,
  prepareHeaders: async (headers) => {
    const token = await accessTokenProvider?.();
    if (token) headers.set('authorization', `Bearer ${token}`);
    return headers;
  },
});

/** A 401 means the session is over: the user is cleared and the route guard sends them to login. */
const baseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = async (
  args,
  api,
  extraOptions,
) => {
  const result = await fetchWithToken(args, api, extraOptions);
  if (result.error?.status === 401) api.dispatch(userCleared());
  return result;
};

/**
 * How long a read that got no answer waits before it is sent again, once per retry. Hotel Wi-Fi
 * drops requests now and then; a guest should not see a page fail for one lost packet.
 */
export const READ_RETRY_DELAYS_MS = [500, 1500] as const;

/**
 * Whether a request got no answer (the network's fault): it failed, or took longer than the
 * endpoint's `timeout`.
 */
export const gotNoAnswer = (error: unknown): boolean => {
  const status = (error as { status?: unknown } | null | undefined)?.status;
  return status === 'FETCH_ERROR' || status === 'TIMEOUT_ERROR';
};

const isRead = (args: string | FetchArgs) =>
  typeof args === 'string' || (args.method ?? 'GET').toUpperCase() === 'GET';

const waitBeforeRetry = (attempt: number, _maxRetries: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, READ_RETRY_DELAYS_MS[attempt - 1] ?? 0);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(new Error('Aborted'));
      },
      { once: true },
    );
  });

/**
 * A read that got no answer (it failed at the network level, or ran over its endpoint's timeout)
 * is sent again, at most twice; an answer, even a 5xx, is the server's word and is not. Writes
 * are never repeated here: a lost answer to a write may hide a write that happened.
 */
const baseQueryRetryingReads = retry(baseQuery, {
  retryCondition: (error, args, { attempt, baseQueryApi }) =>
    attempt <= READ_RETRY_DELAYS_MS.length &&
    gotNoAnswer(error) &&
    baseQueryApi.type === 'query' &&
    isRead(args as string | FetchArgs),
  backoff: waitBeforeRetry,
});

/**
 * The one RTK Query api slice. It declares no endpoints: each feature adds its own with
 * `api.injectEndpoints`, so a lazily loaded chunk (guest, back office) brings its endpoints with it
 * and the main bundle stays small.
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: baseQueryRetryingReads,
  // Guests' phones drop off hotel Wi-Fi and come back; refresh what is on screen when they do.
  refetchOnReconnect: true,
  tagTypes: ['Location', 'Menu', 'Country'],
  endpoints: () => ({}),
});
