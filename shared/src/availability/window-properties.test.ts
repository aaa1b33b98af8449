import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { WEEKDAYS } from './menu-window.fixture';
import { isAvailable, nextAvailable, type MenuWindow } from './window';
import { offsetMillis } from './zoned-time';

// nextAvailable must agree with isAvailable, the rule itself: the menu is closed at every minute
// from now to the instant it names, and open at it. Checked minute by minute around the DST changes
// of 2026 in zones that change at different hours and by different amounts, where a window's
// opening can be skipped, read twice, or re-entered when the clock goes back.
const CHANGES: readonly (readonly [zone: string, changes: readonly string[]])[] = [
  ['Europe/Copenhagen', ['2026-03-29T01:00:00Z', '2026-10-25T01:00:00Z']],
  ['America/New_York', ['2026-03-08T07:00:00Z', '2026-11-01T06:00:00Z']],
  // Half an hour, at 02:00 local.
  ['Australia/Lord_Howe', ['2026-04-04T15:00:00Z', '2026-10-03T15:30:00Z']],
  // At midnight: the day of the forward change starts at 01:00.
  ['America/Santiago', ['2026-04-05T03:00:00Z', '2026-09-06T04:00:00Z']],
  // At 02:45 and 03:45 local.
  ['Pacific/Chatham', ['2026-04-04T14:00:00Z', '2026-09-26T14:00:00Z']],
];

const MINUTE_MS = 60_000;
/** How far past now the minutes are checked: the day of the change and the next. */
const CHECKED_MS = 2 * 86_400_000;

const clock = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
/** Mostly the small hours, where the changes fall; sometimes any minute of the day. */
const timeOfDay = fc
  .oneof(fc.integer({ min: 0, max: 5 * 60 }), fc.integer({ min: 0, max: 1439 }))
  .map(clock);
const menuWindow: fc.Arbitrary<MenuWindow> = fc
  .record({
    availableFrom: timeOfDay,
    availableTo: timeOfDay,
    days: fc.array(fc.boolean(), { minLength: 7, maxLength: 7 }),
  })
  .map(
    ({ availableFrom, availableTo, days }) =>
      ({
        availableFrom,
        availableTo,
        ...Object.fromEntries(WEEKDAYS.map((day, index) => [day, days[index] === true])),
      }) as MenuWindow,
  );
/** A whole minute from a day before a change to a day after it, in the change's zone. */
const nearChange = fc.constantFrom(...CHANGES).chain(([zone, changes]) =>
  fc.record({
    zone: fc.constant(zone),
    now: fc
      .tuple(fc.constantFrom(...changes), fc.integer({ min: -1440, max: 1440 }))
      .map(([change, minutes]) => new Date(Date.parse(change) + minutes * MINUTE_MS)),
  }),
);

describe('nextAvailable around DST changes', () => {
  it('lists real changes', () => {
    for (const [zone, changes] of CHANGES) {
      for (const change of changes) {
        const instant = Date.parse(change);
        expect(offsetMillis(new Date(instant - 1000), zone), `${zone} ${change}`).not.toBe(
          offsetMillis(new Date(instant), zone),
        );
      }
    }
  });

  it('names the first minute the menu is open, and none while it is', () => {
    fc.assert(
      fc.property(menuWindow, nearChange, (menu, { zone, now }) => {
        const next = nextAvailable(menu, now, zone);
        if (isAvailable(menu, now, zone)) return next === undefined;
        const end = Math.min(next?.getTime() ?? Infinity, now.getTime() + CHECKED_MS);
        for (let minute = now.getTime(); minute < end; minute += MINUTE_MS) {
          if (isAvailable(menu, new Date(minute), zone)) return false;
        }
        const opensSomeDay = WEEKDAYS.some((day) => menu[day]);
        return next === undefined ? !opensSomeDay : isAvailable(menu, next, zone);
      }),
      { numRuns: 300 },
    );
  });
});
