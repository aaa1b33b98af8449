import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_IDS } from '../../infra/local/seed/demo-data';
import { useBrowserStack } from '../support/e2e';

// Issue 14: what a guest coming back to a location page downloads again. The page asks for its
// view again (the browser's copy is never fresh: max-age=0) with the entity tag it was sent, and an
// unchanged view costs no body; the tab's icon is a hashed file kept for a year.

const e2e = useBrowserStack();

/** What crossed the wire for one request, as Chrome DevTools' Network events report it. */
interface WireExchange {
  path: string;
  ifNoneMatch?: string;
  status?: number;
  headers?: Record<string, string>;
}

/** Raw headers are named as the browser sent them (If-None-Match) or the server (etag). */
const header = (headers: Record<string, string>, name: string) =>
  Object.entries(headers).find(([key]) => key.toLowerCase() === name)?.[1];

/**
 * Every request the page sends from now on, with its If-None-Match and the status and headers that
 * came back over the wire (a 304 the browser turned into its cached 200 shows as 304).
 */
async function recordWire(page: Page, context: BrowserContext): Promise<() => WireExchange[]> {
  const network = await context.newCDPSession(page);
  await network.send('Network.enable');
  const exchanges = new Map<string, WireExchange>();
  const exchange = (requestId: string) => {
    const known = exchanges.get(requestId) ?? { path: '' };
    exchanges.set(requestId, known);
    return known;
  };
  network.on('Network.requestWillBeSent', (event) => {
    exchange(event.requestId).path = new URL(event.request.url).pathname;
  });
  network.on('Network.requestWillBeSentExtraInfo', (event) => {
    exchange(event.requestId).ifNoneMatch = header(event.headers, 'if-none-match');
  });
  network.on('Network.responseReceivedExtraInfo', (event) => {
    Object.assign(exchange(event.requestId), { status: event.statusCode, headers: event.headers });
  });
  return () => [...exchanges.values()];
}

const hotelPath = `/location/${DEMO_IDS.location.hotel}`;
const heading = (page: Page) => page.getByRole('heading', { level: 1, name: 'Hotel Nyhavn' });

describe('a guest coming back to a location page', () => {
  it('asks for the view with its tag, and gets it back from the cache for a bodiless 304', async () => {
    const { page, context } = await e2e.newPage({ width: 390, height: 844 }, 'en-GB');
    const wire = await recordWire(page, context);
    const view = `/api/location/get/${DEMO_IDS.location.hotel}/en`;
    const sent = () => wire().filter((entry) => entry.path === view);

    await page.goto(`${e2e.stack.baseUrl}${hotelPath}`);
    await heading(page).waitFor();
    await expect.poll(() => sent().map((entry) => entry.status)).toEqual([200]);
    const tag = header(sent()[0]?.headers ?? {}, 'etag');
    expect(tag).toMatch(/^W\/"/);

    // What the browser does on a return after the half-minute of stale-while-revalidate, asked for
    // at once: a request that must check its copy with the server.
    const again = await page.evaluate(
      async (path) =>
        ((await (await fetch(path, { cache: 'no-cache' })).json()) as { id: string }).id,
      view,
    );
    expect(again).toBe(DEMO_IDS.location.hotel);
    await expect.poll(() => sent().length).toBe(2);
    await expect.poll(() => sent()[1]).toMatchObject({ ifNoneMatch: tag, status: 304 });
  });

  it('shows the app’s icon, a hashed file kept a year, rather than asking for /favicon.ico', async () => {
    const { page, context } = await e2e.newPage({ width: 390, height: 844 });
    const wire = await recordWire(page, context);
    await page.goto(`${e2e.stack.baseUrl}${hotelPath}`);
    await heading(page).waitFor();
    const icon = await page.locator('link[rel="icon"]').getAttribute('href');
    expect(icon).toMatch(/^\/assets\/icon-[\w-]+\.svg$/);
    // The browser asks for a tab's icon once the page has loaded: for the linked one, or else for
    // /favicon.ico, which has no file and would get the app's page.
    const iconAnswer = () => wire().find((entry) => entry.path === icon);
    await expect.poll(() => iconAnswer()?.status).toBe(200);
    const headers = iconAnswer()?.headers ?? {};
    expect(header(headers, 'content-type')).toBe('image/svg+xml');
    expect(header(headers, 'cache-control')).toContain('immutable');
    expect(wire().filter((entry) => entry.path === '/favicon.ico')).toEqual([]);
  });
});
