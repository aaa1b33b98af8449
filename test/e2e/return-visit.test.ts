import { describe, expect, it } from 'vitest';
import { DEMO_IDS } from '../../infra/local/seed/demo-data';
import { useBrowserStack } from '../support/e2e';

// Issue 14: a guest coming back to a location page asks for its view again (the browser's copy is
// never fresh: max-age=0) with the entity tag it was sent, and an unchanged view costs no body.

const e2e = useBrowserStack();

/** What crossed the wire for one request, as Chrome DevTools' Network events report it. */
interface WireExchange {
  url: string;
  ifNoneMatch?: string;
  status?: number;
  etag?: string;
}

describe('a guest coming back to a location page', () => {
  it('asks for the view with its tag, and gets it back from the cache for a bodiless 304', async () => {
    const { page, context } = await e2e.newPage({ width: 390, height: 844 }, 'en-GB');
    const network = await context.newCDPSession(page);
    await network.send('Network.enable');
    const exchanges = new Map<string, WireExchange>();
    const exchange = (requestId: string) => {
      const known = exchanges.get(requestId) ?? { url: '' };
      exchanges.set(requestId, known);
      return known;
    };
    network.on('Network.requestWillBeSent', (event) => {
      exchange(event.requestId).url = new URL(event.request.url).pathname;
    });
    network.on('Network.requestWillBeSentExtraInfo', (event) => {
      // Raw headers, named as the browser sent them (If-None-Match).
      const [, value] =
        Object.entries(event.headers).find(([name]) => name.toLowerCase() === 'if-none-match') ??
        [];
      exchange(event.requestId).ifNoneMatch = value;
    });
    network.on('Network.responseReceivedExtraInfo', (event) => {
      Object.assign(exchange(event.requestId), {
        status: event.statusCode,
        etag: event.headers['etag'],
      });
    });
    const view = `/api/location/get/${DEMO_IDS.location.hotel}/en`;
    const sent = () => [...exchanges.values()].filter((entry) => entry.url === view);

    await page.goto(`${e2e.stack.baseUrl}/location/${DEMO_IDS.location.hotel}`);
    await page.getByRole('heading', { level: 1, name: 'Hotel Nyhavn' }).waitFor();
    await expect.poll(() => sent().map((entry) => entry.status)).toEqual([200]);
    const tag = sent()[0]?.etag;
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
    await expect.poll(() => sent()[1]).toMatchObject({ ifNoneMatch: tag, status: 304, etag: tag });
  });
});
