// The pages a guest (or staff, from a texted link) may open first, straight from outside the app: a
// hotel's QR code, the payment provider's return, an SMS. For each, the lazy modules the router
// loads for it (router.tsx), so the boot script can ask for their chunks alongside the entry chunk
// instead of after it has run. Pure and tiny: the boot script is inlined in every page.

/**
 * Each guest page's lazy modules, as paths under web/src, and the active orders banner's, which
 * loads above the pages that show it for a guest who has ordered in this browser.
 */
export const GUEST_PAGE_MODULES = {
  // In the entry chunk: logging out lands there, and must not wait for a chunk (useLogOut).
  home: [],
  location: ['features/guest/guest-chunk.ts'],
  checkout: ['features/guest/guest-chunk.ts', 'features/guest/checkout-chunk.ts'],
  order: ['features/guest/guest-chunk.ts', 'features/orders/orders-chunk.ts'],
  terms: ['features/guest/guest-chunk.ts'],
  activeOrders: ['features/orders/active-orders-chunk.ts'],
} as const;

export type GuestPage = Exclude<keyof typeof GUEST_PAGE_MODULES, 'activeOrders'>;

/** The built files of each part's lazy chunks and of everything they import, entry excluded. */
export type GuestPageFiles = Record<
  keyof typeof GUEST_PAGE_MODULES,
  { scripts: string[]; styles: string[] }
>;

/** The pages above which the active orders banner shows (the router's route handles say the same). */
export const PAGES_WITH_ACTIVE_ORDERS: readonly GuestPage[] = ['location', 'checkout'];

const PAGE_PATHS: [RegExp, GuestPage][] = [
  [/^\/$/, 'home'],
  [/^\/location\/[^/]+\/?$/, 'location'],
  [/^\/(basket|delivery)\/?$/, 'checkout'],
  [/^\/order\/[^/]+(\/[^/]+)?\/?$/, 'order'],
  [/^\/termsandconditions\/?$/, 'terms'],
];

/** The guest page a path opens, as the router matches it; undefined for any other page. */
export function guestPageOfPath(pathname: string): GuestPage | undefined {
  return PAGE_PATHS.find(([pattern]) => pattern.test(pathname))?.[1];
}
