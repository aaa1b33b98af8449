import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useAppSelector } from '../../app/hooks';
import { loginPathFor } from './redirect';
import { isSignedIn } from './userSlice';

/**
 * Spec §2 navigation guard for the back-office routes. It decides from the persisted user slice
 * alone, so it needs no sign-in code (signed-out visitors download neither Amplify nor the back
 * office) and reacts at once when a 401 clears the user: the page goes to login with the redirect.
 */
export function RequireSignIn() {
  const signedIn = useAppSelector((state) => isSignedIn(state.user));
  const { pathname, search } = useLocation();
  if (!signedIn) return <Navigate to={loginPathFor(pathname, search)} replace />;
  return <Outlet />;
}
