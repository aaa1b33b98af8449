// Kept apart from the zod schemas so availability, which the guest's pages run, loads no zod.

/** 'HH:MM' in 24-hour form. */
export const TIME_OF_DAY = /^(?:[01]\d|2[0-3]):[0-5]\d$/;

/** Minutes since midnight of an 'HH:MM' time of day. Throws on anything else. */
export function timeOfDayToMinutes(time: string): number {
  if (!TIME_OF_DAY.test(time)) throw new RangeError(`Not a time of day (HH:MM): ${time}`);
  return Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
}

/** Weekday flags in the order the menu form shows them, Monday first (spec §2). */
export const WEEKDAYS = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** Every weekday flag set: open all week. Spread it into a menu, then switch days off. */
export const EVERY_DAY: Record<Weekday, boolean> = Object.freeze(
  Object.fromEntries(WEEKDAYS.map((day) => [day, true])) as Record<Weekday, boolean>,
);
