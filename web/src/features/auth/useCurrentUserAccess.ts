import { isOwner, mayManageLocation, type LocationAccess } from '@inroom/shared';
import { useEffect } from 'react';
import { useAppSelector } from '../../app/hooks';
import { useGetCurrentUserQuery } from './api';

/** What the signed-in user may do, as the back office needs it (issue 18). */
export interface CurrentUserAccess {
  /** The user's role and locations once `user/getcurrent` has answered for this user, else null. */
  access: LocationAccess | null;
  /** Still asking who the user is. */
  loading: boolean;
  /** The question failed (the server refuses what matters anyway). */
  failed: boolean;
  retry: () => void;
  /** The user's own id (the Cognito `sub`), null when signed out. */
  userId: string | null;
  /** Whether the user is an owner; false while not known. */
  owner: boolean;
  /** Whether the user may change this location's content; false while not known. */
  mayManage: (locationId: string) => boolean;
}

/**
 * The signed-in user's role and locations, from the `getCurrentUser` query (shared with the start-up
 * check). The back office hides what this says no to; the server refuses it in any case. An answer
 * for another user (left in the cache by whoever signed in before) counts as none.
 */
export function useCurrentUserAccess(): CurrentUserAccess {
  const userId = useAppSelector((state) => state.user.id);
  const { currentData, isError, isFetching, refetch } = useGetCurrentUserQuery(undefined, {
    skip: userId === null,
  });
  const ours = currentData !== undefined && currentData.id === userId;
  const stale = currentData !== undefined && !ours && userId !== null;
  useEffect(() => {
    if (stale && !isFetching) void refetch();
  }, [stale, isFetching, refetch]);
  const access: LocationAccess | null =
    ours && currentData.role
      ? { role: currentData.role, locationIds: currentData.locationIds ?? [] }
      : null;
  return {
    access,
    loading: !ours && !isError && userId !== null,
    failed: !ours && isError && !isFetching,
    retry: () => void refetch(),
    userId,
    owner: access !== null && isOwner(access),
    mayManage: (locationId) => access !== null && mayManageLocation(access, locationId),
  };
}
