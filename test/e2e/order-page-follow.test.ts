import { ORDER_PAGE_FOLLOW_POLL_MS, type Order } from '@inroom/shared';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectOk } from '../support/api';
import {
  expectNoAxeViolations,
  shownByNextPoll,
  useBrowserStack,
  type OpenedPage,
} from '../support/e2e';
import {
  HOTEL_RECEPTION,
  paidOrderWithLinks,
  staffCaller,
  staffPost,
  type Guest,
  type StaffCaller,
} from '../support/orders';

// Issue 15, items 4 and 6 in Chromium: the guest's order page follows an accepted order to
// 'Order completed' without a reload, and staff are asked before a decline, naming the order.

const e2e = useBrowserStack();
const PHONE = { width: 390, height: 844 };
const CONNECTION_LOST =
  'Connection lost. This page will update by itself when you are back online.';

/**
 * The guest's browser on the order page, with the cookie the API gave the guest's requests. Its
 * clock is Playwright's, running at the real pace until a test moves it on to the page's next poll.
 */
async function guestPage(guest: Guest, orderId: string): Promise<OpenedPage> {
  const opened = await e2e.newPage(PHONE, 'en-GB');
  const cookies = guest.browserCookies(e2e.stack.baseUrl);
  expect(cookies.length).toBeGreaterThan(0);
  await opened.context.addCookies(cookies);
  await opened.context.clock.install();
  await opened.page.goto(`${e2e.stack.baseUrl}/order/${orderId}`);
  return opened;
}

/**
 * A paid order the hotel's reception accepted (15 min), open on the guest's phone; `reception`
 * answers for it from the staff link.
 */
async function acceptedOrderPage(): Promise<OpenedPage & { reception: StaffCaller }> {
  const { guest, order, links } = await paidOrderWithLinks(e2e.stack);
  const reception = staffCaller(links.get(HOTEL_RECEPTION)!);
  await expectOk<Order>(
    staffPost(e2e.stack, '/api/order/accept', { ...reception, expectedDeliveryTimeMinutes: 15 }),
  );
  const opened = await guestPage(guest, order.id);
  await opened.page.getByText(/has accepted your order$/).waitFor();
  return { ...opened, reception };
}

/** The staff link's page, as a contact opens it from the text message. */
async function staffPage(link: URL): Promise<OpenedPage> {
  const opened = await e2e.newPage(PHONE, 'en-GB');
  await opened.page.goto(`${e2e.stack.baseUrl}${link.pathname}${link.search}`);
  await opened.page.getByRole('heading', { level: 1, name: /^Order #\d+$/ }).waitFor();
  return opened;
}

/** Marks the document, so a reload (which would drop the mark) shows. */
const markDocument = (page: Page) =>
  page.evaluate(() => Object.assign(window, { inroomNotReloaded: true }));
const stillSameDocument = (page: Page) =>
  page.evaluate(() => (window as { inroomNotReloaded?: boolean }).inroomNotReloaded === true);

describe('the guest order page', () => {
  it("follows an accepted order to 'Order completed' without a reload", async () => {
    const { reception, page, errors } = await acceptedOrderPage();
    await markDocument(page);

    await expectOk<Order>(staffPost(e2e.stack, '/api/order/complete', reception));
    // By the next slow poll of the accepted order.
    await shownByNextPoll(
      page,
      ORDER_PAGE_FOLLOW_POLL_MS,
      page.getByText('Order completed', { exact: true }),
    );
    expect(await page.getByText(/has accepted your order$/).count()).toBe(0);
    expect(await stillSameDocument(page)).toBe(true);
    expect(errors).toEqual([]);
  });

  it('says the connection is lost while the phone is offline, and catches up once it is back', async () => {
    const { reception, page, context, errors } = await acceptedOrderPage();
    const notice = page.getByRole('status').filter({ hasText: CONNECTION_LOST });
    expect(await notice.count()).toBe(0);

    await context.setOffline(true);
    await notice.waitFor();
    await expectNoAxeViolations(page);

    // Delivered while the phone was away; back online, the page asks at once, not a poll later.
    await expectOk<Order>(staffPost(e2e.stack, '/api/order/complete', reception));
    await context.setOffline(false);
    await page.getByText('Order completed', { exact: true }).waitFor({ timeout: 10_000 });
    expect(await notice.count()).toBe(0);
    expect(errors).toEqual([]);
  });
});

describe('the staff order page', () => {
  it('asks before declining, naming the order; Keep order keeps it, confirming declines it', async () => {
    const { guest, order, links } = await paidOrderWithLinks(e2e.stack);
    const { page, errors } = await staffPage(links.get(HOTEL_RECEPTION)!);
    const main = page.getByRole('main');
    const question = page.getByRole('dialog', {
      name: `Decline order #${order.orderNumber} for room ${order.room}?`,
    });

    await main.getByRole('button', { name: 'Decline', exact: true }).click();
    await question.waitFor();
    // Keyboard and screen-reader users land in the question, not on the page behind it.
    expect(await page.evaluate(() => document.activeElement?.closest('dialog') !== null)).toBe(
      true,
    );
    await expectNoAxeViolations(page);
    await question.getByRole('button', { name: 'Keep order' }).click();
    await question.waitFor({ state: 'hidden' });
    expect((await guest.get(order.id)).status).toBe(2);
    await page.getByRole('timer').waitFor();
    // Focus goes back to Decline, so a keyboard user carries on where they were.
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Decline');

    // Escape keeps the order too.
    await page.keyboard.press('Enter');
    await question.waitFor();
    await page.keyboard.press('Escape');
    await question.waitFor({ state: 'hidden' });
    expect((await guest.get(order.id)).status).toBe(2);

    await main.getByRole('button', { name: 'Decline', exact: true }).click();
    await question.getByRole('button', { name: 'Decline', exact: true }).click();
    await page.getByText('Order declined').waitFor();
    expect((await guest.get(order.id)).status).toBe(4);
    expect(errors).toEqual([]);
  });
});
