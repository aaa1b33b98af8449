import { useId } from 'react';
import { QueryNotice } from '../../locations/QueryNotice';
import { useGetOrderTotalsQuery, type HistoryFilter } from '../api';
import { formatDecimal } from '../board';

/**
 * The day totals of the range (issue 17), per local day and currency: paid orders, the amount
 * paid, captured (accepted and delivered orders charged) and released (cards never charged).
 * docs/api.md defines each figure. The currency is said once per row, so the amounts fit a phone.
 */
export function DayTotalsTable({ filter }: { filter: HistoryFilter }) {
  const captionId = useId();
  const { locationId, from, to } = filter;
  const { data, error, isFetching, refetch } = useGetOrderTotalsQuery({ locationId, from, to });
  if (!data) {
    return (
      <QueryNotice
        failed={error !== undefined}
        loadingText="Loading day totals…"
        errorText="Could not load the day totals"
        retrying={isFetching}
        onRetry={() => void refetch()}
      />
    );
  }
  if (data.length === 0) return null;
  return (
    // The table scrolls inside its box on a narrow phone; the page itself never scrolls sideways.
    <div className="day-totals" role="region" aria-labelledby={captionId} tabIndex={0}>
      <table className="day-totals__table">
        <caption id={captionId}>Day totals</caption>
        <thead>
          <tr>
            <th scope="col">Day, currency</th>
            <th scope="col">Orders</th>
            <th scope="col">Paid</th>
            <th scope="col">Captured</th>
            <th scope="col">Released</th>
          </tr>
        </thead>
        <tbody>
          {data.map((day) => (
            <tr key={`${day.date}-${day.currency}`}>
              <th scope="row">
                <span className="day-totals__date">{day.date}</span>{' '}
                <span className="day-totals__currency">{day.currency}</span>
              </th>
              <td>{day.orders}</td>
              <td>{formatDecimal(day.paid, day.currency)}</td>
              <td>{formatDecimal(day.captured, day.currency)}</td>
              <td>{formatDecimal(day.released, day.currency)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
