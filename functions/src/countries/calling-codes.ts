import { getCountries, getCountryCallingCode } from 'libphonenumber-js/min';

/**
 * Every country libphonenumber knows, by ISO code, with its calling code without the plus
 * ({ DK: '45', ... }). Read from libphonenumber's metadata here, and evaluated once more when a
 * Lambda is bundled, which inlines the finished table (infra/lib/bundling.ts, atBuildTime): the
 * guest's country list needs the codes, not the 80 KB of metadata they come from (issue #14).
 */
export const CALLING_CODES: Readonly<Record<string, string>> = Object.fromEntries(
  getCountries().map((country) => [country, getCountryCallingCode(country)]),
);
