import { describe, expect, it } from 'vitest';
import { defaultTimeZoneForCountry, isValidTimeZone, timeZoneSchema } from './time-zones';

/** Runs `check` with Intl.Locale.prototype properties replaced, then puts the originals back. */
function withLocaleProperties(replacements: PropertyDescriptorMap, check: () => void): void {
  const prototype: object = Intl.Locale.prototype;
  const originals = Object.keys(replacements).map(
    (name) => [name, Object.getOwnPropertyDescriptor(prototype, name)] as const,
  );
  Object.defineProperties(prototype, replacements);
  try {
    check();
  } finally {
    for (const [name, original] of originals) {
      if (original === undefined) Reflect.deleteProperty(prototype, name);
      else Object.defineProperty(prototype, name, original);
    }
  }
}

describe('defaultTimeZoneForCountry', () => {
  it('gives the zone of a one-zone country, in either case', () => {
    expect(defaultTimeZoneForCountry('DK')).toBe('Europe/Copenhagen');
    expect(defaultTimeZoneForCountry('dk')).toBe('Europe/Copenhagen');
    expect(defaultTimeZoneForCountry('SE')).toBe('Europe/Stockholm');
  });

  it('gives one valid zone of a many-zone country', () => {
    expect(isValidTimeZone(defaultTimeZoneForCountry('US'))).toBe(true);
    expect(defaultTimeZoneForCountry('US')).toMatch(/^America\//);
  });

  it('gives UTC for an unknown or malformed code', () => {
    expect(defaultTimeZoneForCountry('XX')).toBe('UTC');
    expect(defaultTimeZoneForCountry('')).toBe('UTC');
    expect(defaultTimeZoneForCountry('DNK')).toBe('UTC');
    expect(defaultTimeZoneForCountry('150')).toBe('UTC');
    expect(defaultTimeZoneForCountry('D-')).toBe('UTC');
  });

  it('prefers getTimeZones() where the engine has it', () => {
    withLocaleProperties(
      {
        getTimeZones: { configurable: true, value: () => ['Europe/Copenhagen', 'Europe/Paris'] },
        timeZones: { configurable: true, get: () => ['Europe/Berlin'] },
      },
      () => expect(defaultTimeZoneForCountry('FR')).toBe('Europe/Copenhagen'),
    );
  });

  it('falls back to the timeZones getter, and to UTC when the engine has neither', () => {
    withLocaleProperties(
      {
        getTimeZones: { configurable: true, value: undefined },
        timeZones: { configurable: true, get: () => ['Europe/Berlin'] },
      },
      () => expect(defaultTimeZoneForCountry('DE')).toBe('Europe/Berlin'),
    );
    withLocaleProperties(
      {
        getTimeZones: { configurable: true, value: undefined },
        timeZones: { configurable: true, get: () => undefined },
      },
      () => expect(defaultTimeZoneForCountry('DK')).toBe('UTC'),
    );
  });
});

describe('isValidTimeZone', () => {
  it('accepts zones Intl knows', () => {
    for (const zone of ['Europe/Copenhagen', 'UTC', 'America/New_York', 'Etc/GMT+5', 'utc'])
      expect(isValidTimeZone(zone), zone).toBe(true);
  });

  it('rejects anything else', () => {
    for (const zone of ['Mars/Base', '', ' Europe/Copenhagen', 'CET+1', 'Europe/'])
      expect(isValidTimeZone(zone), zone).toBe(false);
  });
});

describe('timeZoneSchema', () => {
  it('accepts a known zone as it is', () => {
    expect(timeZoneSchema.parse('Europe/Copenhagen')).toBe('Europe/Copenhagen');
  });

  it('rejects an unknown zone with its message, and non-strings', () => {
    const result = timeZoneSchema.safeParse('Mars/Base');
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(['Unknown time zone']);
    expect(timeZoneSchema.safeParse(42).success).toBe(false);
  });
});
