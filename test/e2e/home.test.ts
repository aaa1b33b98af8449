import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { useBrowserStack } from '../support/e2e';

const e2e = useBrowserStack();
/** The location page's code: the guest chunk, as Vite names it. */
const LOCATION_PAGE_CODE = /\/assets\/guest-chunk-[^/]+\.js$/;
let page: Page;
let pageErrors: string[];

beforeEach(async () => {
  ({ page, errors: pageErrors } = await e2e.newPage({ width: 390, height: 844 }));
  page.on('console', (message) => {
    if (message.type() === 'error') pageErrors.push(message.text());
  });
});

describe('home page', () => {
  it('lists the demo hotel, and Go opens its location page showing its name', async () => {
    const asked: string[] = [];
    page.on('request', (request) => asked.push(request.url()));
    const codeAhead = page.waitForResponse(LOCATION_PAGE_CODE);
    await page.goto(e2e.stack.baseUrl);
    const picker = page.getByRole('combobox');
    await expect
      .poll(() => picker.locator('option').allTextContents())
      .toEqual(expect.arrayContaining([expect.stringMatching(/Hotel/)]));
    const hotelOption = picker.locator('option', { hasText: /Hotel/ }).first();
    const hotelName = (await hotelOption.textContent())?.trim() ?? '';
    const hotelId = await hotelOption.getAttribute('value');
    // The location page's code is asked for while the guest chooses (next-page-code.ts), once.
    await codeAhead;
    await picker.selectOption({ label: hotelName });
    await page.getByRole('button', { name: 'Go' }).click();
    await page.waitForURL(`**/location/${hotelId}`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(hotelName);
    expect(asked.filter((url) => LOCATION_PAGE_CODE.test(url))).toHaveLength(1);
    expect(pageErrors).toEqual([]);
  });

  it("shows a bar while the location page's code is slow to arrive, and none once it is there", async () => {
    // Held until 1.5 s after the tap: the page asks for this code ahead of the tap, and on slow
    // hotel Wi-Fi it can still be on its way when the guest taps.
    let tapped = () => {};
    const tap = new Promise<void>((resolve) => (tapped = resolve));
    await page.route(LOCATION_PAGE_CODE, async (route) => {
      await tap;
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.goto(e2e.stack.baseUrl);
    const picker = page.getByRole('combobox');
    await expect.poll(() => picker.locator('option').count()).toBeGreaterThan(1);
    await picker.selectOption({ index: 1 });
    await page.getByRole('button', { name: 'Go' }).click();
    tapped();
    // Drawn once the wait has passed what a fast network takes, over the page still shown.
    const bar = page.locator('.navigation-progress');
    await expect.poll(() => bar.evaluate((element) => getComputedStyle(element).opacity)).toBe('1');
    expect(await page.getByRole('heading', { level: 1, name: 'Inroom' }).isVisible()).toBe(true);
    await page.waitForURL('**/location/**');
    await page.getByRole('button', { name: /^Add / }).first().waitFor();
    expect(await bar.count()).toBe(0);
    expect(pageErrors).toEqual([]);
  });

  it('shows the title, a Log in button and the build version string', async () => {
    await page.goto(e2e.stack.baseUrl);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Inroom');
    expect(await page.getByRole('button', { name: 'Log in' }).isVisible()).toBe(true);
    // The screens' texts are marked with their language for screen readers: English here.
    expect(await page.getByRole('main').getAttribute('lang')).toBe('en');
    expect(await page.getByText(/\d+\.\d+\.\d+\+/).count()).toBeGreaterThan(0);
    // The overlay goes once the first data has arrived.
    await expect.poll(() => page.getByText('Loading...').count()).toBe(0);
  });
});

describe('not found', () => {
  it('shows the 404 page for an unknown path, and Go back leaves it', async () => {
    await page.goto(e2e.stack.baseUrl);
    await page.goto(`${e2e.stack.baseUrl}/no/such/page`);
    await expect.poll(() => page.getByText('Page not found').count()).toBeGreaterThan(0);
    expect(await page.getByText('404', { exact: true }).count()).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Go back' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');
  });

  it('shows the 404 page for an unknown location', async () => {
    await page.goto(`${e2e.stack.baseUrl}/location/4b1c8a52-2f7e-4b8e-9a43-0d5b7f1a2c3d`);
    await expect.poll(() => page.getByText('Page not found').count()).toBeGreaterThan(0);
  });
});
