import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { DEMO_IDS } from '../../infra/local/seed/demo-data';
import { BOARD_POLL_MS } from '../../web/src/features/backoffice/orders/board';
import {
  expectNoAxeViolations,
  expectNoSidewaysScroll,
  shownByNextPoll,
  signIn,
  useBrowserStack,
} from '../support/e2e';
import { paidOrderWithLinks } from '../support/orders';

// Issue 17 in Chromium: the back office's orders board of the demo hotel. A paid order appears
// by the next refresh, is accepted from the board with an expected delivery, and the guest's own
// order page then shows it accepted; the board and the order panel are axe clean, and the board
// fits a phone.

const e2e = useBrowserStack();
const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };
const BOARD = `/be/orders/${DEMO_IDS.location.hotel}`;

describe('the orders board', () => {
  it('shows a paid order within one refresh, accepts it, and the guest sees it accepted', async () => {
    const { page, context, errors } = await e2e.newPage(DESKTOP, 'en-GB');
    // Playwright's clock, at the real pace until the test moves it on to the board's next refresh.
    await context.clock.install();
    await signIn(page, e2e.stack, '/be/orders');
    await page.getByLabel('Location', { exact: true }).selectOption({ label: 'Hotel Nyhavn' });
    await expect.poll(() => new URL(page.url()).pathname).toBe(BOARD);
    // The board's first answer is in (with or without earlier tests' orders).
    await page
      .getByRole('list', { name: 'Orders of the last 24 hours' })
      .or(page.getByText('No orders yet today'))
      .waitFor();

    const { guest, order } = await paidOrderWithLinks(e2e.stack, { room: '618' });
    const row = page.getByRole('button', { name: new RegExp(`^#${order.orderNumber}\\b`) });
    await shownByNextPoll(page, BOARD_POLL_MS, row);
    const text = (await row.textContent()) ?? '';
    expect(text).toContain('Awaiting response');
    expect(text).toContain('Room 618');
    expect(text).toMatch(/\d\d:\d\d/);
    // Awaiting orders are pinned on top, and the new one was announced.
    const first = page
      .getByRole('list', { name: 'Orders of the last 24 hours' })
      .getByRole('button');
    expect(await first.first().textContent()).toContain('Awaiting response');
    await expect
      .poll(() => page.locator('.orders-board [aria-live="polite"]').textContent())
      .toContain(`New order #${order.orderNumber} for room 618`);
    await expectNoAxeViolations(page);

    await row.click();
    const panel = page.getByRole('complementary', { name: `Order #${order.orderNumber}` });
    await panel.getByRole('list', { name: 'Items' }).waitFor();
    await expectNoAxeViolations(page, ['.order-panel']);
    await panel.getByLabel('Expected delivery').selectOption('20');
    await panel.getByRole('button', { name: 'Accept' }).click();
    const admin = e2e.stack.admin.userName;
    await panel.getByRole('heading', { name: `Order accepted by ${admin}` }).waitFor();
    // The timeline records the back office as where it was accepted.
    await panel
      .getByRole('region', { name: 'Timeline' })
      .getByText(`Accepted by ${admin}, in the back office`)
      .waitFor();

    // The guest's own page, in the guest's browser.
    const guestView = await e2e.newPage(PHONE, 'en-GB');
    await guestView.context.addCookies(guest.browserCookies(e2e.stack.baseUrl));
    await guestView.page.goto(`${e2e.stack.baseUrl}/order/${order.id}`);
    await guestView.page.getByText(/has accepted your order$/).waitFor();
    expect((await guest.get(order.id)).status).toBe(3);

    // The history of today lists it, with the day's totals, and exports it as a CSV file.
    await page.getByRole('tab', { name: 'History' }).click();
    const found = page.getByRole('list', { name: 'Orders found' });
    await found.getByRole('button', { name: new RegExp(`^#${order.orderNumber}\\b`) }).waitFor();
    await page.getByRole('table', { name: 'Day totals' }).waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^orders-.+\.csv$/);
    const csv = await readFile(await download.path(), 'utf8');
    expect(csv.split('\r\n').some((line) => line.startsWith(`${order.orderNumber},`))).toBe(true);
    await page.getByRole('tab', { name: 'Live' }).click();
    await panel.waitFor();

    // The board on a phone: no sideways scroll, the order opens as a modal.
    await page.setViewportSize(PHONE);
    await expectNoSidewaysScroll(page);
    await page.getByRole('dialog', { name: `Order #${order.orderNumber}` }).waitFor();
    await expectNoSidewaysScroll(page);
    expect(errors).toEqual([]);
    expect(guestView.errors).toEqual([]);
  });
});
