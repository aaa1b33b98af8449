import type { Menu } from '../entities/catalog/menu';
import { timeOfDayToMinutes } from '../entities/catalog/time-of-day';
import {
  addDays,
  localDateTimeOf,
  offsetChangeBetween,
  weekdayOf,
  zonedInstants,
} from './zoned-time';

/** The part of a menu that decides when it can be ordered from (spec §3 Menu). */
export type MenuWindow = Pick<
  Menu,
  | 'availableFrom'
  | 'availableTo'
  | 'monday'
  | 'tuesday'
  | 'wednesday'
  | 'thursday'
  | 'friday'
  | 'saturday'
  | 'sunday'
>;

// The next opening is at the latest on today's weekday a week on, or, when a forward DST change
// skips the whole window on the one day it would open in that week, on that weekday a week later.
const DAYS_AHEAD = 14;
/** Past the last day's end, whatever its offset: no zone changes its offset twice in that time. */
const HORIZON_MS = (DAYS_AHEAD + 2) * 86_400_000;

/** The weekday flags indexed like Date#getDay (0 is Sunday). */
function openDays(menu: MenuWindow): readonly boolean[] {
  return [
    menu.sunday,
    menu.monday,
    menu.tuesday,
    menu.wednesday,
    menu.thursday,
    menu.friday,
    menu.saturday,
  ];
}

/**
 * Whether the menu can be ordered from at `now`: the wall-clock minute in the location's zone lies
 * in today's window (from up to and including the closing minute), or, for a window that crosses
 * midnight, in the tail of yesterday's. Throws on a malformed time of day or an unknown zone.
 */
export function isAvailable(menu: MenuWindow, now: Date, timeZone: string): boolean {
  const from = timeOfDayToMinutes(menu.availableFrom);
  const to = timeOfDayToMinutes(menu.availableTo);
  const local = localDateTimeOf(now, timeZone);
  const minute = local.hour * 60 + local.minute;
  const today = weekdayOf(local);
  const days = openDays(menu);
  if (from <= to) return days[today] === true && minute >= from && minute <= to;
  // A window crossing midnight belongs to the day it opens on, so its tail after midnight follows
  // yesterday's flag, not today's.
  const yesterday = (today + 6) % 7;
  return (days[today] === true && minute >= from) || (days[yesterday] === true && minute <= to);
}

/**
 * The earliest instant at or after `now` when the menu opens; undefined when it is open now or
 * never opens (no weekday on).
 */
export function nextAvailable(menu: MenuWindow, now: Date, timeZone: string): Date | undefined {
  if (isAvailable(menu, now, timeZone)) return undefined;
  const from = timeOfDayToMinutes(menu.availableFrom);
  const days = openDays(menu);
  const today = localDateTimeOf(now, timeZone);
  // Besides its opening time, a menu can open when the clock changes: a backward DST change turns
  // it back into a window it had left (a late menu's tail repeats).
  const change = offsetChangeBetween(now, new Date(now.getTime() + HORIZON_MS), timeZone);
  const reopening =
    change !== undefined && isAvailable(menu, change, timeZone) ? change : undefined;
  for (let ahead = 0; ahead <= DAYS_AHEAD; ahead += 1) {
    const date = addDays(today, ahead);
    if (days[weekdayOf(date)] !== true) continue;
    // A backward DST change reads the opening time twice, and the menu opens again at the second;
    // a forward one may skip it, and the window with it when it ends before the change.
    const opening = zonedInstants(date, from, timeZone).find(
      (at) => at.getTime() >= now.getTime() && isAvailable(menu, at, timeZone),
    );
    if (opening === undefined) continue;
    return reopening !== undefined && reopening.getTime() < opening.getTime() ? reopening : opening;
  }
  return reopening;
}
