import { describe, expect, it } from 'vitest';
import { menuWindow, WEEKDAYS } from './menu-window.fixture';
import type { Weekday } from './menu-window.fixture';
import { isAvailable, nextAvailable } from './window';

const CPH = 'Europe/Copenhagen';
const at = (iso: string) => new Date(iso);

// The week of Monday 1 June 2026 in Copenhagen runs on CEST (UTC+2).
describe('weekday flags', () => {
  const days: readonly [Weekday, string][] = [
    ['monday', '2026-06-01'],
    ['tuesday', '2026-06-02'],
    ['wednesday', '2026-06-03'],
    ['thursday', '2026-06-04'],
    ['friday', '2026-06-05'],
    ['saturday', '2026-06-06'],
    ['sunday', '2026-06-07'],
  ];

  it.each(days)('%s alone opens only on %s', (day, date) => {
    const menu = menuWindow('10:00', '14:00', [day]);
    // Noon local on each day of the week: open only on the flagged one.
    for (const [other, otherDate] of days) {
      expect(isAvailable(menu, at(`${otherDate}T10:00:00Z`), CPH), other).toBe(other === day);
    }
    // From Monday 00:00 local the next opening is the flagged day at 10:00 local.
    expect(nextAvailable(menu, at('2026-05-31T22:00:00Z'), CPH)).toEqual(at(`${date}T08:00:00Z`));
  });

  it('has a case for every weekday', () => {
    expect(days.map(([day]) => day)).toEqual(WEEKDAYS);
  });
});

describe('a menu with no weekday on', () => {
  const menu = menuWindow('00:00', '23:59', []);

  it('is never available and has no next opening', () => {
    for (const iso of [
      '2026-06-01T00:00:00Z',
      '2026-06-03T10:00:00Z',
      '2026-03-29T01:00:00Z',
      '2026-10-25T00:30:00Z',
    ]) {
      expect(isAvailable(menu, at(iso), CPH)).toBe(false);
      expect(nextAvailable(menu, at(iso), CPH)).toBeUndefined();
    }
  });
});

describe('a menu open 00:00-23:59 every day', () => {
  const menu = menuWindow('00:00', '23:59', 'all');

  it.each([
    '2026-06-01T21:59:59.999Z', // 23:59:59.999 CEST
    '2026-06-01T22:00:00.000Z', // 00:00 CEST
    '2026-03-29T00:59:59.999Z', // just before spring forward
    '2026-03-29T01:00:00.000Z', // spring forward
    '2026-10-25T00:30:00.000Z', // first 02:30 of fall back
    '2026-10-25T01:30:00.000Z', // second 02:30 of fall back
    '2026-12-31T23:00:00.000Z', // new year
  ])('is open at %s', (iso) => {
    expect(isAvailable(menu, at(iso), CPH)).toBe(true);
    expect(nextAvailable(menu, at(iso), CPH)).toBeUndefined();
  });

  it('is open in UTC too', () => {
    expect(isAvailable(menu, at('2026-06-01T23:59:59Z'), 'UTC')).toBe(true);
    expect(isAvailable(menu, at('2026-06-02T00:00:00Z'), 'UTC')).toBe(true);
  });
});

