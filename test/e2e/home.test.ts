import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../infra/local/config';
import { launchBrowser } from '../support/browser';
import { startTestStack, type TestStack } from '../support/stack';

let stack: TestStack;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let pageErrors: string[];

beforeAll(async () => {
  if (!existsSync(join(REPO_ROOT, 'web', 'dist', 'index.html'))) {
    throw new Error(
      'web/dist is missing: run `npm run build` before the browser tests (npm test does it for you)',
    );
  }
  [stack, browser] = await Promise.all([startTestStack(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await stack?.close();
});

beforeEach(async () => {
  context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  page = await context.newPage();
  pageErrors = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') pageErrors.push(message.text());
  });
});
afterEach(async () => {
  await context?.close();
});

describe('home page', () => {
  it('lists the demo hotel, and Go opens its location page showing its name', async () => {
    await page.goto(stack.baseUrl);
    const picker = page.getByRole('combobox');
    await expect
      .poll(() => picker.locator('option').allTextContents())
      .toEqual(expect.arrayContaining([expect.stringMatching(/Hotel/)]));
    const hotelOption = picker.locator('option', { hasText: /Hotel/ }).first();
    const hotelName = (await hotelOption.textContent())?.trim() ?? '';
    const hotelId = await hotelOption.getAttribute('value');
    await picker.selectOption({ label: hotelName });
    await page.getByRole('button', { name: 'Go' }).click();
    await page.waitForURL(`**/location/${hotelId}`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(hotelName);
    expect(pageErrors).toEqual([]);
  });

  it('shows the title, a Log in button and the build version string', async () => {
    await page.goto(stack.baseUrl);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Inroom');
    expect(await page.getByRole('button', { name: 'Log in' }).isVisible()).toBe(true);
    expect(await page.getByText(/\d+\.\d+\.\d+\+/).count()).toBeGreaterThan(0);
    // The overlay goes once the first data has arrived.
    await expect.poll(() => page.getByText('Loading...').count()).toBe(0);
  });
});

describe('not found', () => {
  it('shows the 404 page for an unknown path, and Go back leaves it', async () => {
    await page.goto(stack.baseUrl);
    await page.goto(`${stack.baseUrl}/no/such/page`);
    await expect.poll(() => page.getByText('Page not found').count()).toBeGreaterThan(0);
    expect(await page.getByText('404', { exact: true }).count()).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Go back' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');
  });

  it('shows the 404 page for an unknown location', async () => {
    await page.goto(`${stack.baseUrl}/location/4b1c8a52-2f7e-4b8e-9a43-0d5b7f1a2c3d`);
    await expect.poll(() => page.getByText('Page not found').count()).toBeGreaterThan(0);
  });
});
