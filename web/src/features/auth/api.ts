import type { CurrentUser } from '@inroom/shared';
import { api } from '../../app/api';

/** Spec §7 User. Sign-in and sign-out go to Cognito through aws-amplify, not to our API. */
export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The user the bearer token belongs to; 401 without a valid one. */
    getCurrentUser: build.query<CurrentUser, void>({ query: () => 'user/getcurrent' }),
  }),
});

export const { useGetCurrentUserQuery } = authApi;
