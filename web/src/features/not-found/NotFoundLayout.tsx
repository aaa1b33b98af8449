import { Suspense } from 'react';
import { useAppSelector } from '../../app/hooks';
import { lazyRetrying } from '../../app/retrying-import';
import { isSignedIn } from '../auth/userSlice';

// The same chunk entries the router loads, so these add no chunk of their own.
const GuestLayout = lazyRetrying(
  () => import('../guest/guest-chunk'),
  (chunk) => chunk.GuestLayout,
);
const BackofficeLayout = lazyRetrying(
  () => import('../backoffice/backoffice-chunk'),
  (chunk) => chunk.BackofficeLayout,
);

/**
 * Spec §2 NotFound: in the back-office layout when signed in, otherwise the guest layout. The
 * router's catch-all route renders this with NotFoundPage as its child, so the chosen layout's
 * Outlet shows the 404 page. Guests load only the guest chunk for it.
 */
export function NotFoundLayout() {
  const signedIn = useAppSelector((state) => isSignedIn(state.user));
  return <Suspense fallback={null}>{signedIn ? <BackofficeLayout /> : <GuestLayout />}</Suspense>;
}
