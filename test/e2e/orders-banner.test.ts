import type { Order } from '@inroom/shared';
import { describe, expect, it } from 'vitest';
import { DEMO_IDS } from '../../infra/local/seed/demo-data';
import { expectNoAxeViolations, rememberPlacedOrders, useBrowserStack } from '../support/e2e';
import {
  checkout,
  endedHoursAgo,
  Guest,
  HOTEL_RECEPTION,
  staffCaller,
  staffLinks,
  staffPost,
} from '../support/orders';

// The active orders banner on a phone (issue 15.3): five orders from one hotel once took 490 of
// 844 px. Several orders fold into one line with a count; unfolded, each line names its number;
// an order that ended hours ago is no longer listed.

const e2e = useBrowserStack();
const PHONE = { width: 390, height: 844 };

type StaffAnswer = 'accept' | 'decline' | 'complete';

/** A paid order of `guest`, then answered by reception as `answers` says, one after the other. */
async function paidOrder(guest: Guest, answers: StaffAnswer[]): Promise<Order> {
  const order = await guest.order();
  await checkout(order.paymentUrl, 'pay');
  await expect.poll(async () => (await guest.get(order.id)).status).toBe(2);
  await expect
    .poll(async () => (await staffLinks(e2e.stack, order.id)).has(HOTEL_RECEPTION))
    .toBe(true);
  const caller = staffCaller((await staffLinks(e2e.stack, order.id)).get(HOTEL_RECEPTION)!);
  for (const answer of answers) {
    const body = answer === 'accept' ? { ...caller, expectedDeliveryTimeMinutes: 15 } : caller;
    const response = await staffPost(e2e.stack, `/api/order/${answer}`, body);
    expect(response.status, `${answer}: ${await response.text()}`).toBe(200);
  }
  return order;
}

describe('the active orders banner on a phone', () => {
  it('folds five orders into one line that unfolds to their numbers, without old ended ones', async () => {
    // One guest cookie for all, as one browser; none awaits a response, so nothing spins for axe.
    const guest = new Guest(e2e.stack);
    const shown: Order[] = [];
    for (const answers of [
      ['accept'],
      ['decline'],
      ['accept', 'complete'],
      ['accept'],
      ['accept'],
    ] as StaffAnswer[][])
      shown.push(await paidOrder(guest, answers));
    const old = await paidOrder(guest, ['decline']);
    await endedHoursAgo(e2e.stack, old.id, 3);

    const { page, context, errors } = await e2e.newPage(PHONE, 'en-GB');
    const cookies = guest.browserCookies(e2e.stack.baseUrl);
    expect(cookies.length, 'the API set a guest cookie').toBeGreaterThan(0);
    await context.addCookies(cookies);
    await rememberPlacedOrders(
      context,
      [...shown, old].map((o) => o.id),
    );

    await page.goto(`${e2e.stack.baseUrl}/location/${DEMO_IDS.location.hotel}`);
    await page.getByRole('heading', { level: 1, name: 'Hotel Nyhavn' }).waitFor();
    const banner = page.getByRole('region', { name: 'Active orders' });
    const toggle = banner.getByRole('button', { name: /^5 orders, Delivery in about \d+ min$/ });
    await toggle.waitFor();
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    const folded = (await banner.boundingBox())!;
    expect(folded.height).toBeLessThanOrEqual(0.3 * PHONE.height);
    expect(await banner.getByRole('link').count()).toBe(0);
    await expectNoAxeViolations(page);

    // By keyboard: the fold is a button in the tab order.
    await toggle.focus();
    await page.keyboard.press('Enter');
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    const links = banner.getByRole('link', { name: /^Your order from Hotel Nyhavn/ });
    await expect.poll(() => links.count()).toBe(5);
    const texts = await links.allTextContents();
    for (const order of shown)
      expect(texts.some((text) => text.includes(`Order #${order.orderNumber} `))).toBe(true);
    expect(texts.some((text) => text.includes(`Order #${old.orderNumber} `))).toBe(false);
    await expectNoAxeViolations(page);

    await page.keyboard.press('Enter');
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(errors).toEqual([]);
  });
});
