import type { LocationContact } from '@inroom/shared';

// Deliberately free of libphonenumber: the order functions (guest, staff, payments, expiry,
// sweeper) read contacts' numbers on every paid order, and its metadata would be a sixth of each
// of their bundles (issue #14). Numbers are checked against it once, when a location is saved
// (phones.ts, admin only), which stores the parsed calling code and national number; those two
// side by side are the E.164 number (docs/data.md, "Contacts' phone numbers").

/** E.164 allows 15 digits at most, calling code included. */
const E164_MAX_DIGITS = 15;

/** A calling code: 1 to 3 digits, never starting with 0. */
const CALLING_CODE = /^[1-9]\d{0,2}$/;

/**
 * The number to text a contact at, in E.164 ('+4520112233'): the calling code and national number
 * as location save stored them. A record that cannot be an E.164 number (not written through
 * location save) gives undefined, and its contact is not texted.
 */
export function contactE164(
  contact: Pick<LocationContact, 'countryCode' | 'phoneNumber'>,
): string | undefined {
  const { countryCode, phoneNumber } = contact;
  if (!CALLING_CODE.test(countryCode) || !/^\d{4,}$/.test(phoneNumber)) return undefined;
  if (countryCode.length + phoneNumber.length > E164_MAX_DIGITS) return undefined;
  return `+${countryCode}${phoneNumber}`;
}
