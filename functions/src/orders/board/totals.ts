import {
  addMoney,
  localDateOf,
  totalsShareOf,
  type OrderDayTotals,
  type OrderTotals,
} from '@inroom/shared';
import type { Dependencies } from '../../dependencies';
import { forEachOrderInRange } from './history';
import { loadLocation } from './locations';
import { spanOf } from './range';

/**
 * order/be/totals/{locationId}: per local day and currency, the orders created that day that were
 * paid, their total, and what of it was captured and released (totalsShareOf, docs/api.md). Reads
 * the range's orders page by page (a Query per 100 orders); days without a paid order are left out.
 */
export async function orderTotals(
  deps: Dependencies,
  locationId: string,
  query: { from: string; to: string },
): Promise<OrderTotals> {
  const location = await loadLocation(deps, locationId);
  const byDay = new Map<string, OrderDayTotals>();
  await forEachOrderInRange(
    deps,
    locationId,
    spanOf(query, location.timeZone),
    undefined,
    (orders) => {
      for (const order of orders) {
        const share = totalsShareOf(order);
        if (!share.paid) continue;
        const date = localDateOf(new Date(order.createdAt), location.timeZone);
        const key = `${date} ${order.currencyId}`;
        const day = byDay.get(key) ?? {
          date,
          currency: order.currencyId,
          orders: 0,
          paid: 0,
          captured: 0,
          released: 0,
        };
        day.orders += 1;
        day.paid = addMoney(day.paid, order.priceSum);
        if (share.captured) day.captured = addMoney(day.captured, order.priceSum);
        if (share.released) day.released = addMoney(day.released, order.priceSum);
        byDay.set(key, day);
      }
    },
  );
  const days = [...byDay.values()].sort(
    (a, b) => a.date.localeCompare(b.date) || a.currency.localeCompare(b.currency),
  );
  return { days };
}
