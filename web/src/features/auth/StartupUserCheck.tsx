import { useEffect, useRef } from 'react';
import { useStore } from 'react-redux';
import { useRuntimeConfig } from '../../app/ConfigContext';
import type { AppStore } from '../../app/store';
import { isSignedIn, userCleared } from './userSlice';

/**
 * Spec §7: `GET /api/user/getcurrent` at app start. Rendered once the persisted state is back
 * (inside PersistedStateGate); only when a user was restored does it load the auth chunk (Amplify)
 * and check them, so guests download none of it. Renders nothing.
 */
export function StartupUserCheck() {
  const store = useStore() as AppStore;
  const auth = useRuntimeConfig()?.auth;
  const started = useRef(false);

  useEffect(() => {
    // Once per app start (StrictMode runs effects twice in development).
    if (started.current) return;
    started.current = true;
    if (!isSignedIn(store.getState().user)) return;
    void import('./auth-chunk')
      .then(({ checkCurrentUser }) => checkCurrentUser(store.dispatch, auth))
      .catch((error: unknown) => {
        // The chunk did not load (offline?): the session cannot be confirmed either.
        console.error('Current user check failed', error);
        store.dispatch(userCleared());
      });
  }, [store, auth]);

  return null;
}
