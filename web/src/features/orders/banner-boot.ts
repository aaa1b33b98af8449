// What the active orders banner (spec §2) and the boot script in index.html share, apart from the
// slice and the banner (which import Redux Toolkit and React), so the inline script stays tiny:
// which remembered orders the banner asks about, its request, and how long a page waits for it.

/** The orders this browser placed and the ones the guest dismissed from the banner. */
export interface RememberedOrders {
  /** Newest last. */
  createdIds: string[];
  dismissedIds: string[];
}

/** True while an order placed here has not been dismissed: only then is there a banner to ask for. */
export function hasUndismissedOrders({ createdIds, dismissedIds }: RememberedOrders): boolean {
  return createdIds.some((id) => !dismissedIds.includes(id));
}

/** The active orders banner's request path under /api (spec §7 GET order/active). */
export const ACTIVE_ORDERS_PATH = 'order/active';

/** The longest a page opened with the banner to come waits for it before showing without it. */
export const BANNER_WAIT_MS = 2000;
