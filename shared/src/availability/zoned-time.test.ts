import { describe, expect, it } from 'vitest';
import {
  addDays,
  daysBetween,
  localDateTimeOf,
  offsetChangeBetween,
  offsetMillis,
  weekdayOf,
  zonedInstant,
  zonedInstants,
  zoneFormatter,
} from './zoned-time';

const CPH = 'Europe/Copenhagen';
const HOUR = 3_600_000;

describe('localDateTimeOf', () => {
  it('reads the wall clock of an instant to the second', () => {
    expect(localDateTimeOf(new Date('2026-06-01T22:00:05.900Z'), CPH)).toEqual({
      year: 2026,
      month: 6,
      day: 2,
      hour: 0,
      minute: 0,
      second: 5,
    });
    expect(localDateTimeOf(new Date('2026-01-05T23:59:59Z'), 'UTC')).toEqual({
      year: 2026,
      month: 1,
      day: 5,
      hour: 23,
      minute: 59,
      second: 59,
    });
  });

  it('reads midnight as hour 0, not 24', () => {
    expect(localDateTimeOf(new Date('2026-01-05T00:00:00Z'), 'UTC').hour).toBe(0);
  });
});

describe('offsetMillis', () => {
  it('gives CET, CEST and the change between them', () => {
    expect(offsetMillis(new Date('2026-03-29T00:59:59Z'), CPH)).toBe(HOUR);
    expect(offsetMillis(new Date('2026-03-29T01:00:00Z'), CPH)).toBe(2 * HOUR);
    expect(offsetMillis(new Date('2026-10-25T00:59:59.999Z'), CPH)).toBe(2 * HOUR);
    expect(offsetMillis(new Date('2026-10-25T01:00:00Z'), CPH)).toBe(HOUR);
  });

  it('is negative west of UTC and zero in UTC', () => {
    expect(offsetMillis(new Date('2026-01-05T12:00:00Z'), 'America/New_York')).toBe(-5 * HOUR);
    expect(offsetMillis(new Date('2026-01-05T12:00:00Z'), 'UTC')).toBe(0);
  });

  it('keeps the seconds of local mean time', () => {
    // Copenhagen ran on LMT +00:53:28 before 1894.
    expect(offsetMillis(new Date('1890-01-01T00:00:00Z'), CPH)).toBe((53 * 60 + 28) * 1000);
  });

  it('handles instants before 1970', () => {
    expect(offsetMillis(new Date('1960-01-01T00:00:00.500Z'), 'UTC')).toBe(0);
  });
});

describe('zonedInstant', () => {
  const instant = (year: number, month: number, day: number, minute: number, zone: string) =>
    zonedInstant({ year, month, day }, minute, zone).toISOString();

  it('converts ordinary wall times', () => {
    expect(instant(2026, 6, 3, 18 * 60, CPH)).toBe('2026-06-03T16:00:00.000Z');
    expect(instant(2026, 1, 5, 18 * 60, CPH)).toBe('2026-01-05T17:00:00.000Z');
    expect(instant(2026, 1, 5, 0, 'UTC')).toBe('2026-01-05T00:00:00.000Z');
    expect(instant(2026, 1, 5, 23 * 60 + 59, 'America/New_York')).toBe('2026-01-06T04:59:00.000Z');
  });

  it('gives the change instant for a wall time skipped by spring forward', () => {
    expect(instant(2026, 3, 29, 2 * 60, CPH)).toBe('2026-03-29T01:00:00.000Z');
    expect(instant(2026, 3, 29, 2 * 60 + 30, CPH)).toBe('2026-03-29T01:00:00.000Z');
    expect(instant(2026, 3, 29, 2 * 60 + 59, CPH)).toBe('2026-03-29T01:00:00.000Z');
    expect(instant(2026, 3, 8, 2 * 60 + 30, 'America/New_York')).toBe('2026-03-08T07:00:00.000Z');
    // Lord Howe Island moves by half an hour.
    expect(instant(2026, 10, 4, 2 * 60 + 15, 'Australia/Lord_Howe')).toBe(
      '2026-10-03T15:30:00.000Z',
    );
    // Samoa skipped the whole of 30 December 2011.
    expect(instant(2011, 12, 30, 12 * 60, 'Pacific/Apia')).toBe('2011-12-30T10:00:00.000Z');
  });

  it('gives the plain instants either side of the spring-forward gap', () => {
    expect(instant(2026, 3, 29, 60 + 59, CPH)).toBe('2026-03-29T00:59:00.000Z');
    expect(instant(2026, 3, 29, 3 * 60, CPH)).toBe('2026-03-29T01:00:00.000Z');
  });

  it('gives the earlier instant for a wall time repeated by fall back', () => {
    expect(instant(2026, 10, 25, 2 * 60, CPH)).toBe('2026-10-25T00:00:00.000Z');
    expect(instant(2026, 10, 25, 2 * 60 + 30, CPH)).toBe('2026-10-25T00:30:00.000Z');
    expect(instant(2026, 11, 1, 60 + 30, 'America/New_York')).toBe('2026-11-01T05:30:00.000Z');
  });

  it('gives the plain instants either side of the repeated hour', () => {
    expect(instant(2026, 10, 25, 60 + 59, CPH)).toBe('2026-10-24T23:59:00.000Z');
    expect(instant(2026, 10, 25, 3 * 60, CPH)).toBe('2026-10-25T02:00:00.000Z');
    expect(instant(2026, 10, 25, 3 * 60 + 30, CPH)).toBe('2026-10-25T02:30:00.000Z');
  });

  it('keeps the seconds of local mean time', () => {
    expect(instant(1890, 1, 1, 0, CPH)).toBe('1889-12-31T23:06:32.000Z');
  });

  it('reads minutes past the end of the day as the next day', () => {
    expect(instant(2026, 6, 3, 24 * 60 + 30, CPH)).toBe('2026-06-03T22:30:00.000Z');
  });
});

