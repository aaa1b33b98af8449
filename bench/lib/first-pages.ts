import { DEMO_IDS } from '../../infra/local/seed/demo-data';
import { demoBasketOnly } from '../../test/support/baskets';
import { HOTEL_CONTACTS, pay, placeOrder, staffTexts } from './orders';
import { NO_SCRIPT_PATH, persisted, type PageStorage } from './persisted';
import type { TestStack } from './stack';

// The pages a guest or staff open first, straight from outside the app (a hotel's QR code, the
// payment provider's return, an SMS), as the cases that load them in a browser find them: with
// what the guest's browser kept before (storage, cookies) and the text the page must show.

export interface FirstPage {
  name: string;
  path: string;
  storage?: PageStorage;
  /** What the page must show for its figures to be of the right page. */
  expectText?: string;
  /** Issue 14's goals are on this page's figures (the guest location page's). */
  goals?: boolean;
}

const HOTEL = DEMO_IDS.location.hotel;

/** The demo hotel's page, a new guest's first. */
export const HOTEL_PAGE: FirstPage = {
  name: '/location/{hotel}',
  path: `/location/${HOTEL}`,
  goals: true,
};

export const HOME_PAGE: FirstPage = { name: '/ (home)', path: '/' };

/** The basket of a guest coming back to it: the order tests' two Nyhavn burgers with bacon. */
export const BASKET_PAGE: FirstPage = {
  name: '/basket (2 items)',
  path: '/basket',
  storage: {
    path: NO_SCRIPT_PATH,
    entries: persisted({ basket: demoBasketOnly({ room: '', comment: '' }) }),
  },
  expectText: 'Nyhavn burger',
};

/**
 * Two pages of a paid order of the demo basket. The order page as staff open it from their text
 * (`/order/{id}/{phone}?t=`, the link texted to the hotel's first contact); only GETs load it, so
 * every run sees the same order, awaiting an answer (the bench stack's orders do not time out).
 * And the hotel's page for the guest who placed it (their cookie, the order remembered in their
 * browser): the active orders banner comes above it, and the page waits for it.
 */
export async function orderPages(stack: TestStack): Promise<FirstPage[]> {
  const order = await placeOrder(stack);
  await pay(order);
  const link = (await staffTexts(stack, order.id)).get(HOTEL_CONTACTS[0] ?? '');
  if (!link) throw new Error(`No staff link was texted for order ${order.id}`);
  return [
    {
      name: '/order/{id}/{phone} (staff link)',
      path: link.pathname + link.search,
      expectText: 'Order #',
    },
    {
      name: '/location/{hotel} (guest with an order)',
      path: `/location/${HOTEL}`,
      storage: {
        path: NO_SCRIPT_PATH,
        entries: persisted({ orders: { createdIds: [order.id], dismissedIds: [] } }),
        cookies: [order.cookie],
      },
      expectText: 'Your order from Hotel Nyhavn',
    },
  ];
}
