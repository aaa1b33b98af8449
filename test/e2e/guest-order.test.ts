import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_IDS } from '../../infra/local/seed/demo-data';
import { expectNoAxeViolations, useBrowserStack } from '../support/e2e';

// A guest's whole path before payment (issue 7), in Chromium against the embedded stack's demo data.

const e2e = useBrowserStack();

const basketButton = (page: Page) =>
  page.getByRole('button', { name: /in your basket|basket is empty/ });

describe.each([
  ['a phone', { width: 390, height: 844 }],
  ['a desktop', { width: 1280, height: 900 }],
])('a guest on %s', (_device, viewport) => {
  it('chooses, orders twice, visits a restaurant, edits the basket and reaches payment', async () => {
    const { page, context, errors } = await e2e.newPage(viewport, 'en-GB');

    // Home -> Go -> the hotel.
    await page.goto(e2e.stack.baseUrl);
    await page.getByLabel('Location').selectOption({ label: 'Hotel Nyhavn' });
    await page.getByRole('button', { name: 'Go' }).click();
    await expect.poll(() => page.url()).toContain(`/location/${DEMO_IDS.location.hotel}`);
    await page.getByRole('heading', { level: 1, name: 'Hotel Nyhavn' }).waitFor();
    expect(await basketButton(page).textContent()).toContain('Your basket is empty');

    // An item with a required group of two: adding without choosing is refused with the message.
    await page.getByRole('button', { name: 'Add Smørrebrød, your choice' }).click();
    const modal = page.getByRole('dialog', { name: 'Smørrebrød, your choice' });
    await modal.waitFor();
    await expectNoAxeViolations(page);
    await modal.getByRole('button', { name: /^Add to basket/ }).click();
    await expect.poll(() => modal.getByText('Please select 2 options').count()).toBe(1);

    await modal.getByLabel(/Pickled herring/).check();
    await modal.getByLabel(/Egg and prawns/).check();
    // 145.00 kr + 15.00 kr for the prawns.
    await expect
      .poll(() => modal.getByRole('button', { name: /^Add to basket/ }).textContent())
      .toContain('160.00');
    await modal.getByRole('button', { name: /^Add to basket/ }).click();
    await expect.poll(() => modal.isVisible()).toBe(false);

    // The same again: one line of two.
    await page.getByRole('button', { name: 'Add Smørrebrød, your choice' }).click();
    await modal.getByLabel(/Pickled herring/).check();
    await modal.getByLabel(/Egg and prawns/).check();
    await modal.getByRole('button', { name: /^Add to basket/ }).click();
    await expect.poll(() => basketButton(page).textContent()).toContain('2 Items in your basket');

    // A restaurant the hotel lists, opened once the guest agrees to empty the hotel's basket
    // (issue 15), and back with the confirmation: the basket is cleared.
    await page.getByRole('link', { name: /Kajens Deli/ }).click();
    await page
      .getByRole('dialog', { name: 'Open Kajens Deli?' })
      .getByRole('button', { name: 'Empty basket' })
      .click();
    await page.getByRole('heading', { level: 1, name: 'Kajens Deli' }).waitFor();
    expect(await basketButton(page).textContent()).toContain('Your basket is empty');
    await page.getByRole('button', { name: 'Add Cinnamon swirl' }).click();
    const pastry = page.getByRole('dialog', { name: 'Cinnamon swirl' });
    await pastry.getByRole('button', { name: /^Add to basket/ }).click();
    await expect.poll(() => basketButton(page).textContent()).toContain('1 Items in your basket');
    await page.getByRole('button', { name: 'Back' }).click();
    const confirm = page.getByRole('dialog', { name: 'Are you sure you want to go back?' });
    await confirm.getByText('All items in your basket will be removed.').waitFor();
    await confirm.getByRole('button', { name: 'OK' }).click();
    await page.getByRole('heading', { level: 1, name: 'Hotel Nyhavn' }).waitFor();
    expect(await basketButton(page).textContent()).toContain('Your basket is empty');

    // Two burgers with bacon, then to the basket, where minus and plus edit the line.
    for (let count = 0; count < 2; count += 1) {
      await page.getByRole('button', { name: 'Add Nyhavn burger' }).click();
      const burger = page.getByRole('dialog', { name: 'Nyhavn burger' });
      await burger.getByLabel(/Crispy bacon/).check();
      await burger.getByRole('button', { name: /^Add to basket/ }).click();
      await expect.poll(() => burger.isVisible()).toBe(false);
    }
    await expect.poll(() => basketButton(page).textContent()).toContain('2 Items in your basket');
    await basketButton(page).click();
    await page.getByRole('heading', { level: 1, name: 'Your basket' }).waitFor();
    await expectNoAxeViolations(page);
    // 2 x (185.00 + 15.00) kr.
    await expect.poll(() => page.locator('main').textContent()).toContain('400.00 kr');
    await page.getByRole('button', { name: /Add one Nyhavn burger/ }).click();
    await expect.poll(() => page.locator('main').textContent()).toContain('600.00 kr');
    await page.getByRole('button', { name: /Remove one Nyhavn burger/ }).click();
    await expect.poll(() => page.locator('main').textContent()).toContain('400.00 kr');

    // A reload keeps the basket.
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Your basket' }).waitFor();
    await expect.poll(() => page.locator('main').textContent()).toContain('400.00 kr');

    // Delivery: an invalid room is refused, a valid one accepted; the terms open in a new tab.
    await page.getByRole('link', { name: 'Continue' }).click();
    await page.getByRole('heading', { level: 1, name: 'Your order from Hotel Nyhavn' }).waitFor();
    expect(await page.getByRole('button', { name: 'Go to payment' }).count()).toBe(0);
    const room = page.getByLabel(/Room/);
    await room.fill('12b');
    await room.blur();
    await page.getByText('Room must be a number').waitFor();
    expect(await room.getAttribute('aria-invalid')).toBe('true');
    await room.fill('412');
    await room.blur();
    await expect.poll(() => room.getAttribute('aria-invalid')).not.toBe('true');
    await page.getByLabel(/Comment/).fill('Please knock');

    const [terms] = await Promise.all([
      context.waitForEvent('page'),
      page
        .getByRole('link', { name: /terms and conditions/i })
        .first()
        .click(),
    ]);
    await terms.waitForLoadState();
    expect(new URL(terms.url()).pathname).toBe('/termsandconditions');
    await terms.close();

    await page.getByRole('switch').check();
    await page.getByRole('button', { name: 'Go to payment' }).waitFor();
    await expectNoAxeViolations(page);

    // The order is created and the guest goes to pay (test/e2e/order-flow.test.ts goes on from
    // here); the basket is cleared once the order exists (spec §4).
    await page.getByRole('button', { name: 'Go to payment' }).click();
    await page.getByRole('heading', { level: 1, name: 'Test checkout' }).waitFor();
    expect(await page.locator('main').textContent()).toContain('400.00');
    await page.goBack();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/basket');
    await expect.poll(() => page.locator('main').textContent()).toContain('Your basket is empty');
    expect(errors).toEqual([]);
  });
});

