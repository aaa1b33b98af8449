import { useEffect, useState } from 'react';
import type { ReceivedBoardOrder } from '../api';
import { awaitingIds, newlyAwaiting } from '../board';
import { useChime } from './chime';
import { notifyNewOrders } from './notifications';

interface Tracked {
  /** The board answer these were worked out from. */
  orders: readonly ReceivedBoardOrder[] | undefined;
  /** Every order seen awaiting so far (null before the first answer). */
  seen: ReadonlySet<string> | null;
  /** The latest arrivals: new awaiting orders of one answer. */
  arrivals: readonly ReceivedBoardOrder[];
}

export interface Arrivals {
  /** The ids of the latest arrivals, highlighted. */
  fresh: ReadonlySet<string>;
  /** What the polite live region says about them ('' until one arrives). */
  announcement: string;
}

/** What a live region says about new orders. */
export function arrivalText(arrivals: readonly ReceivedBoardOrder[]): string {
  return arrivals
    .map((order) => `New order #${order.orderNumber} for room ${order.room}, awaiting response.`)
    .join(' ');
}

/**
 * The board's cue for new orders: each order that starts awaiting an answer after the board's
 * first answer is highlighted, announced politely, chimed and, where allowed, notified. Orders
 * already waiting when the board opens are not announced: they are the list the user opened.
 */
export function useArrivals(orders: readonly ReceivedBoardOrder[] | undefined): Arrivals {
  const [tracked, setTracked] = useState<Tracked>({ orders: undefined, seen: null, arrivals: [] });
  // Worked out while rendering a new answer (React's "adjusting state when a prop changes").
  if (orders !== tracked.orders && orders !== undefined) {
    const arrivals = newlyAwaiting(tracked.seen, orders);
    setTracked({
      orders,
      seen: new Set([...(tracked.seen ?? []), ...awaitingIds(orders)]),
      arrivals: arrivals.length > 0 ? arrivals : tracked.arrivals,
    });
  }

  const chime = useChime();
  const { arrivals } = tracked;
  useEffect(() => {
    if (arrivals.length === 0) return;
    chime();
    notifyNewOrders(arrivals);
  }, [arrivals, chime]);

  return {
    fresh: new Set(arrivals.map(({ id }) => id)),
    announcement: arrivalText(arrivals),
  };
}
