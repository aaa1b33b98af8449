import { useNavigate } from 'react-router-dom';
import { useAppDispatch } from '../../app/hooks';
import { flushPersistedState } from '../../app/persist';
import { signOutOfCognito } from './cognito';
import { userCleared } from './userSlice';

/**
 * Spec §2, §7, §8 Log out: end the Cognito session, go to `/`, clear the user. A failure throws
 * 'Logout failed' and changes nothing on screen. The user is cleared once the back office has left
 * the screen, so the route guard does not send the page to login on the way out, and written to
 * storage at once: on a shared reception computer the signed-in user must not stay in storage until
 * redux-persist's timer comes round.
 */
export function useLogOut(): () => Promise<void> {
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  return async () => {
    try {
      await signOutOfCognito();
    } catch (error) {
      throw new Error('Logout failed', { cause: error });
    }
    // Rendered at once (not in a transition), so the back office has gone before the user is.
    await navigate('/', { flushSync: true });
    dispatch(userCleared());
    await flushPersistedState();
  };
}
