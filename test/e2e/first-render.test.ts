import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { FIRST_RENDER_WAIT_MS } from '../../web/src/boot/first-render';
import { useBrowserStack } from '../support/e2e';
import {
  activeOrdersBanner,
  HOTEL_PATH,
  openAsGuestWhoOrdered,
  openStaffLink,
  PHONE,
} from '../support/first-pages';

// Issue 14: the first page of a visit renders its content in its first render. The boot script
// asked for the page's data while the app's code was on its way, and the app starts the page's
// queries as the page's code arrives, so the page (and the active orders banner above it) find the
// answer when they first render, instead of rendering a loading state and asking in an effect.

const e2e = useBrowserStack();

/** What the page showed of each watched element: the DOM change that first held it, counted. */
type FirstSeen = Record<string, number>;

const WATCHED = {
  loading: '.page--loading',
  hidden: '.guest-layout--waiting',
  heading: 'h1',
  banner: '.active-orders',
  notFound: '.not-found',
} as const;

/**
 * Counts the page's DOM changes from its load on (each React commit is one), noting the first that
 * held each of WATCHED. Call before the page loads; read with `firstSeen`.
 */
async function watchRenders(page: Page) {
  await page.addInitScript((watched: Record<string, string>) => {
    const seen: Record<string, number> = {};
    let changes = 0;
    new MutationObserver(() => {
      changes += 1;
      for (const [name, selector] of Object.entries(watched))
        if (!(name in seen) && document.querySelector(selector)) seen[name] = changes;
      // A loading line once the page has said it found nothing: the page asked again.
      if (
        'notFound' in seen &&
        !('loadingAfterNotFound' in seen) &&
        document.querySelector(watched.loading ?? '')
      )
        seen.loadingAfterNotFound = changes;
    }).observe(document, { subtree: true, childList: true, attributes: true });
    Object.assign(window, { __firstSeen: seen });
  }, WATCHED);
}

const firstSeen = (page: Page): Promise<FirstSeen> =>
  page.evaluate(() => (window as unknown as { __firstSeen: FirstSeen }).__firstSeen);

describe('the first page of a visit, on a phone', () => {
  it('location page: shows the location in its first render, with no loading line', async () => {
    const { page } = await e2e.newPage(PHONE, 'en-GB');
    await watchRenders(page);
    await page.goto(`${e2e.stack.baseUrl}${HOTEL_PATH}`);
    await page.getByRole('heading', { level: 1, name: 'Hotel Nyhavn' }).waitFor();

    const seen = await firstSeen(page);
    expect(seen.heading).toBeGreaterThan(0);
    expect(seen.loading).toBeUndefined();
  });

  it('location page: shows its loading line while a slow answer is on its way, then the location', async () => {
    const { page } = await e2e.newPage(PHONE, 'en-GB');
    await watchRenders(page);
    // Later than the first render waits for it: the app shows its loading line meanwhile.
    await page.route('**/api/location/get/**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, FIRST_RENDER_WAIT_MS + 1500));
      await route.continue();
    });
    await page.goto(`${e2e.stack.baseUrl}${HOTEL_PATH}`);
    await page.getByRole('heading', { level: 1, name: 'Hotel Nyhavn' }).waitFor();

    const seen = await firstSeen(page);
    expect(seen.loading).toBeGreaterThan(0);
    expect(seen.heading).toBeGreaterThan(seen.loading ?? Infinity);
  });

  it('location page, for a guest who has ordered: shows the page and the banner in one render, never hidden', async () => {
    const page = await openAsGuestWhoOrdered(e2e, watchRenders);
    await activeOrdersBanner(page).waitFor();

    const seen = await firstSeen(page);
    expect(seen.banner).toBe(seen.heading);
    // The page waited hidden for the banner (useBannerWait) only while the banner was not ready.
    expect(seen.hidden).toBeUndefined();
    expect(seen.loading).toBeUndefined();
  });

  it('staff link: shows the order in its first render, with no loading line', async () => {
    const page = await openStaffLink(e2e, watchRenders);

    const seen = await firstSeen(page);
    expect(seen.heading).toBeGreaterThan(0);
    expect(seen.loading).toBeUndefined();
  });

  it('location page: an unknown location shows Page not found after its one request, and stays', async () => {
    const { page, errors } = await e2e.newPage(PHONE, 'en-GB');
    await watchRenders(page);
    const requests: string[] = [];
    page.on('request', (request) => requests.push(new URL(request.url()).pathname));
    const unknown = '00000000-0000-4000-8000-00000000dead';
    await page.goto(`${e2e.stack.baseUrl}/location/${unknown}`);
    await page.getByText('Page not found').waitFor();
    await page.waitForLoadState('networkidle');

    expect(requests.filter((path) => path.startsWith('/api/location/get/'))).toEqual([
      `/api/location/get/${unknown}/en`,
    ]);
    // Page not found is not followed by a loading line (a query asked again) and back.
    const seen = await firstSeen(page);
    expect(seen.notFound).toBeGreaterThan(0);
    expect(seen.loadingAfterNotFound).toBeUndefined();
    expect(errors).toEqual([]);
  });
});