describe('a normal window, 11:00-14:00 Monday to Friday', () => {
  const menu = menuWindow('11:00', '14:00', [
    'monday',
    'tuesday',
    'wednesday',
    'thursday',
    'friday',
  ]);

  it('is closed before opening, with the opening that day next', () => {
    const now = at('2026-06-03T08:59:59.999Z'); // Wednesday 10:59:59.999 CEST
    expect(isAvailable(menu, now, CPH)).toBe(false);
    expect(nextAvailable(menu, now, CPH)).toEqual(at('2026-06-03T09:00:00Z'));
    expect(nextAvailable(menu, at('2026-06-02T22:00:00Z'), CPH)).toEqual(
      at('2026-06-03T09:00:00Z'),
    );
  });

  it('opens on the exact opening minute', () => {
    expect(isAvailable(menu, at('2026-06-03T09:00:00Z'), CPH)).toBe(true);
    expect(nextAvailable(menu, at('2026-06-03T09:00:00Z'), CPH)).toBeUndefined();
  });

  it('is open inside the window', () => {
    expect(isAvailable(menu, at('2026-06-03T10:30:00Z'), CPH)).toBe(true);
  });

  it('is open through the whole closing minute', () => {
    expect(isAvailable(menu, at('2026-06-03T12:00:00Z'), CPH)).toBe(true);
    expect(isAvailable(menu, at('2026-06-03T12:00:59.999Z'), CPH)).toBe(true);
    expect(nextAvailable(menu, at('2026-06-03T12:00:59.999Z'), CPH)).toBeUndefined();
  });

  it('closes one minute past the closing minute, with the next day next', () => {
    const now = at('2026-06-03T12:01:00Z');
    expect(isAvailable(menu, now, CPH)).toBe(false);
    expect(nextAvailable(menu, now, CPH)).toEqual(at('2026-06-04T09:00:00Z'));
  });

  it('goes from Saturday evening to Monday', () => {
    const now = at('2026-06-13T18:00:00Z'); // Saturday 20:00 CEST
    expect(isAvailable(menu, now, CPH)).toBe(false);
    expect(nextAvailable(menu, now, CPH)).toEqual(at('2026-06-15T09:00:00Z'));
  });

  it('goes from Saturday evening to Monday across spring forward and fall back', () => {
    // Saturday 20:00 CET, Monday 11:00 CEST.
    expect(nextAvailable(menu, at('2026-03-28T19:00:00Z'), CPH)).toEqual(
      at('2026-03-30T09:00:00Z'),
    );
    // Saturday 20:00 CEST, Monday 11:00 CET.
    expect(nextAvailable(menu, at('2026-10-24T18:00:00Z'), CPH)).toEqual(
      at('2026-10-26T10:00:00Z'),
    );
  });

  it('waits a full week when only today is on and today has passed', () => {
    const wednesdays = menuWindow('11:00', '14:00', ['wednesday']);
    expect(nextAvailable(wednesdays, at('2026-06-03T12:01:00Z'), CPH)).toEqual(
      at('2026-06-10T09:00:00Z'),
    );
  });
});

describe('a one-minute window (from equal to to)', () => {
  const menu = menuWindow('12:00', '12:00', 'all');

  it('is open for exactly that minute', () => {
    expect(isAvailable(menu, at('2026-06-03T09:59:59.999Z'), CPH)).toBe(false);
    expect(isAvailable(menu, at('2026-06-03T10:00:00Z'), CPH)).toBe(true);
    expect(isAvailable(menu, at('2026-06-03T10:00:59.999Z'), CPH)).toBe(true);
    expect(isAvailable(menu, at('2026-06-03T10:01:00Z'), CPH)).toBe(false);
    expect(nextAvailable(menu, at('2026-06-03T10:01:00Z'), CPH)).toEqual(
      at('2026-06-04T10:00:00Z'),
    );
  });
});

