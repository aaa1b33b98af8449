import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, signIn, useBrowserStack, type Viewport } from '../support/e2e';
import { adminClient, expectOk } from '../support/api';
import { locationBody } from '../support/locations';

// Issue 15, item 1: the back-office locations table fits beside the sidebar from 1024 px up, with
// long values cut rather than widening the page, and a click on a row opens the location.

const e2e = useBrowserStack();

const LONG = {
  name: 'Grand Hotel Kongens Nytorv and Conference Centre Copenhagen',
  description:
    'A very long description of a hotel on the square, with its ballroom, its rooftop bar, its spa and every one of its three hundred and twelve rooms described in detail.',
  address: 'Kongens Nytorv 34, Bygning B, 3. sal, indgang fra Bredgade',
  city: 'København K Indre By Nord',
  email: 'reservations.and.room.service.desk@grand-hotel-kongens-nytorv-copenhagen.example',
};

/** Creates the long-valued location through the API, as an admin; returns its id. */
async function createLongLocation(): Promise<string> {
  const { id } = await expectOk<{ id: string }>(
    adminClient(e2e.stack).post(
      '/api/location/create',
      locationBody({
        name: LONG.name,
        description: LONG.description,
        address: LONG.address,
        zip: '1050',
        city: LONG.city,
        email: LONG.email,
      }),
    ),
  );
  return id;
}

async function signedIn(viewport: Viewport) {
  const { page } = await e2e.newPage(viewport);
  await signIn(page, e2e.stack, '/be/locations');
  await page.getByRole('heading', { level: 1, name: 'Locations' }).waitFor();
  return page;
}

/** How far a box reaches past the window's right edge (0 or less: inside). */
async function pastRightEdge(page: Page, selector: string): Promise<number[]> {
  return page.$$eval(selector, (elements) =>
    elements.map((element) => element.getBoundingClientRect().right - window.innerWidth),
  );
}

describe('the back-office locations table (issue 15)', () => {
  it('fits at 1024, 1280 and 1366 px with long values, Add location and every Edit in view', async () => {
    const page = await signedIn({ width: 1024, height: 768 });
    await createLongLocation();
    await page.reload();
    const longRow = page.getByRole('row', { name: new RegExp(LONG.name) });
    await longRow.waitFor();

    for (const viewport of [
      { width: 1024, height: 768 },
      { width: 1280, height: 800 },
      { width: 1366, height: 768 },
    ]) {
      await page.setViewportSize(viewport);
      const at = `${viewport.width} px`;
      await expect
        .poll(() => page.evaluate(() => document.scrollingElement!.scrollWidth - innerWidth), {
          message: `sideways scroll at ${at}`,
        })
        .toBeLessThanOrEqual(0);
      // The table itself fits too: its own region does not have to scroll either.
      const region = await page
        .getByRole('region', { name: 'Locations' })
        .evaluate((element) => element.scrollWidth - element.clientWidth);
      expect(region, `table region scroll at ${at}`).toBeLessThanOrEqual(0);

      const add = await pastRightEdge(page, 'a:text-is("Add location")');
      expect(add, `Add location at ${at}`).toHaveLength(1);
      expect(add[0], `Add location at ${at}`).toBeLessThanOrEqual(0);
      const edits = await pastRightEdge(page, 'table tbody a[aria-label^="Edit "]');
      expect(edits.length, at).toBeGreaterThanOrEqual(4);
      for (const past of edits) expect(past, `an Edit link at ${at}`).toBeLessThanOrEqual(0);

      // Cut values keep the whole text in their title; the address breaks only at its @.
      await expect
        .poll(() => longRow.locator(`[title="${LONG.name}"]`).count(), { message: at })
        .toBe(1);
      const email = longRow.getByRole('link', { name: LONG.email });
      expect(await email.getAttribute('title')).toBe(LONG.email);
      const emailLines = await email.evaluate((link) => {
        const tops = new Set(
          [...link.querySelectorAll('span')].map((part) => part.getBoundingClientRect().top),
        );
        return tops.size;
      });
      expect(emailLines, `e-mail lines at ${at}`).toBeLessThanOrEqual(2);
      const description = page.getByRole('columnheader', { name: 'Description' });
      expect(await description.isVisible(), `Description at ${at}`).toBe(viewport.width >= 1280);
    }
    await expectNoAxeViolations(page);
  });

  it('opens the edit page when a row is clicked, and not when its Contacts button is', async () => {
    const page = await signedIn({ width: 1280, height: 800 });
    const row = page.getByRole('row', { name: /Kajens Deli/ });
    await row.getByRole('button', { name: 'Contacts for Kajens Deli' }).click();
    const dialog = page.getByRole('dialog', { name: 'Contacts for Kajens Deli' });
    await dialog.waitFor();
    expect(new URL(page.url()).pathname).toBe('/be/locations');
    await dialog.getByRole('button', { name: 'Close' }).click();

    await row.getByRole('rowheader', { name: 'Kajens Deli' }).click();
    await expect
      .poll(() => new URL(page.url()).pathname)
      .toMatch(/^\/be\/location\/[0-9a-f-]{36}\/edit$/);
    await page.getByRole('heading', { level: 1, name: 'Edit location' }).waitFor();
    expect(await page.getByLabel('Name', { exact: true }).first().inputValue()).toBe('Kajens Deli');
    await expectNoAxeViolations(page);
  });
});
