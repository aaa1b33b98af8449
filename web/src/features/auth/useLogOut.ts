import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch } from '../../app/hooks';
import { flushPersistedState } from '../../app/persist';
import { signOutOfCognito } from './cognito';
import { userCleared } from './userSlice';

/**
 * Spec §2, §7, §8 Log out: end the Cognito session, go to `/`, clear the user. A failure throws
 * 'Logout failed' and changes nothing on screen. For the back-office layout, which calls it.
 *
 * The user is cleared when the back office leaves the screen (the layout unmounts), so the route
 * guard does not send the page to login on the way out: not merely once navigate() has resolved,
 * which with a page whose code loads lazily came before the old route had left. The home page is
 * in the entry chunk so that this is at once, and the cleared user is written to storage then: on
 * a shared reception computer the signed-in user must not stay in storage until redux-persist's
 * timer comes round.
 */
export function useLogOut(): () => Promise<void> {
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const loggingOut = useRef(false);
  useEffect(
    () => () => {
      if (!loggingOut.current) return;
      dispatch(userCleared());
      flushPersistedState().catch((error: unknown) => console.error(error));
    },
    [dispatch],
  );
  return async () => {
    try {
      await signOutOfCognito();
    } catch (error) {
      throw new Error('Logout failed', { cause: error });
    }
    loggingOut.current = true;
    // Rendered at once (not in a transition), so the layout unmounts, and the user is cleared and
    // stored, before this returns.
    await navigate('/', { flushSync: true });
  };
}
