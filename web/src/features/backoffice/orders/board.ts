import {
  compareBoardOrders,
  daysInRange,
  HISTORY_MAX_DAYS,
  localDateOf,
  minorUnitDigits,
  ORDER_STATUS,
  parseLocalDate,
  toDecimalString,
  type BoardOrder,
  type CurrencyDisplay,
} from '@inroom/shared';
import type { ReceivedBoardOrder } from './api';

// The board screen's rules, apart from the components so they can be tested as plain functions.
// What the API and the screen share (the order of the list, the longest range) is shared/'s.

/** The board refreshes this often while the page is visible (issue 17). */
export const BOARD_POLL_MS = 10_000;

/** Seconds left to answer an awaiting order, counted down from when its answer arrived. */
export function secondsToRespond(order: ReceivedBoardOrder, now: number): number {
  if (order.status !== ORDER_STATUS.awaitingResponse) return 0;
  return Math.max(0, order.requestExpiresIn - Math.floor((now - order.receivedAt) / 1000));
}

/** The board's order (shared with the API): awaiting orders pinned on top, then newest first. */
export function boardSorted<T extends BoardOrder>(orders: readonly T[]): T[] {
  return [...orders].sort(compareBoardOrders);
}

/**
 * The awaiting orders in `orders` that were not awaiting in the board's previous answer (`seen`):
 * the ones to announce. The first answer has nothing before it and announces nothing.
 */
export function newlyAwaiting<T extends BoardOrder>(
  seen: ReadonlySet<string> | null,
  orders: readonly T[],
): T[] {
  if (seen === null) return [];
  return orders.filter(
    (order) => order.status === ORDER_STATUS.awaitingResponse && !seen.has(order.id),
  );
}

/** The ids of the orders awaiting an answer, for the next newlyAwaiting. */
export function awaitingIds(orders: readonly BoardOrder[]): Set<string> {
  return new Set(
    orders.filter((order) => order.status === ORDER_STATUS.awaitingResponse).map(({ id }) => id),
  );
}

/** How long ago an order was placed: 'just now', '12 min ago', '2 h 5 min ago', '1 d 3 h ago'. */
export function ageText(createdAt: string, now: number): string {
  const minutes = Math.floor((now - Date.parse(createdAt)) / 60_000);
  if (!Number.isFinite(minutes) || minutes < 1) return 'just now';
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours} h${minutes % 60 ? ` ${minutes % 60} min` : ''} ago`;
  const days = Math.floor(hours / 24);
  return `${days} d${hours % 24 ? ` ${hours % 24} h` : ''} ago`;
}

/** The ISO code of a currency however an order view carries it. */
export function currencyCode(currency: string | CurrencyDisplay): string {
  return typeof currency === 'string' ? currency : currency.id;
}

/** An amount in minor units as Intl writes money in British English, e.g. 'DKK 129.50'. */
export function formatAmount(amount: number, currency: string | CurrencyDisplay): string {
  const code = currencyCode(currency);
  const digits = minorUnitDigits(code);
  try {
    return new Intl.NumberFormat('en-GB', {
      style: 'currency',
      currency: code,
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    }).format(Number(toDecimalString(amount, code)));
  } catch {
    // An unknown code (Intl refuses it) still shows the amount.
    return `${toDecimalString(amount, code)} ${code}`;
  }
}

/** An amount in minor units as a plain number in British English, e.g. '1,129.50'. */
export function formatDecimal(amount: number, currency: string | CurrencyDisplay): string {
  const code = currencyCode(currency);
  const digits = minorUnitDigits(code);
  return new Intl.NumberFormat('en-GB', {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(Number(toDecimalString(amount, code)));
}

/** Today in the location's time zone (the browser's when it is not known yet), YYYY-MM-DD. */
export function localDay(timeZone: string | undefined, now = Date.now()): string {
  const zone = timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
  try {
    return localDateOf(new Date(now), zone);
  } catch {
    return localDateOf(new Date(now), 'UTC');
  }
}

/** What is wrong with a history range (the API's own rule, said before asking), or null. */
export function rangeProblem(from: string, to: string): string | null {
  const first = parseLocalDate(from);
  const last = parseLocalDate(to);
  if (!first || !last) return 'Choose both dates.';
  const days = daysInRange(first, last);
  if (days === 0) return 'The end date must not be before the start date.';
  if (days > HISTORY_MAX_DAYS) return `Choose at most ${HISTORY_MAX_DAYS} days.`;
  return null;
}
