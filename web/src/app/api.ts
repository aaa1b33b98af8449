import {
  createApi,
  fetchBaseQuery,
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
 * The one RTK Query api slice. It declares no endpoints: each feature adds its own with
 * `api.injectEndpoints`, so a lazily loaded chunk (guest, back office) brings its endpoints with it
 * and the main bundle stays small.
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery,
  // Guests' phones drop off hotel Wi-Fi and come back; refresh what is on screen when they do.
  refetchOnReconnect: true,
  tagTypes: ['Location', 'Menu', 'Country'],
  endpoints: () => ({}),
});
