import { Link } from 'react-router-dom';

/** A failed RTK Query call answered with one of these statuses. */
export const hasStatus = (error: unknown, ...statuses: number[]): boolean =>
  typeof error === 'object' &&
  error !== null &&
  'status' in error &&
  statuses.includes(error.status as number);

/** A failed RTK Query call refused with 403: the user may not see or change this (issue 18). */
export const isForbidden = (error: unknown): boolean => hasStatus(error, 403);

/** Said where a manager reaches a location that is not theirs (a 403, or a list without it). */
export const NO_LOCATION_ACCESS = 'You do not have access to this location.';

/**
 * What the back office shows in place of something the user may not do (issue 18): the reason and
 * a way back to the locations list. The server refuses the same; this only explains it.
 */
export function AccessNotice({ message }: { message: string }) {
  return (
    <div className="notice notice--error access-notice" role="alert">
      <p>{message}</p>
      <Link to="/be/locations" className="button">
        Back to Locations
      </Link>
    </div>
  );
}

/**
 * The place of a page that waits for the user's role (`user/getcurrent`): loading, or the failure
 * with Retry. Rendered only until the role is known.
 */
export function AccessPending({ failed, onRetry }: { failed: boolean; onRetry: () => void }) {
  if (!failed) {
    return (
      <p className="notice" role="status">
        Checking your access…
      </p>
    );
  }
  return (
    <div className="notice notice--error" role="alert">
      <p>Could not check your access</p>
      <button type="button" className="button" onClick={onRetry}>
        Retry
      </button>
    </div>
  );
}
