import type { AppDispatch } from '../../app/store';
import { setUpAuth } from './amplify';
import { authApi } from './api';
import { userCleared, userSignedIn } from './userSlice';

/**
 * Spec §4, §7, §8: the start-up check of a restored user. Asks the API who the access token belongs
 * to; the answer refreshes the stored user, and a failure (no session, an expired one, a server or
 * network error) or an answer without an id clears the user silently, which sends a back-office
 * page to login.
 */
export async function checkCurrentUser(dispatch: AppDispatch, auth: unknown): Promise<void> {
  if (!setUpAuth(auth).ok) {
    // No way to get a token without a usable configuration: the session cannot be confirmed.
    dispatch(userCleared());
    return;
  }
  const request = dispatch(
    authApi.endpoints.getCurrentUser.initiate(undefined, { subscribe: false, forceRefetch: true }),
  );
  const { data } = await request;
  if (data?.id) dispatch(userSignedIn({ id: data.id, userName: data.userName }));
  else dispatch(userCleared());
}
