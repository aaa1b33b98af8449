import { apiErrorMessage } from '@inroom/shared';
import { useEffect } from 'react';
import { useCurrentUserAccess } from '../auth/useCurrentUserAccess';
import { useGetLocationsForBackOfficeQuery } from './locations/api';
import { isForbidden } from './AccessNotice';
import { QueryNotice } from './locations/QueryNotice';
import { LocationsTable } from './locations/list/LocationsTable';
import './locations/list/locations-list.css';

/**
 * Spec §2: the back-office locations list at /be/locations. Since issue 18 it lists only the
 * locations the user manages (an owner's every one), and only an owner can add one.
 */
export function LocationsPage() {
  const { data, error, isError, isFetching, refetch } = useGetLocationsForBackOfficeQuery();
  const { owner } = useCurrentUserAccess();

  useEffect(() => {
    // Spec §8 logs this failure; the message below is for the user.
    if (isError) console.error('Failed to fetch locations');
  }, [isError]);

  return (
    <main className="page locations-page">
      <h1>Locations</h1>
      {data ? (
        <LocationsTable locations={data} canAdd={owner} />
      ) : isForbidden(error) ? (
        // A user of the pool never given access (made outside the users page): the server says so.
        <div className="notice notice--error" role="alert">
          <p>{apiErrorMessage((error as { data?: unknown }).data) ?? 'You have no access yet.'}</p>
        </div>
      ) : (
        <QueryNotice
          failed={isError}
          loadingText="Loading locations…"
          errorText="Could not load locations"
          retrying={isFetching}
          onRetry={() => void refetch()}
        />
      )}
    </main>
  );
}
