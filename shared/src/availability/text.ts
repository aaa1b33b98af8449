import { daysBetween, localDateTimeOf } from './zoned-time';

/**
 * Spec §4 availability texts, word for word: the English the screens' catalogue takes as its own
 * (web/src/i18n/en.ts), so another language translates these keys and the words live only here.
 */
export const AVAILABILITY_TEXTS = {
  availableToday: 'Available today at {time}',
  availableTomorrow: 'Available tomorrow at {time}',
  nextAvailable: 'Next available: {time}',
} as const;

export type AvailabilityTextKey = keyof typeof AVAILABILITY_TEXTS;

/** Which availability text to show, and its {time} already written in the reader's locale. */
export interface AvailabilityMessage {
  key: AvailabilityTextKey;
  time: string;
}

// One formatter per locale and zone: constructing them dominates the cost of formatting.
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(form: 'time' | 'later', locale: string, timeZone: string): Intl.DateTimeFormat {
  const key = `${form}\u0000${locale}\u0000${timeZone}`;
  let found = formatters.get(key);
  if (found === undefined) {
    found = new Intl.DateTimeFormat(locale, {
      timeZone,
      ...(form === 'later' ? { weekday: 'short', day: 'numeric', month: 'short' } : {}),
      hour: '2-digit',
      minute: '2-digit',
      // h23, not hour12: false, which renders midnight as '24' on some engines.
      hourCycle: 'h23',
    });
    formatters.set(key, found);
  }
  return found;
}

/**
 * Spec §4 rule in the VIEWER's time zone: 'today' or 'tomorrow' with the time, otherwise 'next
 * available' with the local date and time, each written in `locale` (en-GB: '18:00', 'Fri 5 Jun,
 * 18:00'); undefined when nextAvailable is undefined (or not a date). Today and tomorrow are
 * calendar days in the viewer's zone, which may differ from the location's. Throws a RangeError for
 * a zone or locale Intl does not know.
 */
export function availabilityMessage(
  nextAvailable: Date | string | undefined,
  now: Date,
  viewerTimeZone: string,
  locale = 'en-GB',
): AvailabilityMessage | undefined {
  if (nextAvailable === undefined) return undefined;
  const next = new Date(nextAvailable);
  // A garbled timestamp has nothing sensible to say to a guest; say nothing rather than 'Invalid Date'.
  if (Number.isNaN(next.getTime())) return undefined;
  const days = daysBetween(
    localDateTimeOf(now, viewerTimeZone),
    localDateTimeOf(next, viewerTimeZone),
  );
  if (days === 0 || days === 1) {
    return {
      key: days === 0 ? 'availableToday' : 'availableTomorrow',
      time: formatter('time', locale, viewerTimeZone).format(next),
    };
  }
  return { key: 'nextAvailable', time: formatter('later', locale, viewerTimeZone).format(next) };
}

/**
 * Spec §4 text in English (availabilityMessage in AVAILABILITY_TEXTS): 'Available today at
 * {HH:MM}', 'Available tomorrow at {HH:MM}', otherwise 'Next available: {local date-time}'; '' when
 * there is nothing to say.
 */
export function availabilityText(
  nextAvailable: Date | string | undefined,
  now: Date,
  viewerTimeZone: string,
  locale = 'en-GB',
): string {
  const message = availabilityMessage(nextAvailable, now, viewerTimeZone, locale);
  return message ? AVAILABILITY_TEXTS[message.key].replace('{time}', message.time) : '';
}
