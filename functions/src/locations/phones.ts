import { parsePhoneNumberFromString } from 'libphonenumber-js';
import type { CountryCode } from 'libphonenumber-js';

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
