import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { imageVariants, RECORD_CHANGED_MESSAGE } from '@inroom/shared';
import { inspectImage } from '../../functions/src/images/inspect';
import { loadLocationPartition, locationStore } from '../../functions/src/store';
import { testLocation } from '../../functions/src/testing/fixtures';
import { DEMO_IDS } from '../../infra/local/seed/demo-data';
import { encodePng } from '../../infra/local/seed/png';
import { LOCATIONS_LIST_COLUMNS } from '../../web/src/testing/spec';
import { signIn, useBrowserStack, type Viewport } from '../support/e2e';
import { adminClient, expectOk, stackDependencies } from '../support/api';
import { locationBody } from '../support/locations';

// The back office's locations (issue 5) in Chromium against the embedded stack: the list with its
// fuzzy search and contacts pop-up, and a location made, edited and given a restaurant.

const e2e = useBrowserStack();

/** A page at this size, signed in to the back office and on `wanted`. */
async function signedIn(viewport: Viewport, wanted: string) {
  const { page } = await e2e.newPage(viewport);
  await signIn(page, e2e.stack, wanted);
  return page;
}

const rows = (page: Page) => page.locator('table tbody tr');

/** A 2400 x 1200 photo-sized gradient, as a PNG. */
function bigPhoto(): Buffer {
  const width = 2400;
  const height = 1200;
  const rgb = new Uint8Array(width * height * 3);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const at = (y * width + x) * 3;
      rgb[at] = x % 256;
      rgb[at + 1] = y % 256;
      rgb[at + 2] = 128;
    }
  }
  return encodePng(width, height, rgb);
}

/** Creates a location through the API, as an admin. */
async function createLocation(name: string) {
  await expectOk(
    adminClient(e2e.stack).post(
      '/api/location/create',
      locationBody({
        name,
        description: 'A test location',
        address: 'Torvet 1',
        zip: '8000',
        city: 'Aarhus',
        phone: '+4586120000',
      }),
    ),
  );
}

describe('the locations list', () => {
  it('lists the demo locations, finds one by a misspelt city and shows its contacts', async () => {
    const page = await signedIn({ width: 1280, height: 900 }, '/be/locations');
    await page.getByRole('heading', { level: 1, name: 'Locations' }).waitFor();
    await expect.poll(() => rows(page).count()).toBeGreaterThanOrEqual(3);
    for (const header of LOCATIONS_LIST_COLUMNS) {
      expect(await page.getByRole('columnheader', { name: header }).count(), header).toBe(1);
    }

    // The demo locations are all in København: a misspelt city finds them, and only them.
    await page.getByPlaceholder('Search locations').fill('Copenhagn');
    await expect
      .poll(() => rows(page).allTextContents())
      .toEqual(expect.arrayContaining([expect.stringContaining('Hotel Nyhavn')]));
    for (const row of await rows(page).allTextContents()) expect(row).toContain('København');
    await page.getByPlaceholder('Search locations').fill('Hotel Kobenhavn');
    await expect
      .poll(() => rows(page).allTextContents())
      .toEqual([expect.stringContaining('Hotel Nyhavn')]);
    await page.getByPlaceholder('Search locations').fill('zzqx');
    await page.getByText('No locations found').waitFor();

    await page.getByPlaceholder('Search locations').fill('');
    await page.getByRole('button', { name: 'Contacts for Hotel Nyhavn' }).click();
    const contacts = page.getByRole('dialog', { name: 'Contacts for Hotel Nyhavn' });
    await contacts.getByText('Reception').waitFor();
    expect(await contacts.textContent()).toContain('+45');
    expect(await contacts.textContent()).toContain('20112233');
  });

  it('shows 4 rows a page at 1000 px, with pagination', async () => {
    // The demo has 3 locations; two more need a second page of 4.
    await createLocation('Aarhus Inn');
    await createLocation('Aarhus Lodge');
    const page = await signedIn({ width: 1000, height: 800 }, '/be/locations');
    await page.getByRole('heading', { level: 1, name: 'Locations' }).waitFor();
    await expect.poll(() => rows(page).count()).toBe(4);
    const pagination = page.getByRole('navigation', { name: 'Pagination' });
    await pagination.getByRole('button', { name: '2' }).click();
    await expect.poll(() => rows(page).count()).toBeGreaterThanOrEqual(1);
    // Wider, all fit on one page of 15 and the pagination goes.
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect.poll(() => page.getByRole('navigation', { name: 'Pagination' }).count()).toBe(0);
  });
});