describe('zonedInstants', () => {
  const instants = (year: number, month: number, day: number, minute: number, zone: string) =>
    zonedInstants({ year, month, day }, minute, zone).map((instant) => instant.toISOString());

  it('gives both readings of a wall time repeated by fall back, earlier first', () => {
    expect(instants(2026, 10, 25, 2 * 60 + 30, CPH)).toEqual([
      '2026-10-25T00:30:00.000Z',
      '2026-10-25T01:30:00.000Z',
    ]);
    // Lord Howe Island goes back by half an hour, from 02:00 to 01:30.
    expect(instants(2026, 4, 5, 60 + 45, 'Australia/Lord_Howe')).toEqual([
      '2026-04-04T14:45:00.000Z',
      '2026-04-04T15:15:00.000Z',
    ]);
  });

  it('gives one instant for any other wall time, as zonedInstant', () => {
    expect(instants(2026, 10, 25, 3 * 60, CPH)).toEqual(['2026-10-25T02:00:00.000Z']);
    expect(instants(2026, 3, 29, 2 * 60 + 30, CPH)).toEqual(['2026-03-29T01:00:00.000Z']);
    expect(instants(2026, 6, 3, 18 * 60, CPH)).toEqual(['2026-06-03T16:00:00.000Z']);
  });
});

describe('offsetChangeBetween', () => {
  const change = (after: string, until: string, zone: string) =>
    offsetChangeBetween(new Date(after), new Date(until), zone)?.toISOString();

  it('finds the change to the second, forward and back', () => {
    expect(change('2026-03-20T00:00:00Z', '2026-04-05T00:00:00Z', CPH)).toBe(
      '2026-03-29T01:00:00.000Z',
    );
    expect(change('2026-10-20T00:00:00Z', '2026-11-05T00:00:00Z', CPH)).toBe(
      '2026-10-25T01:00:00.000Z',
    );
    expect(change('2026-10-01T00:00:00Z', '2026-10-10T00:00:00Z', 'Australia/Lord_Howe')).toBe(
      '2026-10-03T15:30:00.000Z',
    );
  });

  it('is undefined when the offset is the same at both ends', () => {
    expect(change('2026-06-01T00:00:00Z', '2026-06-16T00:00:00Z', CPH)).toBeUndefined();
    expect(change('2026-03-20T00:00:00Z', '2026-04-05T00:00:00Z', 'UTC')).toBeUndefined();
  });

  it('counts a change at the end of the span, not one at its start', () => {
    expect(change('2026-03-28T01:00:00Z', '2026-03-29T01:00:00Z', CPH)).toBe(
      '2026-03-29T01:00:00.000Z',
    );
    expect(change('2026-03-29T01:00:00Z', '2026-03-30T01:00:00Z', CPH)).toBeUndefined();
  });
});

describe('calendar arithmetic', () => {
  it('adds days across months, years and leap days', () => {
    expect(addDays({ year: 2026, month: 1, day: 31 }, 1)).toEqual({ year: 2026, month: 2, day: 1 });
    expect(addDays({ year: 2026, month: 12, day: 31 }, 1)).toEqual({
      year: 2027,
      month: 1,
      day: 1,
    });
    expect(addDays({ year: 2028, month: 2, day: 28 }, 1)).toEqual({
      year: 2028,
      month: 2,
      day: 29,
    });
    expect(addDays({ year: 2026, month: 3, day: 1 }, -1)).toEqual({
      year: 2026,
      month: 2,
      day: 28,
    });
    expect(addDays({ year: 2026, month: 6, day: 3 }, 0)).toEqual({ year: 2026, month: 6, day: 3 });
  });

  it('keeps years below 100 as they are', () => {
    expect(addDays({ year: 50, month: 12, day: 31 }, 1)).toEqual({ year: 51, month: 1, day: 1 });
  });

  it('gives the weekday, 0 for Sunday', () => {
    expect(weekdayOf({ year: 2026, month: 6, day: 7 })).toBe(0);
    expect(weekdayOf({ year: 2026, month: 6, day: 1 })).toBe(1);
    expect(weekdayOf({ year: 2026, month: 6, day: 6 })).toBe(6);
  });

  it('counts whole days between dates', () => {
    const june3 = { year: 2026, month: 6, day: 3 };
    expect(daysBetween(june3, june3)).toBe(0);
    expect(daysBetween(june3, { year: 2026, month: 6, day: 4 })).toBe(1);
    expect(daysBetween(june3, { year: 2026, month: 6, day: 2 })).toBe(-1);
    expect(daysBetween({ year: 2026, month: 12, day: 31 }, { year: 2027, month: 1, day: 1 })).toBe(
      1,
    );
  });
});

describe('zoneFormatter', () => {
  it('reuses one formatter per zone', () => {
    expect(zoneFormatter(CPH)).toBe(zoneFormatter(CPH));
  });

  it('throws a RangeError for an unknown zone', () => {
    expect(() => zoneFormatter('Mars/Base')).toThrow(RangeError);
  });
});
