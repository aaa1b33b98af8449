import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_IDS } from '../../infra/local/seed/demo-data';
import {
  expectNoAxeViolations,
  rememberPlacedOrders,
  useBrowserStack,
  type OpenedPage,
} from '../support/e2e';
import {
  HOTEL_RECEPTION,
  paidOrderWithLinks,
  staffCaller,
  staffPost,
  type Guest,
} from '../support/orders';

// Issue 15, item 9 in Chromium: the guest and staff screens speak the reader's language (Danish
// here), not only the menu, while an English browser reads the spec's English texts.

const e2e = useBrowserStack();
const PHONE = { width: 390, height: 844 };
const hotelPath = `/location/${DEMO_IDS.location.hotel}`;

/** The basket bar's button, in either language. */
const basketButton = (page: Page) => page.locator('.basket-bar__basket');

/** The language the guest pages (and the staff view) are marked as being in. */
const guestPagesLanguage = (page: Page) => page.locator('.guest-layout').getAttribute('lang');

/** '25. nov. 04.17': a date and time as Danish writes them. */
const DANISH_DATE_TIME = /^\d{1,2}\. [a-zæøå]{3}\. \d\d\.\d\d$/;

describe('the hotel page', () => {
  it('is Danish throughout for a Danish browser: basket bar, item modal and its rules', async () => {
    const { page, errors } = await e2e.newPage(PHONE, 'da-DK');
    await page.goto(`${e2e.stack.baseUrl}${hotelPath}`);
    await page.getByRole('heading', { level: 1, name: 'Hotel Nyhavn' }).waitFor();
    await expect.poll(() => basketButton(page).textContent()).toBe('Din kurv er tom');
    expect(await page.getByLabel('Sprog').first().inputValue()).toBe('da');
    expect(await guestPagesLanguage(page)).toBe('da');

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
    expect(await guestPagesLanguage(page)).toBe('en');

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
    expect(await guestPagesLanguage(page)).toBe('da');
    await page.getByLabel('Sprog').first().selectOption('en');
    await expect.poll(() => basketButton(page).textContent()).toBe('Your basket is empty');
    expect(await guestPagesLanguage(page)).toBe('en');
    expect(errors).toEqual([]);
  });

  it('says in Danish, by a Danish clock, when a closed menu opens', async () => {
    const { page, errors } = await e2e.newPage(PHONE, 'da-DK');
    // Noon in Copenhagen, on the guest's phone too: breakfast (06:30 to 10:30) is over for today.
    // The page recomputes its menus' availability for its own clock. (A restaurant under ORDER IN
    // says what the server's clock found: web/src/features/guest/location/ChildLocations.test.tsx.)
    const devtools = await page.context().newCDPSession(page);
    await devtools.send('Emulation.setTimezoneOverride', { timezoneId: 'Europe/Copenhagen' });
    await page.clock.setFixedTime(new Date('2026-06-03T10:00:00Z'));
    await page.goto(`${e2e.stack.baseUrl}${hotelPath}`);
    await page.getByRole('heading', { level: 1, name: 'Hotel Nyhavn' }).waitFor();
    await expect
      .poll(() => page.locator('.menu__availability').allTextContents())
      .toEqual(['Kan bestilles i morgen fra kl. 06.30']);
    expect(await guestPagesLanguage(page)).toBe('da');
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
  });
});

describe('the active orders banner', () => {
  it('reads Danish to a Danish guest: count, status, lines with Danish dates, dismiss', async () => {
    const { guest, order, links } = await paidOrderWithLinks(e2e.stack);
    const caller = staffCaller(links.get(HOTEL_RECEPTION)!);
    const accepted = await staffPost(e2e.stack, '/api/order/accept', {
      ...caller,
      expectedDeliveryTimeMinutes: 15,
    });
    expect(accepted.status, await accepted.text()).toBe(200);
    // A second order, left unpaid: the most urgent, so the folded line names it.
    const unpaid = await guest.order();

    const { page, context, errors } = await e2e.newPage(PHONE, 'da-DK');
    await context.addCookies(guest.browserCookies(e2e.stack.baseUrl));
    await rememberPlacedOrders(context, [order.id, unpaid.id]);
    await page.goto(`${e2e.stack.baseUrl}${hotelPath}`);
    await page.getByRole('heading', { level: 1, name: 'Hotel Nyhavn' }).waitFor();
    const banner = page.getByRole('region', { name: 'Aktive bestillinger' });
    const toggle = banner.getByRole('button', { name: '2 bestillinger, Afventer betaling' });
    await toggle.click();
    const lines = banner.getByRole('link', { name: /^Din bestilling fra Hotel Nyhavn/ });
    await expect.poll(() => lines.count()).toBe(2);
    const meta =
      (await banner
        .locator('.active-orders__meta', { hasText: `Bestilling nr. ${order.orderNumber} · ` })
        .textContent()) ?? '';
    expect(meta.split(' · ')[1]).toMatch(DANISH_DATE_TIME);
    expect(
      await banner
        .getByRole('listitem')
        .getByRole('img')
        .evaluateAll((icons) => icons.map((icon) => icon.getAttribute('aria-label'))),
    ).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^Levering om cirka 1[45] min\.$/),
        'Afventer betaling',
      ]),
    );
    expect(
      await banner
        .getByRole('button', {
          name: `Skjul bestillingen fra Hotel Nyhavn, bestilling nr. ${unpaid.orderNumber}`,
        })
        .count(),
    ).toBe(1);
    expect(await guestPagesLanguage(page)).toBe('da');
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
  });
});

describe('the page not found', () => {
  it('reads Danish to a Danish browser, marked as Danish', async () => {
    const { page, errors } = await e2e.newPage(PHONE, 'da-DK');
    await page.goto(`${e2e.stack.baseUrl}/no/such/page`);
    const heading = page.getByRole('heading', { level: 1, name: 'Siden blev ikke fundet' });
    await heading.waitFor();
    expect(await page.getByRole('button', { name: 'Gå tilbage' }).count()).toBe(1);
    expect(await page.getByRole('main').getAttribute('lang')).toBe('da');
    await expectNoAxeViolations(page);
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
    expect(await page.locator('.order__created').textContent()).toMatch(DANISH_DATE_TIME);
    expect(await guestPagesLanguage(page)).toBe('da');
    expect(await guestPagesLanguage(staff.page)).toBe('da');
    await expectNoAxeViolations(page);
    expect([...errors, ...staff.errors]).toEqual([]);
  });
});