describe('a new location', () => {
  it('is refused without an email or with a phone that is not a number', async () => {
    const page = await signedIn({ width: 1280, height: 900 }, '/be/location/create');
    const requests: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST') requests.push(new URL(request.url()).pathname);
    });
    await page.getByLabel('Name', { exact: true }).first().fill('Hotel Skagen');
    await page.getByLabel('Phone', { exact: true }).fill('call us');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => page.locator('form.was-validated').count()).toBe(1);
    expect(requests.filter((path) => path.startsWith('/api/location/'))).toEqual([]);
  });

  it('is created with an image and two contacts, edited, and given a restaurant', async () => {
    const page = await signedIn({ width: 1280, height: 900 }, '/be/location/create');
    const form = page.getByRole('form', { name: 'Create location' });
    await form.waitFor();

    // A 2400 x 1200 photo: the browser downscales it before the upload.
    const photo = bigPhoto();
    await page
      .getByLabel('Image')
      .setInputFiles({ name: 'front.png', mimeType: 'image/png', buffer: photo });
    await expect.poll(() => page.locator('img[src]').count()).toBeGreaterThan(0);

    await page.getByLabel('Name', { exact: true }).first().fill('Hotel Skagen');
    await page.getByLabel('Description').fill('By the beach at the top of Jutland.');
    await page.getByLabel('Address').fill('Strandvejen 1');
    await page.getByLabel('Zip').fill('9990');
    await page.getByLabel('City').fill('Skagen');
    await page.getByLabel('Country', { exact: true }).selectOption({ label: 'Denmark' });
    await page.getByLabel('Phone', { exact: true }).fill('98 44 11 22');
    await page.getByLabel('Email').fill('desk@skagen.example');
    for (const [index, [name, phone]] of [
      ['Desk', '20112233'],
      ['Kitchen', '30445566'],
    ].entries()) {
      await page.getByRole('button', { name: 'Add contact' }).click();
      const contact = page.getByRole('group', { name: `Contact ${index + 1}` });
      await contact.getByLabel('Name').fill(name!);
      await contact.getByLabel('Phone number').fill(phone!);
    }
    await page.getByRole('button', { name: 'Save' }).click();

    await page.getByText('Location created successfully').waitFor();
    await expect.poll(() => page.url()).toMatch(/\/be\/location\/[0-9a-f-]{36}\/edit$/);
    const id = /location\/([0-9a-f-]{36})\/edit/.exec(page.url())?.[1] ?? '';

    // The stored image is the downscaled one, with the WebP copies the browser made for the guest
    // pages (issue 14), each served from /images/ at exactly the size its key names.
    const saved = await (
      await page.request.get(`${e2e.stack.baseUrl}/api/location/get/${id}/en`)
    ).json();
    expect(saved.image).toMatch(
      /^uploads\/[0-9a-f-]{36}_1600x800_288x144_480x240_800x400_1200x600\.webp$/,
    );
    const variants = imageVariants(saved.image);
    expect(variants?.derivatives).toHaveLength(4);
    for (const file of [variants!.original, ...variants!.derivatives]) {
      const image = await page.request.get(`${e2e.stack.baseUrl}/images/${file.key}`);
      expect(image.status(), file.key).toBe(200);
      expect(image.headers()['content-type'], file.key).toBe('image/webp');
      expect(inspectImage(new Uint8Array(await image.body())), file.key).toEqual({
        format: 'webp',
        size: { width: file.width, height: file.height },
      });
    }

    // Edit: a new name, and the hotel's restaurant Kajens Deli as a child location.
    await page.getByLabel('Name', { exact: true }).first().fill('Hotel Skagen Strand');
    await page.getByRole('button', { name: 'Add location' }).click();
    const modal = page.getByRole('dialog', { name: 'Add location' });
    await modal.getByRole('checkbox', { name: 'Select Kajens Deli' }).check();
    await modal.getByRole('button', { name: 'OK' }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Location updated successfully').waitFor();
    await page.getByText('Kajens Deli').first().waitFor();

    const guestView = await (
      await page.request.get(`${e2e.stack.baseUrl}/api/location/get/${id}/en`)
    ).json();
    expect(guestView.name).toBe('Hotel Skagen Strand');
    expect(
      guestView.childLocations.map((link: { childLocationId: string }) => link.childLocationId),
    ).toEqual([DEMO_IDS.location.deli]);
  });
});

describe('a location edited in two browsers at once', () => {
  it('refuses the later save with a message, keeping the contact the first one added', async () => {
    const id = randomUUID();
    // Written to the table, with the demo hotel's image, which the form needs and cannot make here.
    const store = stackDependencies(e2e.stack).store;
    const hotel = await locationStore.get(store, DEMO_IDS.location.hotel);
    await locationStore.create(
      store,
      testLocation({ id, name: 'Hotel Rømø', image: hotel!.image }),
    );
    const path = `/be/location/${id}/edit`;
    const viewport = { width: 1280, height: 900 };
    const [first, second] = [await signedIn(viewport, path), await signedIn(viewport, path)];
    for (const page of [first, second]) {
      await page.getByRole('form', { name: 'Edit location' }).waitFor();
    }

    await first.getByRole('button', { name: 'Add contact' }).click();
    const contact = first.getByRole('group', { name: 'Contact 1' });
    await contact.getByLabel('Name').fill('Kitchen');
    await contact.getByLabel('Phone number').fill('20 11 22 33');
    await first.getByRole('button', { name: 'Save' }).click();
    await first.getByText('Location updated successfully').waitFor();

    // The second form was loaded before the kitchen was added: saving it would drop its number.
    await second.getByLabel('Description').fill('Renovated, by the dunes');
    await second.getByRole('button', { name: 'Save' }).click();
    await second.getByRole('alert').getByText(RECORD_CHANGED_MESSAGE).waitFor();

    await second.getByRole('button', { name: 'Reload the location' }).click();
    const kitchen = second.getByRole('group', { name: 'Contact 1' });
    expect(await kitchen.getByLabel('Name').inputValue()).toBe('Kitchen');
    await second.getByLabel('Description').fill('Renovated, by the dunes');
    await second.getByRole('button', { name: 'Save' }).click();
    await second.getByText('Location updated successfully').waitFor();

    const saved = await locationStore.get(store, id);
    expect(saved).toMatchObject({ description: 'Renovated, by the dunes', version: 2 });
    const partition = await loadLocationPartition(store, id);
    expect(partition?.contacts.map((entry) => entry.name)).toEqual(['Kitchen']);
  });
});
