import { ORDER_STATUS } from '@inroom/shared';
import { useId, useMemo, useState } from 'react';
import { useNow } from '../../../orders/useNow';
import { QueryNotice } from '../../locations/QueryNotice';
import { NotFoundPage } from '../../../not-found/NotFoundPage';
import { hasStatus } from '../../AccessNotice';
import { boardApi, useGetBoardQuery } from '../api';
import { BOARD_POLL_MS, boardSorted } from '../board';
import { OrderList } from '../list/OrderList';
import { NotifyButton } from './notifications';
import { useArrivals } from './useArrivals';
import { usePageVisible } from './usePageVisible';

const ALL = '';

/**
 * The live board (issue 17): the last 24 hours of the location and, for a hotel, of its
 * restaurants, with a filter by location. Orders awaiting an answer are pinned on top with their
 * countdowns; the board asks again every 10 s while the page is visible and at once when it comes
 * back into view, never while hidden.
 */
export function OrdersBoard({
  locationId,
  selectedId,
  onOpen,
}: {
  locationId: string;
  selectedId: string | null;
  onOpen: (orderId: string) => void;
}) {
  const filterId = useId();
  const visible = usePageVisible();
  const [shownLocation, setShownLocation] = useState(ALL);
  // The last answer, read before subscribing: no point asking every 10 s about no location.
  const noSuchLocation = hasStatus(
    boardApi.endpoints.getBoard.useQueryState(locationId).error,
    404,
  );
  const { data, error, isFetching, refetch } = useGetBoardQuery(locationId, {
    pollingInterval: visible && !noSuchLocation ? BOARD_POLL_MS : 0,
    refetchOnFocus: true,
    refetchOnMountOrArgChange: true,
  });
  const orders = data?.orders;
  const { fresh, announcement } = useArrivals(orders);
  const anyAwaiting = orders?.some((order) => order.status === ORDER_STATUS.awaitingResponse);
  // Every second while a countdown runs, else every 30 s for the ages.
  const now = useNow(anyAwaiting ? 1000 : 30_000, true, orders?.[0]?.receivedAt ?? 0);
  const locations = data?.locations ?? [];
  const filtered = locations.some(({ id }) => id === shownLocation) ? shownLocation : ALL;
  const shown = useMemo(
    () =>
      boardSorted(
        (orders ?? []).filter((order) => filtered === ALL || order.locationId === filtered),
      ),
    [orders, filtered],
  );

  if (!data && noSuchLocation) return <NotFoundPage />;
  return (
    <section className="orders-board" aria-label="Live orders">
      <div className="orders-board__tools">
        {locations.length > 1 && (
          <div className="field orders-board__filter">
            <label htmlFor={filterId}>Show orders of</label>
            <select
              id={filterId}
              value={filtered}
              onChange={(event) => setShownLocation(event.target.value)}
            >
              <option value={ALL}>All locations</option>
              {locations.map((location) => (
                <option key={location.id} value={location.id}>
                  {location.name}
                </option>
              ))}
            </select>
          </div>
        )}
        <NotifyButton />
      </div>
      {/* Polite: a new order is announced when the reader has finished, not over them. */}
      <p className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>
      {!data ? (
        <QueryNotice
          failed={error !== undefined}
          loadingText="Loading orders…"
          errorText="Could not load the orders"
          retrying={isFetching}
          onRetry={() => void refetch()}
        />
      ) : (
        <>
          {error !== undefined && (
            // The last answer stays on screen; say it may be out of date.
            <p className="notice notice--error board-stale" role="alert">
              Could not refresh the orders. Showing the last ones received.
            </p>
          )}
          {shown.length === 0 ? (
            <p className="notice">No orders yet today</p>
          ) : (
            <OrderList
              orders={shown}
              now={now}
              label="Orders of the last 24 hours"
              showLocation={locations.length > 1}
              when="age"
              fresh={fresh}
              selectedId={selectedId}
              onOpen={onOpen}
            />
          )}
        </>
      )}
    </section>
  );
}
