import { EMPTY_GUID, type Location, type LocationInput } from '@inroom/shared';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_IDS } from '../../infra/local/seed/demo-data';
import { adminClient, expectOk } from '../support/api';
import { expectNoAxeViolations, useBrowserStack } from '../support/e2e';

// Issue 15 under ORDER IN, in Chromium against the embedded stack's demo data: a guest with items
// in the hotel's basket is asked before a restaurant empties it (item 2), and a restaurant with
// nothing to order from is not offered (item 8).

const e2e = useBrowserStack();

const basketButton = (page: Page) =>
  page.getByRole('button', { name: /in your basket|basket is empty/ });

async function openHotel(page: Page) {
  await page.goto(`${e2e.stack.baseUrl}/location/${DEMO_IDS.location.hotel}`);
  await page.getByRole('heading', { level: 1, name: 'Hotel Nyhavn' }).waitFor();
}

async function addBurger(page: Page) {
  await page.getByRole('button', { name: 'Add Nyhavn burger' }).click();
  const burger = page.getByRole('dialog', { name: 'Nyhavn burger' });
  await burger.getByLabel(/Crispy bacon/).check();
  await burger.getByRole('button', { name: /^Add to basket/ }).click();
  await expect.poll(() => burger.isVisible()).toBe(false);
}

describe.each([
  ['a phone', { width: 390, height: 844 }],
  ['a desktop', { width: 1280, height: 900 }],
])('a guest on %s opening a restaurant under ORDER IN', (_device, viewport) => {
  it('goes straight there with an empty basket', async () => {
    const { page, errors } = await e2e.newPage(viewport, 'en-GB');
    await openHotel(page);
    expect(await basketButton(page).textContent()).toContain('Your basket is empty');
    await page.getByRole('link', { name: /Kajens Deli/ }).click();
    await page.getByRole('heading', { level: 1, name: 'Kajens Deli' }).waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('is asked first with items in the hotel’s basket: keep stays, empty opens it', async () => {
    const { page, errors } = await e2e.newPage(viewport, 'en-GB');
    await openHotel(page);
    await addBurger(page);
    await expect.poll(() => basketButton(page).textContent()).toContain('1 Items in your basket');

    await page.getByRole('link', { name: /Kajens Deli/ }).click();
    const question = page.getByRole('dialog', { name: 'Open Kajens Deli?' });
    await question.getByText('Your basket from Hotel Nyhavn will be emptied.').waitFor();
    await expectNoAxeViolations(page);

    await question.getByRole('button', { name: 'Keep basket' }).click();
    await expect.poll(() => question.isVisible()).toBe(false);
    expect(new URL(page.url()).pathname).toBe(`/location/${DEMO_IDS.location.hotel}`);
    expect(await basketButton(page).textContent()).toContain('1 Items in your basket');
    // A reload restores the kept basket: it was never emptied, only shown.
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Hotel Nyhavn' }).waitFor();
    await expect.poll(() => basketButton(page).textContent()).toContain('1 Items in your basket');

    await page.getByRole('link', { name: /Kajens Deli/ }).click();
    await question.getByRole('button', { name: 'Empty basket' }).click();
    await page.getByRole('heading', { level: 1, name: 'Kajens Deli' }).waitFor();
    expect(new URL(page.url()).pathname).toBe(`/location/${DEMO_IDS.location.deli}`);
    expect(await basketButton(page).textContent()).toContain('Your basket is empty');
    // The hotel is remembered: Back (with nothing to lose, so without a question) returns there.
    await page.getByRole('button', { name: 'Back' }).click();
    await page.getByRole('heading', { level: 1, name: 'Hotel Nyhavn' }).waitFor();
    expect(await basketButton(page).textContent()).toContain('Your basket is empty');
    expect(errors).toEqual([]);
  });
});

describe('a restaurant with no menu', () => {
  it('is not offered under ORDER IN', async () => {
    const admin = adminClient(e2e.stack);
    const created = await expectOk<Location>(
      admin.post('/api/location/create', {
        id: EMPTY_GUID,
        name: 'Opening Soon Bistro',
        description: 'Menus coming shortly',
        address: 'Nyhavn 30',
        zip: '1051',
        city: 'København',
        countryId: 'DK',
        phone: '+4533000002',
        email: 'hello@bistro.example',
        image: '',
        isActive: true,
        contacts: [],
        childLocations: [],
      } satisfies LocationInput),
    );
    const hotel = await expectOk<Location>(
      admin.get(`/api/location/be/get/${DEMO_IDS.location.hotel}`),
    );
    const childLocations = [
      ...hotel.childLocations.map(({ childLocationId, sortOrder }) => ({
        childLocationId,
        sortOrder,
      })),
      { childLocationId: created.id, sortOrder: hotel.childLocations.length },
    ];
    const updated = await expectOk<Location>(
      admin.post('/api/location/update', {
        id: hotel.id,
        name: hotel.name,
        description: hotel.description,
        address: hotel.address,
        zip: hotel.zip,
        city: hotel.city,
        countryId: hotel.countryId,
        phone: hotel.phone,
        email: hotel.email,
        image: hotel.image,
        isActive: hotel.isActive,
        timeZone: hotel.timeZone,
        contacts: hotel.contacts.map(({ locationId: _locationId, ...contact }) => contact),
        childLocations,
      } satisfies LocationInput),
    );
    // The link is made: the back office lists the bistro among the hotel's restaurants.
    expect(updated.childLocations.map((link) => link.childLocation.name)).toContain(
      'Opening Soon Bistro',
    );

    const { page, errors } = await e2e.newPage({ width: 390, height: 844 }, 'en-GB');
    await openHotel(page);
    const orderIn = page.getByRole('region', { name: 'ORDER IN' });
    await orderIn.getByRole('link', { name: /Kajens Deli/ }).waitFor();
    expect(await orderIn.getByRole('link').count()).toBe(hotel.childLocations.length);
    expect(await page.getByText('Opening Soon Bistro').count()).toBe(0);
    expect(errors).toEqual([]);
  });
});