describe('a guest on slow hotel Wi-Fi', () => {
  it('opens the basket even when the network drops after choosing: its code came meanwhile', async () => {
    const { page, context, errors } = await e2e.newPage({ width: 390, height: 844 }, 'en-GB');
    const checkoutCode = /\/assets\/checkout-chunk-[^/]+\.js$/;
    const asked: string[] = [];
    page.on('request', (request) => asked.push(request.url()));
    await page.goto(`${e2e.stack.baseUrl}/location/${DEMO_IDS.location.hotel}`);
    await page.getByRole('heading', { level: 1, name: 'Hotel Nyhavn' }).waitFor();
    await page.waitForLoadState('networkidle');
    // An empty basket's button does nothing: nothing is asked for ahead of it.
    expect(asked.filter((url) => checkoutCode.test(url))).toEqual([]);

    const checkoutLoaded = page.waitForResponse(checkoutCode);
    await page.getByRole('button', { name: 'Add Nyhavn burger' }).click();
    const burger = page.getByRole('dialog', { name: 'Nyhavn burger' });
    await burger.getByRole('button', { name: /^Add to basket/ }).click();
    expect((await checkoutLoaded).ok()).toBe(true);

    await context.setOffline(true);
    await basketButton(page).click();
    await page.getByRole('heading', { level: 1, name: 'Your basket' }).waitFor();
    expect(await page.locator('main').textContent()).toContain('Nyhavn burger');
    expect(asked.filter((url) => checkoutCode.test(url))).toHaveLength(1);
    expect(errors).toEqual([]);
  });
});

describe('the terms page', () => {
  it('is in Danish for a Danish browser and in English otherwise', async () => {
    const danish = await e2e.newPage({ width: 390, height: 844 }, 'da-DK');
    await danish.page.goto(`${e2e.stack.baseUrl}/termsandconditions`);
    await expect.poll(() => danish.page.locator('article[lang="da"]').count()).toBe(1);
    await danish.context.close();

    const english = await e2e.newPage({ width: 390, height: 844 }, 'en-US');
    await english.page.goto(`${e2e.stack.baseUrl}/termsandconditions`);
    await english.page.getByRole('heading', { level: 1, name: 'Terms and conditions' }).waitFor();
    expect(await english.page.locator('article[lang="da"]').count()).toBe(0);
  });
});
