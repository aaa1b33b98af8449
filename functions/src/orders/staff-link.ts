import { createHmac, timingSafeEqual } from 'node:crypto';
import { isFinalStatus, ORDER_STATUS } from '@inroom/shared';
import type { StoredOrder } from '../store';

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

/**
 * How long a staff link keeps working once its order reached a final status: long enough for staff
 * to look back at a shift's orders, short enough that a forwarded or leaked text stops being a way
 * into the location's orders the next day.
 */
export const STAFF_LINK_HOURS_AFTER_END = 24;

/**
 * Whether a link to this order works now: 'unsent' for an order never paid (no link was texted),
 * 'live' while the order is the staff's to answer or deliver (2, 3) and for a day after it ended,
 * 'expired' after that. The token's HMAC binds the link to the order and phone; this bounds it in
 * time, so a text forwarded once is not control of the location for ever.
 */
export function staffLinkState(order: StoredOrder, now: Date): 'unsent' | 'live' | 'expired' {
  if (!isFinalStatus(order.status))
    return order.status === ORDER_STATUS.paymentPending ? 'unsent' : 'live';
  // Orders that ended before endedAt was recorded: their last write is the closest we know.
  const endedAt = Date.parse(order.endedAt ?? order.updatedAt);
  const endsAt = endedAt + STAFF_LINK_HOURS_AFTER_END * 3_600_000;
  return now.getTime() < endsAt ? 'live' : 'expired';
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
