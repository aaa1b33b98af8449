import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_IDS } from '../../infra/local/seed/demo-data';
import { expectNoAxeViolations, useBrowserStack, type OpenedPage } from '../support/e2e';
import { HOTEL_RECEPTION, paidOrderWithLinks, type Guest } from '../support/orders';

// Issue 15, item 9 in Chromium: the guest and staff screens speak the reader's language (Danish
// here), not only the menu, while an English browser reads the spec's English texts.

const e2e = useBrowserStack();
const PHONE = { width: 390, height: 844 };
const hotelPath = `/location/${DEMO_IDS.location.hotel}`;

/** The basket bar's button, in either language. */
const basketButton = (page: Page) => page.locator('.basket-bar__basket');

describe('the hotel page', () => {
  it('is Danish throughout for a Danish browser: basket bar, item modal and its rules', async () => {
    const { page, errors } = await e2e.newPage(PHONE, 'da-DK');
    await page.goto(`${e2e.stack.baseUrl}${hotelPath}`);
    await page.getByRole('heading', { level: 1, name: 'Hotel Nyhavn' }).waitFor();
    await expect.poll(() => basketButton(page).textContent()).toBe('Din kurv er tom');
    expect(await page.getByLabel('Sprog').first().inputValue()).toBe('da');

    await page.getByRole('button', { name: 'Tilføj Smørrebrød efter eget valg' }).click();
    const modal = page.getByRole('dialog', { name: 'Smørrebrød efter eget valg' });
    await modal.waitFor();
    const add = modal.getByRole('button', { name: /^Læg i kurven/ });
    expect(await add.textContent()).toMatch(/^Læg i kurven 145[.,]00/);
    expect(await modal.getByText('Påkrævet, vælg 2').count()).toBe(1);
    expect(await modal.getByRole('button', { name: 'Luk' }).count()).toBe(1);
    expect(await modal.getByRole('group', { name: 'Antal' }).count()).toBe(1);

    await add.click();
    await expect.poll(() => modal.getByText('Vælg 2 muligheder').count()).toBe(1);
    await expectNoAxeViolations(page);

    await modal.getByLabel(/Marinerede sild/).check();
    await modal.getByLabel(/Roastbeef/).check();
    await add.click();
    await expect.poll(() => modal.isVisible()).toBe(false);
    await expect.poll(() => basketButton(page).textContent()).toBe('1 vare i din kurv');

    // The basket page and the delivery page too.
    await basketButton(page).click();
    await page.getByRole('heading', { level: 1, name: 'Din kurv' }).waitFor();
    expect(await page.getByRole('list', { name: 'Varer i din kurv' }).count()).toBe(1);
    await page.getByRole('link', { name: 'Fortsæt' }).click();
    await page
      .getByRole('heading', { level: 1, name: 'Din bestilling fra Hotel Nyhavn' })
      .waitFor();
    expect(await page.getByLabel('Værelse').count()).toBe(1);
    expect(
      await page.getByRole('switch', { name: 'Jeg accepterer handelsbetingelserne' }).count(),
    ).toBe(1);
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
  });

  it("reads the spec's English texts for an English browser", async () => {
    const { page, errors } = await e2e.newPage(PHONE, 'en-GB');
    await page.goto(`${e2e.stack.baseUrl}${hotelPath}`);
    await page.getByRole('heading', { level: 1, name: 'Hotel Nyhavn' }).waitFor();
    expect(await basketButton(page).textContent()).toBe('Your basket is empty');

    await page.getByRole('button', { name: 'Add Smørrebrød, your choice' }).click();
    const modal = page.getByRole('dialog', { name: 'Smørrebrød, your choice' });
    await modal.waitFor();
    expect(await modal.getByText('Required, choose 2').count()).toBe(1);
    await modal.getByRole('button', { name: /^Add to basket/ }).click();
    await expect.poll(() => modal.getByText('Please select 2 options').count()).toBe(1);
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
  });

  it('switches to Danish texts when an English guest chooses the Danish menu', async () => {
    const { page, errors } = await e2e.newPage(PHONE, 'en-GB');
    await page.goto(`${e2e.stack.baseUrl}${hotelPath}`);
    await page.getByRole('heading', { level: 1, name: 'Hotel Nyhavn' }).waitFor();
    await page.getByLabel('Language').first().selectOption('da');
    await expect.poll(() => basketButton(page).textContent()).toBe('Din kurv er tom');
    await page.getByLabel('Sprog').first().selectOption('en');
    await expect.poll(() => basketButton(page).textContent()).toBe('Your basket is empty');
    expect(errors).toEqual([]);
  });
});

/** A Danish guest's browser on the order page, with the cookie the API gave the guest. */
async function danishGuestOrderPage(guest: Guest, orderId: string): Promise<OpenedPage> {
  const opened = await e2e.newPage(PHONE, 'da-DK');
  const cookies = guest.browserCookies(e2e.stack.baseUrl);
  expect(cookies.length).toBeGreaterThan(0);
  await opened.context.addCookies(cookies);
  await opened.page.goto(`${e2e.stack.baseUrl}/order/${orderId}`);
  return opened;
}

describe('the order page', () => {
  it('reads Danish to a Danish guest and to Danish staff, through decline question and accept', async () => {
    const { guest, order, links } = await paidOrderWithLinks(e2e.stack);
    const link = links.get(HOTEL_RECEPTION)!;
    const staff = await e2e.newPage(PHONE, 'da-DK');
    await staff.page.goto(`${e2e.stack.baseUrl}${link.pathname}${link.search}`);
    await staff.page
      .getByRole('heading', { level: 1, name: `Bestilling nr. ${order.orderNumber}` })
      .waitFor();
    await staff.page.getByRole('heading', { level: 2, name: 'Svar på bestillingen' }).waitFor();
    const accept = staff.page.getByRole('button', { name: 'Accepter', exact: true });
    expect(await accept.isDisabled()).toBe(true);
    expect(await staff.page.getByText('Tid tilbage til at svare').count()).toBe(1);

    // Decline asks in Danish; keeping the order keeps it.
    await staff.page.getByRole('main').getByRole('button', { name: 'Afvis', exact: true }).click();
    const question = staff.page.getByRole('dialog', {
      name: `Afvis bestilling nr. ${order.orderNumber} til værelse ${order.room}?`,
    });
    await question.waitFor();
    await expectNoAxeViolations(staff.page);
    await question.getByRole('button', { name: 'Behold bestillingen' }).click();
    await expect.poll(() => question.isVisible()).toBe(false);

    await staff.page.getByLabel('Forventet levering').selectOption({ label: '15 min.' });
    await accept.click();
    await staff.page.getByText('Bestillingen er accepteret af Reception').waitFor();
    await staff.page.getByRole('button', { name: 'Bekræft levering' }).waitFor();

    const { page, errors } = await danishGuestOrderPage(guest, order.id);
    await page
      .getByRole('heading', { level: 1, name: `Din bestilling fra ${order.locationName}` })
      .waitFor();
    await page.getByText(`${order.locationName} har accepteret din bestilling`).waitFor();
    expect(await page.locator('main').textContent()).toMatch(/Cirka 1[45] min\. til levering/);
    expect(await page.getByText(`Værelsesnummer: ${order.room}`).count()).toBe(1);
    await expectNoAxeViolations(page);
    expect([...errors, ...staff.errors]).toEqual([]);
  });
});
