import { compareByName, type LocationSummary } from '@inroom/shared';
import { useId, useMemo, type ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { usePageReady } from '../../hooks/usePageReady';
import { useGetLocationsQuery } from '../locations/api';
import { QueryNotice } from './locations/QueryNotice';

/**
 * A back-office page about one location (`<path>/{locationId?}`: menus, orders): pick the location,
 * then the page's content for it. The location is in the address, so the page can be bookmarked
 * and reloaded.
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
  const { currentData, error, isFetching, refetch } = useGetLocationsQuery();
  const locations = useMemo(
    () => (currentData ? [...currentData].sort(compareByName) : null),
    [currentData],
  );
  const location = locations?.find((candidate) => candidate.id === locationId);

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
      {locationId && children(locationId, location)}
    </main>
  );
}
