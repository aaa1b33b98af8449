/** A calendar date as seen in some time zone; month is 1-12. */
export type LocalDate = { readonly year: number; readonly month: number; readonly day: number };

/** A wall-clock reading in some time zone. */
export type LocalDateTime = LocalDate & {
  readonly hour: number;
  readonly minute: number;
  readonly second: number;
};

const SECOND_MS = 1_000;
const DAY_MS = 86_400_000;

// Building a DateTimeFormat is far costlier than formatting with one, and the rules call this per
// menu per request, so keep one per zone. Only zones Intl accepts get here (the constructor throws).
const formatters = new Map<string, Intl.DateTimeFormat>();

/** The numeric wall-clock formatter for a zone; throws a RangeError for a zone Intl does not know. */
export function zoneFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (formatter === undefined) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      // h23, not hour12: false, which renders midnight as '24' on some engines.
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The wall-clock reading of an instant in a zone, to the second. */
export function localDateTimeOf(instant: Date, timeZone: string): LocalDateTime {
  const reading = { year: 0, month: 0, day: 0, hour: 0, minute: 0, second: 0 };
  for (const part of zoneFormatter(timeZone).formatToParts(instant)) {
    if (part.type in reading) reading[part.type as keyof typeof reading] = Number(part.value);
  }
  return reading;
}

/** Milliseconds of the UTC instant that reads like the given wall clock. */
function wallMillis(date: LocalDate, hour = 0, minute = 0, second = 0): number {
  // setUTCFullYear rather than Date.UTC, which maps years 0-99 to 1900-1999.
  const instant = new Date(0);
  instant.setUTCFullYear(date.year, date.month - 1, date.day);
  instant.setUTCHours(hour, minute, second, 0);
  return instant.getTime();
}

/** How far the zone's wall clock is ahead of UTC at an instant, in milliseconds. */
export function offsetMillis(instant: Date, timeZone: string): number {
  const local = localDateTimeOf(instant, timeZone);
  const wholeSeconds = Math.floor(instant.getTime() / SECOND_MS) * SECOND_MS;
  return wallMillis(local, local.hour, local.minute, local.second) - wholeSeconds;
}

/**
 * The instant a zone's wall clock reads `minuteOfDay` minutes past midnight on `date`. A wall time
 * skipped by a forward DST change gives the change itself (the first instant reading at least that
 * time); a wall time repeated by a backward change gives the earlier instant.
 */
export function zonedInstant(date: LocalDate, minuteOfDay: number, timeZone: string): Date {
  return zonedInstants(date, minuteOfDay, timeZone)[0] as Date;
}

/**
 * Every instant a zone's wall clock reads `minuteOfDay` minutes past midnight on `date`, earliest
 * first: two for a wall time a backward DST change repeats, else one (for a skipped wall time, the
 * change itself, as `zonedInstant`).
 */
export function zonedInstants(date: LocalDate, minuteOfDay: number, timeZone: string): Date[] {
  const wall = wallMillis(date, 0, minuteOfDay);
  // Zones change offset at most once in any two days, so the offsets a day either side are the
  // only ones this wall time can be read under.
  const before = offsetMillis(new Date(wall - DAY_MS), timeZone);
  const after = offsetMillis(new Date(wall + DAY_MS), timeZone);
  // The larger offset gives the earlier instant.
  const offsets = before === after ? [before] : [Math.max(before, after), Math.min(before, after)];
  const instants = offsets
    .map((offset) => new Date(wall - offset))
    .filter((candidate) => offsetMillis(candidate, timeZone) === wall - candidate.getTime());
  if (instants.length > 0) return instants;
  // A skipped wall time: the change lies between the instants it would be under either offset.
  const lastUnder = new Date(wall - before);
  return [offsetChangeBetween(new Date(wall - after), lastUnder, timeZone) ?? lastUnder];
}

/**
 * The instant in (`after`, `until`] at which the zone's offset changes, to the second; undefined
 * when it reads the same offset at both ends. Assumes at most one change in between, so the span
 * must be shorter than any zone keeps an offset (a few weeks).
 */
export function offsetChangeBetween(after: Date, until: Date, timeZone: string): Date | undefined {
  const first = offsetMillis(after, timeZone);
  if (offsetMillis(until, timeZone) === first) return undefined;
  // tzdb changes fall on whole seconds, so bisect to the second.
  let lo = after.getTime();
  let hi = until.getTime();
  while (hi - lo > SECOND_MS) {
    const mid = lo + Math.floor((hi - lo) / (2 * SECOND_MS)) * SECOND_MS;
    if (offsetMillis(new Date(mid), timeZone) === first) lo = mid;
    else hi = mid;
  }
  return new Date(hi);
}

/** The calendar date `days` after `date` (negative for before). */
export function addDays(date: LocalDate, days: number): LocalDate {
  const shifted = new Date(wallMillis(date));
  shifted.setUTCDate(shifted.getUTCDate() + days);
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
  };
}

/** Day of the week of a calendar date, 0 for Sunday to 6 for Saturday (as Date#getDay). */
export function weekdayOf(date: LocalDate): number {
  return new Date(wallMillis(date)).getUTCDay();
}

/** Whole calendar days from `from` to `to`, negative when `to` is earlier. */
export function daysBetween(from: LocalDate, to: LocalDate): number {
  return Math.round((wallMillis(to) - wallMillis(from)) / DAY_MS);
}
