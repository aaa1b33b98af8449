import { persistedMenuLanguageId, persistedOrders } from '../app/persisted-ui';
import { locationIdOfPath } from '../features/guest/location-request';
import { hasUndismissedOrders } from '../features/orders/banner-boot';
import { orderPageArgs, type OrdersArgs, type StaffArgs } from '../features/orders/order-requests';
import { guestPageOfPath, PAGES_WITH_ACTIVE_ORDERS, type GuestPage } from './guest-pages';

// What the first page of a visit asks the API for, decided once, by the boot script (preload.ts),
// which starts those requests before the app's JavaScript has arrived and leaves its decision in
// `window.__inroomFirstPage` for the app, which starts the same queries as soon as the page's code
// is there (app/first-page-queries.ts, first-render.ts). Pure and tiny: the boot script is inlined
// in every page, and the app's entry does not carry it.

export interface FirstPageRequests {
  /** The guest page the path opens, as the router matches it. */
  page: GuestPage | undefined;
  /**
   * The guest location page's view: the location, and the menu language the guest chose (else the
   * browser's decides, guestLocationArgs).
   */
  location?: { id: string; menuLanguageId: string | null };
  /** The order page's orders: a guest's, or a staff link's. */
  orders?: OrdersArgs;
  /** A staff link's contact, which the page needs to accept. */
  staffContact?: StaffArgs;
  /** The home page's location list. */
  locationList: boolean;
  /** The active orders banner's list: a guest who has ordered here, on a page that shows it. */
  activeOrders: boolean;
}

/** The requests of the page at `pathname` and `search`, given what the browser stored. */
export function firstPageRequests(
  { pathname, search }: Pick<Location, 'pathname' | 'search'>,
  storage: Pick<Storage, 'getItem'>,
): FirstPageRequests {
  const page = guestPageOfPath(pathname);
  const requests: FirstPageRequests = {
    page,
    locationList: page === 'home',
    activeOrders: false,
  };
  const locationId = locationIdOfPath(pathname);
  if (locationId)
    requests.location = { id: locationId, menuLanguageId: persistedMenuLanguageId(storage) };
  const order = orderPageArgs(pathname, search);
  if (order) {
    requests.orders = order;
    if ('phoneNumber' in order) requests.staffContact = order;
  }
  if (page && PAGES_WITH_ACTIVE_ORDERS.includes(page)) {
    const orders = persistedOrders(storage);
    requests.activeOrders = orders !== null && hasUndismissedOrders(orders);
  }
  return requests;
}
