import {
  addDays,
  daysBetween,
  localDateTimeOf,
  offsetMillis,
  zonedInstant,
  type LocalDate,
} from '../availability/zoned-time';
import { ORDER_STATUS, PAYMENT_STATUS } from './order-status';

// The back office's orders board, history and day totals (issue 17): the rules the API and the
// back-office screen share, so the order of the list and what a total counts are said once.

/** The live board shows the orders created in the last day, at most this many per location. */
export const BOARD_HOURS = 24;
export const BOARD_ORDERS_PER_LOCATION = 100;

/** A history query spans at most this many local days (about a quarter). */
export const HISTORY_MAX_DAYS = 92;
export const HISTORY_PAGE_DEFAULT = 50;
export const HISTORY_PAGE_MAX = 100;

/**
 * The board's order: orders awaiting an answer (status 2) pinned on top, then newest first; two
 * orders created in the same millisecond by id, so the order never flickers between polls.
 */
export function compareBoardOrders(
  a: { status: number; createdAt: string; id: string },
  b: { status: number; createdAt: string; id: string },
): number {
  const awaiting = (order: { status: number }) =>
    order.status === ORDER_STATUS.awaitingResponse ? 0 : 1;
  return (
    awaiting(a) - awaiting(b) || b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id)
  );
}

/**
 * What an order adds to the day totals (docs/api.md, Orders board):
 * - paid: it was paid (status 2 or later; there is no way back to 1);
 * - captured: accepted or completed and its capture went through (payment status 2);
 * - released: declined, expired or cancelled after paying, and its authorisation was released
 *   (payment status 5).
 * An order whose capture or release is still owed or failed (payment status 4, 6, 7) is paid but
 * neither captured nor released yet.
 */
export function totalsShareOf(order: { status: number; paymentStatus: number }): {
  paid: boolean;
  captured: boolean;
  released: boolean;
} {
  const paid = order.status !== ORDER_STATUS.paymentPending;
  const captured =
    (order.status === ORDER_STATUS.accepted || order.status === ORDER_STATUS.completed) &&
    order.paymentStatus === PAYMENT_STATUS.paid;
  const released =
    paid &&
    (order.status === ORDER_STATUS.declined ||
      order.status === ORDER_STATUS.cancelledNoResponse ||
      order.status === ORDER_STATUS.cancelled) &&
    order.paymentStatus === PAYMENT_STATUS.cancelled;
  return { paid, captured, released };
}

const two = (value: number) => String(value).padStart(2, '0');

/** 'YYYY-MM-DD' of a calendar date. */
export function formatLocalDate(date: LocalDate): string {
  return `${String(date.year).padStart(4, '0')}-${two(date.month)}-${two(date.day)}`;
}

/** The calendar date of 'YYYY-MM-DD', or undefined when it is not a real date. */
export function parseLocalDate(text: string): LocalDate | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return undefined;
  const date = { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
  // 2026-02-30 rolls over to March: not a date anyone meant.
  return formatLocalDate(addDays(date, 0)) === text ? date : undefined;
}

/** The local day ('YYYY-MM-DD') an instant falls on in a zone. */
export function localDateOf(instant: Date, timeZone: string): string {
  return formatLocalDate(localDateTimeOf(instant, timeZone));
}

/** An instant as ISO 8601 on the zone's wall clock with its offset: '2026-11-25T18:05:09+01:00'. */
export function zonedIsoString(instant: Date, timeZone: string): string {
  const local = localDateTimeOf(instant, timeZone);
  const offsetMinutes = Math.round(offsetMillis(instant, timeZone) / 60_000);
  const sign = offsetMinutes < 0 ? '-' : '+';
  const offset = `${sign}${two(Math.floor(Math.abs(offsetMinutes) / 60))}:${two(Math.abs(offsetMinutes) % 60)}`;
  return `${formatLocalDate(local)}T${two(local.hour)}:${two(local.minute)}:${two(local.second)}${offset}`;
}

/** The local days from `from` to `to`, both included (0 when `to` is before `from`). */
export function daysInRange(from: LocalDate, to: LocalDate): number {
  return Math.max(0, daysBetween(from, to) + 1);
}

/**
 * The instants a range of local days covers in a zone: from the first day's midnight (included) to
 * the midnight after the last day (excluded), so a day of a DST change is 23 or 25 hours.
 */
export function localDaysSpan(
  from: LocalDate,
  to: LocalDate,
  timeZone: string,
): { start: Date; end: Date } {
  return { start: zonedInstant(from, 0, timeZone), end: zonedInstant(addDays(to, 1), 0, timeZone) };
}
