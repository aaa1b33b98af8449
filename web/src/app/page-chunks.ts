import { retryingImport } from './retrying-import';

// Each import() below names one module, so Vite emits one chunk per area and the router loads it
// on first use (tried again when the network loses it): guests never download back-office code, and
// vice versa. Apart from the router, so a page can ask for the next page's code ahead of the tap
// (next-page-code.ts) without importing the routes, which import the pages.

/** Each area's lazy chunk, as the router loads it. */
export const pageChunks = {
  guest: retryingImport(() => import('../features/guest/guest-chunk')),
  checkout: retryingImport(() => import('../features/guest/checkout-chunk')),
  orders: retryingImport(() => import('../features/orders/orders-chunk')),
  backoffice: retryingImport(() => import('../features/backoffice/backoffice-chunk')),
  auth: retryingImport(() => import('../features/auth/auth-chunk')),
};