describe('a window crossing midnight, 22:00-02:00 Monday only', () => {
  const menu = menuWindow('22:00', '02:00', ['monday']);

  it('opens Monday 22:00 and stays open through Tuesday 02:00:59', () => {
    expect(isAvailable(menu, at('2026-06-01T19:59:59Z'), CPH)).toBe(false); // Mon 21:59:59
    expect(isAvailable(menu, at('2026-06-01T20:00:00Z'), CPH)).toBe(true); // Mon 22:00
    expect(isAvailable(menu, at('2026-06-01T21:59:59Z'), CPH)).toBe(true); // Mon 23:59:59
    expect(isAvailable(menu, at('2026-06-01T22:00:00Z'), CPH)).toBe(true); // Tue 00:00
    expect(isAvailable(menu, at('2026-06-01T23:00:00Z'), CPH)).toBe(true); // Tue 01:00
    expect(isAvailable(menu, at('2026-06-02T00:00:59.999Z'), CPH)).toBe(true); // Tue 02:00:59
    expect(isAvailable(menu, at('2026-06-02T00:01:00Z'), CPH)).toBe(false); // Tue 02:01
  });

  it('is not open in the small hours of Monday, which follow Sunday’s flag', () => {
    const now = at('2026-05-31T23:00:00Z'); // Mon 01:00
    expect(isAvailable(menu, now, CPH)).toBe(false);
    expect(nextAvailable(menu, now, CPH)).toEqual(at('2026-06-01T20:00:00Z'));
  });

  it('has next Monday next once Tuesday’s tail has closed', () => {
    expect(nextAvailable(menu, at('2026-06-02T00:01:00Z'), CPH)).toEqual(
      at('2026-06-08T20:00:00Z'),
    );
  });

  it('has no next opening while open after midnight', () => {
    expect(nextAvailable(menu, at('2026-06-01T23:00:00Z'), CPH)).toBeUndefined();
  });
});

describe('windows crossing midnight governed by the previous day', () => {
  it('is closed after midnight on Tuesday when only Tuesday is on', () => {
    const menu = menuWindow('22:00', '02:00', ['tuesday']);
    const now = at('2026-06-01T23:00:00Z'); // Tue 01:00
    expect(isAvailable(menu, now, CPH)).toBe(false);
    expect(nextAvailable(menu, now, CPH)).toEqual(at('2026-06-02T20:00:00Z'));
  });

  it('carries Saturday’s window into Sunday (weekday wrap-around)', () => {
    const menu = menuWindow('22:00', '02:00', ['saturday']);
    expect(isAvailable(menu, at('2026-06-06T23:30:00Z'), CPH)).toBe(true); // Sun 01:30
    expect(isAvailable(menu, at('2026-06-07T23:30:00Z'), CPH)).toBe(false); // Mon 01:30
  });

  it('carries Sunday’s window into Monday', () => {
    const menu = menuWindow('22:00', '02:00', ['sunday']);
    expect(isAvailable(menu, at('2026-06-07T23:00:00Z'), CPH)).toBe(true); // Mon 01:00
    expect(isAvailable(menu, at('2026-06-06T23:00:00Z'), CPH)).toBe(false); // Sun 01:00
  });

  it('finds the next opening days ahead', () => {
    const menu = menuWindow('20:00', '03:00', ['friday', 'saturday']);
    const now = at('2026-06-03T10:00:00Z'); // Wednesday noon
    expect(isAvailable(menu, now, CPH)).toBe(false);
    expect(nextAvailable(menu, now, CPH)).toEqual(at('2026-06-05T18:00:00Z'));
    // Saturday 03:30, after Friday's tail: Saturday evening next.
    expect(nextAvailable(menu, at('2026-06-06T01:30:00Z'), CPH)).toEqual(
      at('2026-06-06T18:00:00Z'),
    );
    // Sunday 02:59 is still Saturday's window.
    expect(isAvailable(menu, at('2026-06-07T00:59:00Z'), CPH)).toBe(true);
  });

  it('when both days are on, is open across the whole evening and night', () => {
    const menu = menuWindow('18:00', '06:00', 'all');
    expect(isAvailable(menu, at('2026-06-03T03:00:00Z'), CPH)).toBe(true); // 05:00
    expect(isAvailable(menu, at('2026-06-03T04:01:00Z'), CPH)).toBe(false); // 06:01
    expect(isAvailable(menu, at('2026-06-03T16:00:00Z'), CPH)).toBe(true); // 18:00
  });
});

