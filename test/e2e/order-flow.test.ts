import { ORDER_PAGE_POLL_MS } from '@inroom/shared';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_IDS } from '../../infra/local/seed/demo-data';
import { expectNoAxeViolations, shownByNextPoll, useBrowserStack } from '../support/e2e';
import { HOTEL_RECEPTION, staffLinks } from '../support/orders';

// Orders in Chromium (issue 8): a guest pays on the local checkout page, staff answer from the link
// the outbox holds, the guest's page follows within one poll, and the active orders banner lists
// the order. Also a declined card and 'Make payment'.

const e2e = useBrowserStack();
const PHONE = { width: 390, height: 844 };

/** The order page's chunk, as Vite names it. */
const ORDER_PAGE_CODE = /\/assets\/orders-chunk-[^/]+\.js$/;

/**
 * What the page's own load got over the network for each of its resources matching `pattern`
 * (Resource Timing's transferSize: 0 when the browser's cache had it).
 */
const bytesOverTheNetwork = (page: Page, pattern: RegExp) =>
  page.evaluate(
    (source) =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => new RegExp(source).test(entry.name))
        .map((entry) => (entry as PerformanceResourceTiming).transferSize),
    pattern.source,
  );

/** From the hotel page to the local checkout: a Nyhavn burger with bacon, room 412, terms on. */
async function orderBurger(page: Page): Promise<void> {
  await page.goto(`${e2e.stack.baseUrl}/location/${DEMO_IDS.location.hotel}`);
  await page.getByRole('heading', { level: 1, name: 'Hotel Nyhavn' }).waitFor();
  await page.getByRole('button', { name: 'Add Nyhavn burger' }).click();
  const burger = page.getByRole('dialog', { name: 'Nyhavn burger' });
  await burger.getByLabel(/Crispy bacon/).check();
  await burger.getByRole('button', { name: /^Add to basket/ }).click();
  await expect.poll(() => burger.isVisible()).toBe(false);
  await page.getByRole('button', { name: /in your basket/ }).click();
  // The delivery page asks for the order page's code while the guest fills it in (waited for here,
  // so the guest's return from paying below always finds it in the browser's cache).
  const orderPageCode = page.waitForResponse(ORDER_PAGE_CODE);
  await page.getByRole('link', { name: 'Continue' }).click();
  expect((await orderPageCode).ok()).toBe(true);
  await page.getByLabel(/Room/).fill('412');
  await page.getByRole('switch').check();
  await page.getByRole('button', { name: 'Go to payment' }).click();
  await page.getByRole('heading', { level: 1, name: 'Test checkout' }).waitFor();
  expect(await page.locator('main').textContent()).toContain('200.00');
}

/** The order id of an order page's URL. */
const orderIdOf = (page: Page): string => new URL(page.url()).pathname.split('/')[2] ?? '';

describe('an order', () => {
  it('is paid, accepted from the staff link, followed by the guest and confirmed delivered', async () => {
    const guest = await e2e.newPage(PHONE, 'en-GB');
    await orderBurger(guest.page);
    await guest.page.getByRole('button', { name: 'Pay' }).click();

    await guest.page
      .getByRole('heading', { level: 1, name: 'Your order from Hotel Nyhavn' })
      .waitFor();
    await guest.page.getByText('Awaiting response from restaurant ..').waitFor();
    expect(await guest.page.locator('main').textContent()).toContain('Room number: 412');
    // Back from paying, a new page load: the order page's code came from the browser's cache.
    expect(await bytesOverTheNetwork(guest.page, ORDER_PAGE_CODE)).toEqual([0]);
    // axe waits for animations to end, and status 2's spinner never does: checked at 5 below.
    const orderId = orderIdOf(guest.page);
    // From here the page runs on Playwright's clock, at the real pace until the test moves it on
    // to the next poll. Installed with a reload: its fake `performance` has no resource entries,
    // which the cache check above reads.
    await guest.context.clock.install();
    await guest.page.reload();
    await guest.page.getByText('Awaiting response from restaurant ..').waitFor();

    // The basket was cleared when the order was created.
    const basket = guest.page.getByRole('link', { name: /Continue your order from/ });
    expect(await basket.count()).toBe(0);

    const link = (await staffLinks(e2e.stack, orderId)).get(HOTEL_RECEPTION);
    expect(link).toBeDefined();
    const staff = await e2e.newPage(PHONE, 'en-GB');
    // The link texted to the staff points at the site the guest used; open it on the same one.
    await staff.page.goto(`${e2e.stack.baseUrl}${link!.pathname}${link!.search}`);
    await staff.page.getByRole('heading', { level: 1, name: /^Order #\d+$/ }).waitFor();
    await expect.poll(() => staff.page.getByRole('timer').textContent()).toMatch(/^(09|10):\d\d$/);
    const accept = staff.page.getByRole('button', { name: 'Accept', exact: true });
    expect(await accept.isDisabled()).toBe(true);
    await staff.page.getByLabel('Expected delivery').selectOption({ label: '15 min' });
    await expectNoAxeViolations(staff.page);
    await accept.click();
    await staff.page.getByText('Order accepted by Reception').waitFor();

    // By the next poll the guest's page shows the acceptance and the minutes to delivery.
    await shownByNextPoll(
      guest.page,
      ORDER_PAGE_POLL_MS,
      guest.page.getByText('Hotel Nyhavn has accepted your order'),
    );
    expect(await guest.page.locator('main').textContent()).toMatch(/15 min to delivery/);

    await staff.page.getByRole('button', { name: 'Confirm delivery' }).click();
    await staff.page.getByText('Order completed').waitFor();
    await guest.page.reload();
    await guest.page.getByText('Order completed').waitFor();
    await expectNoAxeViolations(guest.page);

    // Elsewhere the banner lists the order, and dismissing it removes it.
    await guest.page.goto(`${e2e.stack.baseUrl}/location/${DEMO_IDS.location.hotel}`);
    const banner = guest.page.getByRole('region', { name: 'Active orders' });
    await banner.getByRole('link', { name: 'Your order from Hotel Nyhavn' }).waitFor();
    await expectNoAxeViolations(guest.page);
    await banner.getByRole('button', { name: 'Dismiss order from Hotel Nyhavn' }).click();
    await expect.poll(() => banner.count()).toBe(0);
    await guest.page.reload();
    await guest.page.getByRole('heading', { level: 1, name: 'Hotel Nyhavn' }).waitFor();
    expect(await guest.page.getByRole('region', { name: 'Active orders' }).count()).toBe(0);
    expect([...guest.errors, ...staff.errors]).toEqual([]);
  });

  it('shows a declined card as a failed payment, and Make payment pays it', async () => {
    const guest = await e2e.newPage(PHONE, 'en-GB');
    await orderBurger(guest.page);
    await guest.page.getByRole('button', { name: 'Decline card' }).click();

    await guest.page.getByText('Your payment failed').waitFor();
    await guest.page.getByText('To complete your order, please try again').waitFor();
    await expectNoAxeViolations(guest.page);
    await guest.page.getByRole('button', { name: 'Make payment' }).click();
    await guest.page.getByRole('heading', { level: 1, name: 'Test checkout' }).waitFor();
    await guest.page.getByRole('button', { name: 'Pay' }).click();
    await guest.page.getByText('Awaiting response from restaurant ..').waitFor();
    expect(guest.errors).toEqual([]);
  });
});
