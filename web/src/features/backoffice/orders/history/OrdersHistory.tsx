import { ORDER_STATUS, ORDER_STATUS_CODES, type OrderStatus } from '@inroom/shared';
import { useId, useMemo, useState } from 'react';
import { statusIconLabel } from '../../../orders/StatusIcon';
import { NotFoundPage } from '../../../not-found/NotFoundPage';
import { hasStatus } from '../../AccessNotice';
import { QueryNotice } from '../../locations/QueryNotice';
import { useGetOrderHistoryInfiniteQuery, type HistoryFilter } from '../api';
import { localDay, rangeProblem } from '../board';
import { OrderList } from '../list/OrderList';
import { ENGLISH_ORDER_MESSAGES } from '../messages';
import { DayTotalsTable } from './DayTotalsTable';
import { ExportButton } from './ExportButton';

/** A status's name in the filter (the status icons' names, with 3 as plain 'Accepted'). */
const statusName = (status: OrderStatus) =>
  status === ORDER_STATUS.accepted
    ? 'Accepted'
    : statusIconLabel(status, 0, ENGLISH_ORDER_MESSAGES);

/**
 * Past orders (issue 17): a range of the location's days (today at first) and a status, a page of
 * orders at a time ('Load more' asks the API for the next), the day totals per currency, and the
 * filtered orders as a CSV file.
 */
export function OrdersHistory({
  locationId,
  timeZone,
  selectedId,
  onOpen,
}: {
  locationId: string;
  timeZone: string | undefined;
  selectedId: string | null;
  onOpen: (orderId: string) => void;
}) {
  const fromId = useId();
  const toId = useId();
  const statusId = useId();
  const problemId = useId();
  const [today] = useState(() => localDay(timeZone));
  const [from, setFrom] = useState(today);
  const [to, setTo] = useState(today);
  const [status, setStatus] = useState<OrderStatus | undefined>(undefined);
  const problem = rangeProblem(from, to);
  const filter: HistoryFilter | null = problem ? null : { locationId, from, to, status };

  return (
    <section className="orders-history" aria-label="Order history">
      <div className="orders-history__filters">
        <div className="field">
          <label htmlFor={fromId}>From</label>
          <input
            id={fromId}
            type="date"
            value={from}
            max={to || undefined}
            aria-describedby={problem ? problemId : undefined}
            aria-invalid={problem ? true : undefined}
            onChange={(event) => setFrom(event.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor={toId}>To</label>
          <input
            id={toId}
            type="date"
            value={to}
            min={from || undefined}
            aria-describedby={problem ? problemId : undefined}
            aria-invalid={problem ? true : undefined}
            onChange={(event) => setTo(event.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor={statusId}>Status</label>
          <select
            id={statusId}
            value={status ?? ''}
            onChange={(event) =>
              setStatus(
                event.target.value === '' ? undefined : (Number(event.target.value) as OrderStatus),
              )
            }
          >
            <option value="">All statuses</option>
            {ORDER_STATUS_CODES.map((code) => (
              <option key={code} value={code}>
                {statusName(code)}
              </option>
            ))}
          </select>
        </div>
        {filter && <ExportButton filter={filter} />}
      </div>
      {problem && (
        <p id={problemId} className="field__error" role="alert">
          {problem}
        </p>
      )}
      {filter && (
        <>
          <DayTotalsTable filter={filter} />
          <HistoryPages filter={filter} selectedId={selectedId} onOpen={onOpen} />
        </>
      )}
    </section>
  );
}

/** The orders of the filter, page by page. */
function HistoryPages({
  filter,
  selectedId,
  onOpen,
}: {
  filter: HistoryFilter;
  selectedId: string | null;
  onOpen: (orderId: string) => void;
}) {
  const { data, error, isFetching, isFetchingNextPage, hasNextPage, fetchNextPage, refetch } =
    useGetOrderHistoryInfiniteQuery(filter);
  const orders = useMemo(() => data?.pages.flatMap((page) => page.orders) ?? [], [data]);
  const [now] = useState(() => Date.now());

  // No such location (spec §8); a refused filter is a 400 and keeps the notice.
  if (!data && hasStatus(error, 404)) return <NotFoundPage />;
  if (!data) {
    return (
      <QueryNotice
        failed={error !== undefined}
        loadingText="Loading orders…"
        errorText="Could not load the orders"
        retrying={isFetching}
        onRetry={() => void refetch()}
      />
    );
  }
  return (
    <div className="orders-history__pages">
      {orders.length === 0 ? (
        <p className="notice">No orders in these days</p>
      ) : (
        <OrderList
          orders={orders}
          now={now}
          label="Orders found"
          showLocation={false}
          when="created"
          selectedId={selectedId}
          onOpen={onOpen}
        />
      )}
      {error !== undefined && (
        <p className="notice notice--error" role="alert">
          Could not load more orders.
        </p>
      )}
      {hasNextPage && (
        <button
          type="button"
          className="button orders-history__more"
          disabled={isFetchingNextPage}
          onClick={() => void fetchNextPage()}
        >
          {isFetchingNextPage ? 'Loading…' : 'Load more'}
        </button>
      )}
    </div>
  );
}
