import { getCountries, getCountryCallingCode } from 'libphonenumber-js/min';

/**
 * Every country libphonenumber knows, by ISO code, with its calling code without the plus
 * ({ DK: '45', ... }). Read from libphonenumber's metadata here; a Lambda bundle gets only the
 * country list made from it (country-list.ts, inlined when bundling): the guest's country list
 * needs the codes, not the 80 KB of metadata they come from (issue #14).
 */
export const CALLING_CODES: Readonly<Record<string, string>> = Object.fromEntries(
  getCountries().map((country) => [country, getCountryCallingCode(country)]),
);
