import { compareByName, type LocationSummary } from '@inroom/shared';
import { useId, useMemo, type ReactNode } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { usePageReady } from '../../hooks/usePageReady';
import { useCurrentUserAccess } from '../auth/useCurrentUserAccess';
import { useGetLocationsForBackOfficeQuery } from './locations/api';
import { AccessNotice, NO_LOCATION_ACCESS } from './AccessNotice';
import { QueryNotice } from './locations/QueryNotice';

/**
 * A back-office page about one location (`<path>/{locationId?}`: menus, orders): pick the location,
 * then the page's content for it. The location is in the address, so the page can be bookmarked
 * and reloaded.
 *
 * The picker lists only the user's locations (issue 18). A manager with a single location goes
 * straight to it, and one who reaches another location by its address is told it is not theirs.
 */
export function LocationPickedPage({
  title,
  className,
  path,
  children,
}: {
  title: string;
  className: string;
  /** The page's path without the location, e.g. `/be/menu`. */
  path: string;
  /** The content for the chosen location (its summary once the list has loaded). */
  children: (locationId: string, location: LocationSummary | undefined) => ReactNode;
}) {
  usePageReady();
  const { locationId = '' } = useParams();
  const navigate = useNavigate();
  const pickerId = useId();
  const { currentData, error, isFetching, refetch } = useGetLocationsForBackOfficeQuery();
  const { access, owner, loading } = useCurrentUserAccess();
  const locations = useMemo(
    () => (currentData ? [...currentData].sort(compareByName) : null),
    [currentData],
  );
  const location = locations?.find((candidate) => candidate.id === locationId);
  const manager = access !== null && !owner;
  const only = manager && locations?.length === 1 ? locations[0] : undefined;
  if (only && !locationId)
    return <Navigate to={`${path}/${encodeURIComponent(only.id)}`} replace />;
  // An owner's list has every location, so an unknown id is left to the content (its NotFound).
  // Anyone else gets the content only for a location of their list, so nothing is asked of the API
  // about another's location.
  const notTheirs = !owner && !loading && locations !== null && locationId !== '' && !location;
  const showContent = locationId !== '' && (owner || location !== undefined);

  return (
    <main className={`page ${className}`}>
      <h1>{title}</h1>
      {locations ? (
        <div className={`field ${className}__picker`}>
          <label htmlFor={pickerId}>Location</label>
          <select
            id={pickerId}
            value={location ? locationId : ''}
            onChange={(event) => {
              if (event.target.value) navigate(`${path}/${encodeURIComponent(event.target.value)}`);
            }}
          >
            <option value="" disabled>
              Select location
            </option>
            {locations.map((candidate) => (
              <option key={candidate.id} value={candidate.id}>
                {candidate.name}
              </option>
            ))}
          </select>
        </div>
      ) : (
        <QueryNotice
          failed={error !== undefined}
          loadingText="Loading locations…"
          errorText="Could not load locations"
          retrying={isFetching}
          onRetry={() => void refetch()}
        />
      )}
      {notTheirs ? (
        <AccessNotice message={NO_LOCATION_ACCESS} />
      ) : (
        showContent && children(locationId, location)
      )}
    </main>
  );
}
