import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';

/**
 * The one RTK Query api slice. It declares no endpoints: each feature adds its own with
 * `api.injectEndpoints`, so a lazily loaded chunk (guest, back office) brings its endpoints with it
 * and the main bundle stays small.
 */
export const api = createApi({
  reducerPath: 'api',
  // Same-origin /api, spelt as an absolute URL: Node's Request (used under jsdom in the unit tests)
  // cannot resolve a relative one, and in the browser both forms mean the same address.
  baseQuery: fetchBaseQuery({ baseUrl: new URL('/api', window.location.origin).href }),
  // Guests' phones drop off hotel Wi-Fi and come back; refresh what is on screen when they do.
  refetchOnReconnect: true,
  endpoints: () => ({}),
});
