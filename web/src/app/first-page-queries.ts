import type { FirstPageRequests } from '../boot/first-page';
import { locationsApi } from '../features/locations/api';
import { loadActiveOrdersChunk } from '../features/orders/active-orders-code';
import { pageChunks } from './page-chunks';
import type { AppDispatch } from './store';

/**
 * Starts the first page's queries (the ones the boot script asked the API for) as soon as each
 * endpoint's code is here, rather than when the page mounts; settles once they all have. The app
 * renders then (or after FIRST_RENDER_WAIT_MS), so the page, and the active orders banner above it,
 * find their answers at their first render and show them in it. Before, the page rendered its
 * loading state, asked in an effect, and only then rendered its content; on a phone at 4x CPU,
 * 180 ms for the location page, and more for the banner, whose lazy code suspended it once more
 * (docs/performance.md, "The first page with its answer in its first render").
 *
 * Each query adopts the boot script's response (fetchAdoptingBoot), so nothing is asked twice. A
 * chunk that does not load is left to the router and the banner, which try again and then query
 * as before.
 */
export function startFirstPageQueries(
  dispatch: AppDispatch,
  requests: FirstPageRequests,
): Promise<void> {
  const once = { subscribe: false } as const;
  const { location, orders, staffContact } = requests;
  const queries: Promise<unknown>[] = [];
  if (requests.locationList)
    queries.push(dispatch(locationsApi.endpoints.getLocations.initiate(undefined, once)));
  if (location) {
    queries.push(
      pageChunks.guest().then(({ guestApi, guestLocationArgs }) => {
        const args = guestLocationArgs(location.id, location.menuLanguageId, navigator.language);
        return dispatch(guestApi.endpoints.getGuestLocation.initiate(args, once));
      }),
    );
  }
  if (orders) {
    queries.push(
      pageChunks
        .orders()
        .then(({ ordersApi }) =>
          Promise.all([
            dispatch(ordersApi.endpoints.getOrders.initiate(orders, once)),
            staffContact &&
              dispatch(ordersApi.endpoints.getStaffContact.initiate(staffContact, once)),
          ]),
        ),
    );
  }
  if (requests.activeOrders) {
    queries.push(
      loadActiveOrdersChunk().then(({ activeOrdersApi }) =>
        dispatch(activeOrdersApi.endpoints.getActiveOrders.initiate(undefined, once)),
      ),
    );
  }
  return Promise.allSettled(queries).then(() => undefined);
}
