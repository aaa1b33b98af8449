// Order times arrive as text: createdAtString, the location's wall clock as the server writes it in
// British English ('21 Nov 18:05', functions/src/orders/views.ts). The views carry no time zone to
// format createdAt with, so another language re-writes that reading from its parts.

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

const formatters = new Map<string, { date: Intl.DateTimeFormat; time: Intl.DateTimeFormat }>();

function formattersOf(locale: string) {
  let found = formatters.get(locale);
  if (!found) {
    // UTC in and out, so the reading stays the one the server made at the location.
    found = {
      date: new Intl.DateTimeFormat(locale, { timeZone: 'UTC', day: 'numeric', month: 'short' }),
      time: new Intl.DateTimeFormat(locale, {
        timeZone: 'UTC',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      }),
    };
    formatters.set(locale, found);
  }
  return found;
}

/**
 * An order's createdAtString in `locale` ('21. nov. 18.05' in Danish); as it came in English, or
 * when it does not read as day, month and time.
 */
export function wallClockIn(createdAtString: string, locale: string): string {
  if (locale === 'en' || locale.startsWith('en-')) return createdAtString;
  const parts = /^(\d{1,2}) ([A-Za-z]{3,4}) (\d{2}):(\d{2})$/.exec(createdAtString);
  if (!parts) return createdAtString;
  const [, day, monthName = '', hour, minute] = parts;
  const month = MONTHS.indexOf(monthName.slice(0, 3).toLowerCase());
  // 2000 was a leap year, so 29 Feb reads too; the year itself is never shown.
  const date = new Date(Date.UTC(2000, month, Number(day), Number(hour), Number(minute)));
  const valid =
    month >= 0 && date.getUTCDate() === Number(day) && Number(hour) < 24 && Number(minute) < 60;
  if (!valid) return createdAtString;
  const { date: dayMonth, time } = formattersOf(locale);
  return `${dayMonth.format(date)} ${time.format(date)}`;
}
