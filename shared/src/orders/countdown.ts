/** Active orders banner refresh while an awaiting order exists (spec §9). */
export const ACTIVE_ORDERS_POLL_MS = 10_000;
/** Order page refresh while the order awaits a response (spec §9). */
export const ORDER_PAGE_POLL_MS = 15_000;
/**
 * How often the order page asks again once the order is accepted: the delivery takes minutes, so
 * slower than the spec's 15 s for an order awaiting an answer, yet soon enough that a guest who
 * has their food sees 'Order completed' without reloading (issue 15).
 */
export const ORDER_PAGE_FOLLOW_POLL_MS = 20_000;
/** 'Your other orders' are revealed this many at a time (spec §9). */
export const OTHER_ORDERS_PAGE_SIZE = 3;

const pad = (value: number): string => String(value).padStart(2, '0');

/** mm:ss for the staff response countdown; minutes are not wrapped into hours. */
export function formatCountdown(seconds: number): string {
  // NaN and Infinity come from unparsable deadlines; showing 00:00 disables Accept/Decline.
  if (!Number.isFinite(seconds) || seconds <= 0) return '00:00';
  const whole = Math.floor(seconds);
  return `${pad(Math.floor(whole / 60))}:${pad(whole % 60)}`;
}

function millisecondsUntil(deadline: Date | string, now: Date): number {
  const remaining = new Date(deadline).getTime() - now.getTime();
  // An unparsable deadline counts as already passed rather than leaking NaN into the UI.
  return Number.isNaN(remaining) ? 0 : Math.max(0, remaining);
}

/**
 * Whole seconds left, rounded down so the countdown never shows time the server no longer grants:
 * at 0.4 s left it reads 00:00 and Accept/Decline are already disabled.
 */
export function secondsUntil(deadline: Date | string, now: Date): number {
  return Math.floor(millisecondsUntil(deadline, now) / 1000);
}

/** Whole minutes left, rounded up: 'approximate minutes to delivery' should not promise early. */
export function minutesUntil(deadline: Date | string, now: Date): number {
  return Math.ceil(millisecondsUntil(deadline, now) / 60_000);
}
