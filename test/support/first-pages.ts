import type { Page } from 'playwright-core';
import { DEMO_IDS } from '../../infra/local/seed/demo-data';
import { rememberPlacedOrders, type BrowserStack } from './e2e';
import { HOTEL_RECEPTION, paidOrderWithLinks } from './orders';

// Pages a guest or staff open first, straight from outside the app (a hotel's QR code, an SMS), as
// the browser tests of the first load open them: on a phone, set up by the test before the load.

export const PHONE = { width: 390, height: 844 };

/** The demo hotel's location page. */
export const HOTEL_PATH = `/location/${DEMO_IDS.location.hotel}`;

/**
 * A new paid order's link for the hotel's reception, opened as staff open it from their text, once
 * `beforeOpening` has set the page up; answers when the page can accept the order.
 */
export async function openStaffLink(
  e2e: BrowserStack,
  beforeOpening: (page: Page) => Promise<void>,
): Promise<Page> {
  const { links } = await paidOrderWithLinks(e2e.stack);
  const link = links.get(HOTEL_RECEPTION)!;
  const { page } = await e2e.newPage(PHONE, 'en-GB');
  await beforeOpening(page);
  await page.goto(`${e2e.stack.baseUrl}${link.pathname}${link.search}`);
  await page.getByRole('heading', { level: 1, name: /^Order #\d+$/ }).waitFor();
  // Accepting needs the contact the link was texted to (spec §7 accept): its answer was taken.
  await page.getByRole('button', { name: 'Accept' }).waitFor();
  await page.waitForLoadState('networkidle');
  return page;
}

/**
 * The hotel's page opened by a guest who has a paid order from this browser, so the active orders
 * banner comes above it, once `beforeOpening` has set the page up; answers when the page shows.
 */
export async function openAsGuestWhoOrdered(
  e2e: BrowserStack,
  beforeOpening: (page: Page) => Promise<void>,
): Promise<Page> {
  const { guest, order } = await paidOrderWithLinks(e2e.stack);
  const { page, context } = await e2e.newPage(PHONE, 'en-GB');
  await context.addCookies(guest.browserCookies(e2e.stack.baseUrl));
  await rememberPlacedOrders(context, [order.id]);
  await beforeOpening(page);
  await page.goto(`${e2e.stack.baseUrl}${HOTEL_PATH}`);
  await page.getByRole('heading', { level: 1, name: 'Hotel Nyhavn' }).waitFor();
  return page;
}

/** The active orders banner, once it shows the guest's order. */
export const activeOrdersBanner = (page: Page) =>
  page.getByRole('region', { name: 'Active orders' }).getByText('Your order from Hotel Nyhavn');
