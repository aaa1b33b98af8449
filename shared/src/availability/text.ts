import { daysBetween, localDateTimeOf } from './zoned-time';

// One formatter per locale and zone: constructing them dominates the cost of formatting.
const laterFormatters = new Map<string, Intl.DateTimeFormat>();

function laterFormatter(locale: string, timeZone: string): Intl.DateTimeFormat {
  const key = `${locale}\u0000${timeZone}`;
  let formatter = laterFormatters.get(key);
  if (formatter === undefined) {
    formatter = new Intl.DateTimeFormat(locale, {
      timeZone,
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    laterFormatters.set(key, formatter);
  }
  return formatter;
}

function twoDigits(value: number): string {
  return String(value).padStart(2, '0');
}

/**
 * Spec §4 text in the VIEWER's time zone: 'Available today at {HH:MM}', 'Available tomorrow at
 * {HH:MM}', otherwise 'Next available: {local date-time}'; '' when nextAvailable is undefined (or
 * not a date). Today and tomorrow are calendar days in the viewer's zone, which may differ from the
 * location's. Throws a RangeError for a zone or locale Intl does not know.
 */
export function availabilityText(
  nextAvailable: Date | string | undefined,
  now: Date,
  viewerTimeZone: string,
  locale = 'en-GB',
): string {
  if (nextAvailable === undefined) return '';
  const next = new Date(nextAvailable);
  // A garbled timestamp has nothing sensible to say to a guest; say nothing rather than 'Invalid Date'.
  if (Number.isNaN(next.getTime())) return '';
  const local = localDateTimeOf(next, viewerTimeZone);
  const time = `${twoDigits(local.hour)}:${twoDigits(local.minute)}`;
  const days = daysBetween(localDateTimeOf(now, viewerTimeZone), local);
  if (days === 0) return `Available today at ${time}`;
  if (days === 1) return `Available tomorrow at ${time}`;
  return `Next available: ${laterFormatter(locale, viewerTimeZone).format(next)}`;
}
