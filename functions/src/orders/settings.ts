/** What the order services need to know about their deployment. */
export interface OrderSettings {
  /** How long staff have to answer a paid order before the server cancels it (default 10 min). */
  responseWindowSeconds: number;
  /**
   * The site's origin without a trailing slash, where SMS links and payment redirects point. Given
   * the Origin header of the browser's order create: on AWS it is ignored (SITE_URL is the only
   * origin), while the embedded stack accepts any loopback origin on its own port, so a guest on
   * http://127.0.0.1:3000 comes back there rather than to http://localhost:3000, whose storage and
   * cookies are another origin's.
   */
  siteUrl: (requestOrigin: string | undefined) => string;
  /** The key staff link tokens are signed with (an HMAC of order id and phone). */
  linkSecret: () => Promise<string>;
  /**
   * Whether each active contact gets one reminder SMS when half the response window has passed and
   * the order still awaits an answer (ORDER_REMINDER; on unless 'false').
   */
  reminder: boolean;
  /**
   * How long a claimed side effect (an SMS, a schedule, a capture) may stay unfinished before another
   * process may take it over: longer than any function's timeout, so a live sender is never doubled;
   * after a crash the work is picked up this long after the claim (120 s; shorter in tests).
   */
  effectLeaseSeconds: number;
}

export const DEFAULT_RESPONSE_WINDOW_SECONDS = 600;
export const DEFAULT_EFFECT_LEASE_SECONDS = 120;

/** ORDER_REMINDER / INROOM_ORDER_REMINDER: on unless 'false' (or '0', 'off', 'no'). */
export function reminderFrom(value: string | undefined): boolean {
  const normalised = (value ?? '').trim().toLowerCase();
  if (normalised === '' || ['true', '1', 'on', 'yes'].includes(normalised)) return true;
  if (['false', '0', 'off', 'no'].includes(normalised)) return false;
  throw new Error(`ORDER_REMINDER must be true or false, got ${value}`);
}

export function responseWindowFrom(value: string | undefined): number {
  if (value === undefined || value === '') return DEFAULT_RESPONSE_WINDOW_SECONDS;
  const seconds = Number(value);
  if (!Number.isInteger(seconds) || seconds < 1 || seconds > 24 * 3600) {
    throw new Error(`ORDER_RESPONSE_WINDOW_SECONDS must be 1 to 86400 seconds, got ${value}`);
  }
  return seconds;
}

/** Settings where none are configured: orders cannot be created or acted on. */
export function unconfiguredOrderSettings(): OrderSettings {
  return {
    responseWindowSeconds: DEFAULT_RESPONSE_WINDOW_SECONDS,
    siteUrl: () => {
      throw new Error('SITE_URL is not configured for this function');
    },
    linkSecret: () => Promise.reject(new Error('No link secret is configured for this function')),
    reminder: true,
    effectLeaseSeconds: DEFAULT_EFFECT_LEASE_SECONDS,
  };
}
