import type { BackOfficeUser, UserAccessChange, UserInvite } from '@inroom/shared';
import { api } from '../../../app/api';

// The users page's calls (issue 18), an owner's alone: the back-office users, inviting one, their
// role and locations, and turning their sign-in off and on. Each answers with the user as it now is.

export const USER_TAG = 'BackOfficeUser';
const LIST = 'LIST';

const tagged = api.enhanceEndpoints({ addTagTypes: [USER_TAG] });

/** The list reloads after a change; a failed one changed nothing. */
const listUnlessFailed = (_result: unknown, error: unknown) =>
  error ? [] : [{ type: USER_TAG, id: LIST } as const];

export const usersApi = tagged.injectEndpoints({
  endpoints: (build) => ({
    getUsers: build.query<BackOfficeUser[], void>({
      query: () => 'user/be/getall',
      providesTags: [{ type: USER_TAG, id: LIST }],
    }),
    inviteUser: build.mutation<BackOfficeUser, UserInvite>({
      query: (body) => ({ url: 'user/be/invite', method: 'POST', body }),
      invalidatesTags: listUnlessFailed,
    }),
    updateUserAccess: build.mutation<BackOfficeUser, UserAccessChange>({
      query: (body) => ({ url: 'user/be/update', method: 'POST', body }),
      invalidatesTags: listUnlessFailed,
    }),
    disableUser: build.mutation<BackOfficeUser, { id: string }>({
      query: (body) => ({ url: 'user/be/disable', method: 'POST', body }),
      invalidatesTags: listUnlessFailed,
    }),
    enableUser: build.mutation<BackOfficeUser, { id: string }>({
      query: (body) => ({ url: 'user/be/enable', method: 'POST', body }),
      invalidatesTags: listUnlessFailed,
    }),
  }),
});

export const {
  useGetUsersQuery,
  useInviteUserMutation,
  useUpdateUserAccessMutation,
  useDisableUserMutation,
  useEnableUserMutation,
} = usersApi;
