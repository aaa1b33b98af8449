import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Staff links: `/order/<id>/<phone>?t=<token>`, texted to each active contact of the location. The
 * token is an HMAC of the order id and the phone under a server secret, so a link works for that
 * order and that phone only, and nobody can make one without the secret.
 */
export function staffLinkToken(secret: string, orderId: string, phoneDigits: string): string {
  return createHmac('sha256', secret).update(`${orderId}:${phoneDigits}`).digest('base64url');
}

export function isValidStaffLinkToken(
  secret: string,
  orderId: string,
  phoneDigits: string,
  token: string,
): boolean {
  const expected = Buffer.from(staffLinkToken(secret, orderId, phoneDigits));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The E.164 number without its plus, as it appears in links and staff calls. */
export const phoneDigitsOf = (e164: string): string => e164.replace(/^\+/, '');

export function staffLink(
  siteUrl: string,
  secret: string,
  orderId: string,
  phoneDigits: string,
): string {
  const token = staffLinkToken(secret, orderId, phoneDigits);
  return `${siteUrl}/order/${orderId}/${phoneDigits}?t=${token}`;
}
