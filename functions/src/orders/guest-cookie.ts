import { randomBytes } from 'node:crypto';
import type { ApiRequest } from '../http/request';

/**
 * Guests have no account: an opaque random id in an HttpOnly cookie ties their orders together
 * (order/active, order/getall). HttpOnly keeps page scripts from reading it; SameSite=Lax keeps
 * other sites from sending it in their requests; Secure on https.
 */
export const GUEST_COOKIE = 'inroom_guest';
const ONE_YEAR_SECONDS = 365 * 24 * 3600;
const GUEST_ID_PATTERN = /^[A-Za-z0-9_-]{22,64}$/;

/** The caller's guest id, or undefined when the cookie is missing or not one of ours. */
export function guestIdOf(request: ApiRequest): string | undefined {
  const value = request.cookies[GUEST_COOKIE];
  return value && GUEST_ID_PATTERN.test(value) ? value : undefined;
}

export const newGuestId = (): string => randomBytes(24).toString('base64url');

function isHttps(request: ApiRequest): boolean {
  // API Gateway behind CloudFront sees https in x-forwarded-proto; the local server is plain http.
  return (request.headers['x-forwarded-proto'] ?? '').split(',')[0]?.trim() === 'https';
}

export function guestCookie(request: ApiRequest, guestId: string): string {
  return [
    `${GUEST_COOKIE}=${guestId}`,
    'Path=/api/order',
    `Max-Age=${ONE_YEAR_SECONDS}`,
    'HttpOnly',
    'SameSite=Lax',
    ...(isHttps(request) ? ['Secure'] : []),
  ].join('; ');
}