describe('daylight saving in Europe/Copenhagen, 2026', () => {
  const evenings = menuWindow('18:00', '22:00', 'all');

  it('keeps the wall clock in summer (UTC+2)', () => {
    expect(isAvailable(evenings, at('2026-06-03T16:00:00Z'), CPH)).toBe(true);
    expect(isAvailable(evenings, at('2026-06-03T20:00:59Z'), CPH)).toBe(true);
    expect(isAvailable(evenings, at('2026-06-03T20:30:00Z'), CPH)).toBe(false);
    expect(nextAvailable(evenings, at('2026-06-03T10:00:00Z'), CPH)).toEqual(
      at('2026-06-03T16:00:00Z'),
    );
  });

  it('keeps the wall clock in winter (UTC+1)', () => {
    expect(isAvailable(evenings, at('2026-01-05T16:59:00Z'), CPH)).toBe(false);
    expect(isAvailable(evenings, at('2026-01-05T17:00:00Z'), CPH)).toBe(true);
    expect(isAvailable(evenings, at('2026-01-05T21:00:59Z'), CPH)).toBe(true);
    expect(isAvailable(evenings, at('2026-01-05T21:01:00Z'), CPH)).toBe(false);
    expect(nextAvailable(evenings, at('2026-01-05T10:00:00Z'), CPH)).toEqual(
      at('2026-01-05T17:00:00Z'),
    );
  });

  it('opens at 18:00 CEST on the spring-forward day', () => {
    expect(isAvailable(evenings, at('2026-03-29T15:59:00Z'), CPH)).toBe(false);
    expect(isAvailable(evenings, at('2026-03-29T16:00:00Z'), CPH)).toBe(true);
    expect(nextAvailable(evenings, at('2026-03-29T00:00:00Z'), CPH)).toEqual(
      at('2026-03-29T16:00:00Z'),
    );
  });

  it('opens at 18:00 CET on the fall-back day', () => {
    expect(isAvailable(evenings, at('2026-10-25T16:00:00Z'), CPH)).toBe(false);
    expect(isAvailable(evenings, at('2026-10-25T17:00:00Z'), CPH)).toBe(true);
    expect(nextAvailable(evenings, at('2026-10-25T00:00:00Z'), CPH)).toEqual(
      at('2026-10-25T17:00:00Z'),
    );
  });

  it('opens a window starting in the spring-forward gap at the change, 01:00Z', () => {
    const menu = menuWindow('02:30', '04:00', ['sunday']);
    const now = at('2026-03-29T00:00:00Z'); // 01:00 CET
    expect(isAvailable(menu, now, CPH)).toBe(false);
    expect(nextAvailable(menu, now, CPH)).toEqual(at('2026-03-29T01:00:00Z'));
    expect(isAvailable(menu, at('2026-03-29T01:00:00Z'), CPH)).toBe(true); // 03:00 CEST
    expect(isAvailable(menu, at('2026-03-29T02:01:00Z'), CPH)).toBe(false); // 04:01 CEST
  });

  it('opens just before and after the spring-forward gap at the plain instants', () => {
    expect(
      nextAvailable(menuWindow('01:30', '04:00', ['sunday']), at('2026-03-28T23:00:00Z'), CPH),
    ).toEqual(at('2026-03-29T00:30:00Z'));
    expect(
      nextAvailable(menuWindow('03:00', '04:00', ['sunday']), at('2026-03-28T23:00:00Z'), CPH),
    ).toEqual(at('2026-03-29T01:00:00Z'));
  });

  it('opens an ambiguous 02:30 on the fall-back day at the earlier instant, 00:30Z', () => {
    const menu = menuWindow('02:30', '04:00', ['sunday']);
    expect(nextAvailable(menu, at('2026-10-24T22:00:00Z'), CPH)).toEqual(
      at('2026-10-25T00:30:00Z'),
    );
    expect(nextAvailable(menu, at('2026-10-25T00:00:00Z'), CPH)).toEqual(
      at('2026-10-25T00:30:00Z'),
    );
  });

  it('opens just after the repeated hour at the CET instant', () => {
    const menu = menuWindow('03:30', '04:00', ['sunday']);
    expect(nextAvailable(menu, at('2026-10-24T22:00:00Z'), CPH)).toEqual(
      at('2026-10-25T02:30:00Z'),
    );
  });

  it('opens again at the second reading of its opening time in the repeated hour', () => {
    const menu = menuWindow('02:30', '05:00', ['sunday']);
    // 02:00 CET: the clock went back from 03:00 CEST, and 02:30 comes round again at 01:30Z.
    expect(isAvailable(menu, at('2026-10-25T01:00:00Z'), CPH)).toBe(false);
    expect(nextAvailable(menu, at('2026-10-25T01:00:00Z'), CPH)).toEqual(
      at('2026-10-25T01:30:00Z'),
    );
  });

  it("opens when the clock goes back into a late menu's tail", () => {
    const lateNight = menuWindow('22:00', '02:30', ['saturday']);
    // Closed at 02:45 CEST; at 03:00 CEST the clock reads 02:00 CET, inside Saturday's tail again.
    expect(isAvailable(lateNight, at('2026-10-25T00:45:00Z'), CPH)).toBe(false);
    expect(nextAvailable(lateNight, at('2026-10-25T00:45:00Z'), CPH)).toEqual(
      at('2026-10-25T01:00:00Z'),
    );
    expect(isAvailable(lateNight, at('2026-10-25T01:00:00Z'), CPH)).toBe(true);
  });

  it('passes over a window the spring-forward gap swallows, to the week after', () => {
    const menu = menuWindow('02:00', '02:30', ['sunday']);
    // From Friday 27 March: Sunday the 29th has no 02:00-02:59, so Sunday 5 April, 9 days on.
    expect(nextAvailable(menu, at('2026-03-27T22:00:00Z'), CPH)).toEqual(
      at('2026-04-05T00:00:00Z'),
    );
  });

  it('is open in both readings of the repeated hour (wall-clock minutes)', () => {
    const menu = menuWindow('02:00', '02:59', ['sunday']);
    expect(isAvailable(menu, at('2026-10-25T00:30:00Z'), CPH)).toBe(true); // 02:30 CEST
    expect(isAvailable(menu, at('2026-10-25T01:30:00Z'), CPH)).toBe(true); // 02:30 CET
    expect(isAvailable(menu, at('2026-10-25T02:00:00Z'), CPH)).toBe(false); // 03:00 CET
  });
});

