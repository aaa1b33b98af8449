// The min metadata (80 KB), named rather than left to the package's default. Only the admin bundle
// carries it: numbers are checked here when a location is saved, and the order functions read
// contacts' numbers as stored (contact-phone.ts). Validation with it checks a number's length for
// its country (the max metadata's digit patterns and number types would add 65 KB), and that is
// what the product has always used.
import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import type { CountryCode } from 'libphonenumber-js/min';

// Phone numbers are stored in E.164 (or as calling code plus national number for contacts, the
// spec's fields), so SMS to staff and links in texts work wherever the number was typed.

/** A location's phone in E.164 ('+4533120044'), read in the location's country; undefined if invalid. */
export function locationPhoneToE164(phone: string, countryId: string): string | undefined {
  const parsed = parsePhoneNumberFromString(phone, countryId as CountryCode);
  return parsed?.isValid() ? parsed.number : undefined;
}

/**
 * A contact's phone as the spec keeps it (calling code and national number), checked as a whole
 * international number; undefined if invalid.
 */
export function normaliseContactPhone(
  countryCode: string,
  phoneNumber: string,
): { countryCode: string; phoneNumber: string; e164: string } | undefined {
  const parsed = parsePhoneNumberFromString(`+${countryCode}${phoneNumber}`);
  if (!parsed?.isValid()) return undefined;
  return {
    countryCode: parsed.countryCallingCode,
    phoneNumber: parsed.nationalNumber,
    e164: parsed.number,
  };
}
