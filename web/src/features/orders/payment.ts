import { en } from '../../i18n/en';

/**
 * Order create (503 payments_unavailable) and Make payment, when payments are not set up: the
 * catalogue's English, shown in the screens' language (`known`).
 */
export const PAYMENT_UNAVAILABLE_MESSAGE = en.paymentUnavailable;

/**
 * A payment link the browser may be sent to: http(s) only (never `javascript:`), resolved against
 * this origin; undefined for anything else.
 */
export function safePaymentUrl(paymentUrl: unknown): string | undefined {
  if (typeof paymentUrl !== 'string' || paymentUrl === '') return undefined;
  try {
    const url = new URL(paymentUrl, window.location.origin);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}
