/** What the order services need to know about their deployment. */
export interface OrderSettings {
  /** How long staff have to answer a paid order before the server cancels it (default 10 min). */
  responseWindowSeconds: number;
  /** The site's origin without a trailing slash: SMS links and payment redirects point here. */
  siteUrl: () => string;
  /** The key staff link tokens are signed with (an HMAC of order id and phone). */
  linkSecret: () => Promise<string>;
}

export const DEFAULT_RESPONSE_WINDOW_SECONDS = 600;

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
  };
}
