import type { CurrentUser } from '@inroom/shared';

// For tests of role-aware back-office screens (issue 18): a signed-in user in the store and the
// `user/getcurrent` answer that goes with them.

export const TEST_USER_ID = 'sub-1';

/** The persisted user of a signed-in session, as tests preload it. */
export const signedInState = { user: { id: TEST_USER_ID, userName: 'admin' } };

/** `user/getcurrent` for an owner, who manages every location and the users. */
export const ownerUser: CurrentUser = {
  id: TEST_USER_ID,
  userName: 'admin',
  role: 'owner',
  locationIds: [],
};

/** `user/getcurrent` for a manager of these locations only. */
export const managerUser = (...locationIds: string[]): CurrentUser => ({
  id: TEST_USER_ID,
  userName: 'admin',
  role: 'manager',
  locationIds,
});

export const CURRENT_USER_PATH = '/api/user/getcurrent';
