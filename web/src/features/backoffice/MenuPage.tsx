import { compareByName } from '@inroom/shared';
import { useId, useMemo } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { usePageReady } from '../../hooks/usePageReady';
import { useGetLocationsQuery } from '../locations/api';
import { QueryNotice } from './locations/QueryNotice';
import { MenusPanel } from './menus/list/MenusPanel';

/**
 * Spec §2 Menus page (`/be/menu/{locationId?}`): pick a location, then manage its menus. Choosing a
 * location puts it in the address, so the page can be bookmarked and reloaded.
 */
export function MenuPage() {
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
    <main className="page menus-page">
      <h1>Menus</h1>
      {locations ? (
        <div className="field menus-page__picker">
          <label htmlFor={pickerId}>Location</label>
          <select
            id={pickerId}
            value={location ? locationId : ''}
            onChange={(event) => {
              if (event.target.value)
                navigate(`/be/menu/${encodeURIComponent(event.target.value)}`);
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
      {locationId && (
        <MenusPanel key={locationId} locationId={locationId} timeZone={location?.timeZone} />
      )}
    </main>
  );
}
