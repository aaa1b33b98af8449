import type { FirstPageRequests } from '../boot/first-page';
import { loadActiveOrdersChunk } from '../features/orders/active-orders-code';
import { pageChunks } from './page-chunks';
import type { AppDispatch } from './store';

/**
 * Whether every answer the boot script holds for the app is a success. The first page's queries
 * start early only then. An error (an unknown location, a staff link no longer valid, a request
 * the Wi-Fi lost) is left to the page, which adopts it when it mounts, as before: started early,
 * a failed query is asked again by the page as it mounts (RTK Query tries a failed query again for
 * a new subscriber), and Page not found turned into a loading line and back.
 */
async function bootAnswersSucceeded(): Promise<boolean> {
  const answers = Object.values(window.__inroomBoot ?? {}).map((answer) =>
    answer.then(
      (response) => response.ok,
      () => false,
    ),
  );
  return (await Promise.all(answers)).every(Boolean);
}

/**
 * Starts the first page's queries (the ones the boot script asked the API for) as soon as each
 * endpoint's code is here and the boot script's answers are in, rather than when the page mounts;
 * settles once they all have. The app renders then (or after FIRST_RENDER_WAIT_MS), so the page,
 * and the active orders banner above it, find their answers at their first render and show them
 * in it. Before, the page rendered its loading state, asked in an effect, and only then rendered
 * its content; on a phone at 4x CPU, 180 ms for the location page, and more for the banner, whose
 * lazy code suspended it once more (docs/performance.md, "The first page with its answer in its
 * first render").
 *
 * Each query adopts the boot script's response (fetchAdoptingBoot), so nothing is asked twice. A
 * chunk that does not load is left to the router and the banner, which try again and then query
 * as before. The home page's list is left to the page too: a guest seldom starts there (a hotel's
 * QR code opens its location page), and its page is already as quick as the bare page.
 */
export async function startFirstPageQueries(
  dispatch: AppDispatch,
  requests: FirstPageRequests,
): Promise<void> {
  const { location, orders, staffContact } = requests;
  // Nothing to start (the home page, the back office): the first render need not wait at all.
  if (!location && !orders && !requests.activeOrders) return;
  if (!(await bootAnswersSucceeded())) return;
  const once = { subscribe: false } as const;
  const queries: Promise<unknown>[] = [];
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
  await Promise.allSettled(queries);
}
