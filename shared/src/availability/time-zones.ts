import { z } from 'zod';
import { zoneFormatter } from './zoned-time';
import { lazySchema } from '../schema/lazy';

/**
 * The time-zone list of Intl.Locale, not yet in TypeScript's lib: newer engines offer
 * getTimeZones(), Node 20 the older `timeZones` getter. `region` is there so the type is not weak
 * (all-optional types reject values that share none of their properties).
 */
interface LocaleTimeZones {
  readonly region?: string | undefined;
  readonly getTimeZones?: () => readonly string[] | undefined;
  readonly timeZones?: readonly string[] | undefined;
}

const REGION_CODE = /^[A-Za-z]{2}$/;

/** IANA zone for a country by ISO 3166-1 alpha-2 code: the first Intl lists; 'UTC' when unknown. */
export function defaultTimeZoneForCountry(countryCode: string): string {
  // Intl.Locale throws on a malformed tag, and a numeric region (e.g. '150') is not a country.
  if (!REGION_CODE.test(countryCode)) return 'UTC';
  const locale: LocaleTimeZones = new Intl.Locale(`und-${countryCode}`);
  const zones = locale.getTimeZones?.() ?? locale.timeZones;
  return zones?.[0] ?? 'UTC';
}

/** True for a zone Intl accepts (e.g. 'Europe/Copenhagen', 'UTC'), false for 'Mars/Base' or ''. */
export function isValidTimeZone(timeZone: string): boolean {
  try {
    zoneFormatter(timeZone);
    return true;
  } catch {
    return false;
  }
}

export const timeZoneSchema: z.ZodType<string> = lazySchema(() =>
  z.string().refine(isValidTimeZone, { message: 'Unknown time zone' }),
);
