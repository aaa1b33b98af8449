import { compareByName } from '@inroom/shared';
import { useId, useMemo } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { usePageReady } from '../../../hooks/usePageReady';
import { useGetLocationsQuery } from '../../locations/api';
import { QueryNotice } from '../locations/QueryNotice';
import { Tabs } from '../menus/item/Tabs';
import { useMediaQuery } from '../useMediaQuery';
import { OrderPanel } from './detail/OrderPanel';
import { OrdersHistory } from './history/OrdersHistory';
import { OrdersBoard } from './live/OrdersBoard';
import '../menus/item/menu-item.css';
import './orders-board.css';

/** Where the order opens beside the list rather than over it (the lg breakpoint, spec §9). */
export const SIDE_PANEL_QUERY = '(min-width: 992px)';

type View = 'live' | 'history';

/**
 * `/be/orders/{locationId?}` (issue 17): pick a location, then its live board or its history. The
 * location, the tab (`?view=history`) and the open order (`?order=<id>`) are in the address, so a
 * reload or a bookmark comes back to the same screen.
 */
export function OrdersPage() {
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
    <main className="page orders-page">
      <h1>Orders</h1>
      {locations ? (
        <div className="field orders-page__picker">
          <label htmlFor={pickerId}>Location</label>
          <select
            id={pickerId}
            value={location ? locationId : ''}
            onChange={(event) => {
              if (event.target.value)
                navigate(`/be/orders/${encodeURIComponent(event.target.value)}`);
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
        <OrdersWorkspace key={locationId} locationId={locationId} timeZone={location?.timeZone} />
      )}
    </main>
  );
}

/** The tabs of one location and the order opened from either. */
function OrdersWorkspace({
  locationId,
  timeZone,
}: {
  locationId: string;
  timeZone: string | undefined;
}) {
  const [search, setSearch] = useSearchParams();
  const view: View = search.get('view') === 'history' ? 'history' : 'live';
  const orderId = search.get('order');
  const side = useMediaQuery(SIDE_PANEL_QUERY, true);
  const change = (changes: Record<string, string | null>) =>
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [name, value] of Object.entries(changes)) {
          if (value === null) next.delete(name);
          else next.set(name, value);
        }
        return next;
      },
      { replace: true },
    );
  const open = (id: string) => change({ order: id });

  return (
    <div className={`orders-workspace${orderId && side ? ' orders-workspace--panel' : ''}`}>
      <div className="orders-workspace__main">
        <Tabs<View>
          label="Orders"
          selected={view}
          onSelect={(id) => change({ view: id === 'history' ? 'history' : null })}
          tabs={[
            {
              id: 'live',
              label: 'Live',
              content:
                view === 'live' ? (
                  <OrdersBoard locationId={locationId} selectedId={orderId} onOpen={open} />
                ) : null,
            },
            {
              id: 'history',
              label: 'History',
              content:
                view === 'history' ? (
                  <OrdersHistory
                    // 'Today' is the location's: counted again once its time zone has loaded.
                    key={timeZone ?? ''}
                    locationId={locationId}
                    timeZone={timeZone}
                    selectedId={orderId}
                    onOpen={open}
                  />
                ) : null,
            },
          ]}
        />
      </div>
      {orderId && (
        <OrderPanel
          key={orderId}
          orderId={orderId}
          modal={!side}
          timeZone={timeZone}
          onClose={() => {
            change({ order: null });
            // Back to the row the order was opened from, so a keyboard user keeps their place.
            requestAnimationFrame(() =>
              document.querySelector<HTMLElement>(`[data-order-id="${orderId}"]`)?.focus(),
            );
          }}
        />
      )}
    </div>
  );
}