describe('other zones', () => {
  it('keeps the wall clock west of UTC (America/New_York)', () => {
    const menu = menuWindow('18:00', '22:00', 'all');
    expect(isAvailable(menu, at('2026-06-03T22:00:00Z'), 'America/New_York')).toBe(true);
    expect(isAvailable(menu, at('2026-01-05T22:00:00Z'), 'America/New_York')).toBe(false);
    expect(nextAvailable(menu, at('2026-01-05T12:00:00Z'), 'America/New_York')).toEqual(
      at('2026-01-05T23:00:00Z'),
    );
  });

  it('uses the local date, not the UTC one, for the weekday', () => {
    // Monday 2026-06-01 20:00 in New York is already Tuesday in UTC.
    const menu = menuWindow('19:00', '21:00', ['monday']);
    expect(isAvailable(menu, at('2026-06-02T00:00:00Z'), 'America/New_York')).toBe(true);
    expect(isAvailable(menu, at('2026-06-02T00:00:00Z'), 'UTC')).toBe(false);
  });
});

describe('bad input', () => {
  it('throws on a malformed time of day', () => {
    expect(() =>
      isAvailable(menuWindow('24:00', '02:00', 'all'), at('2026-06-03T10:00:00Z'), CPH),
    ).toThrow();
    expect(() =>
      nextAvailable(menuWindow('9:00', '10:00', 'all'), at('2026-06-03T10:00:00Z'), CPH),
    ).toThrow();
  });

  it('throws a RangeError on an unknown zone', () => {
    expect(() =>
      isAvailable(menuWindow('09:00', '10:00', 'all'), at('2026-06-03T10:00:00Z'), 'Mars/Base'),
    ).toThrow(RangeError);
  });
});
