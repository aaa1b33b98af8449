import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { DEMO_IDS } from '../../infra/local/seed/demo-data';
import { useBrowserStack } from '../support/e2e';

/**
 * The most JavaScript (gzip -9) a guest may download to see a location page: 1.2 times the bare page
 * of the same framework that `npm run bench` builds (React, a React Router data router and RTK Query
 * fetching one JSON: 119.9 KB; docs/performance.md). The page was 140.0 KB (1.17x) once it recomputed
 * availability on the client, expanded compact views and chose image copies (issue 14). Guests are
 * on phones on slow hotel Wi-Fi; the back office's code must never reach them.
 */
export const GUEST_JS_BUDGET_BYTES = 144 * 1024;

/**
 * Text of React Router's default error page that only its development copy holds, the one its
 * package exports (web/vite/react-router-production.ts).
 */
const REACT_ROUTER_DEV_ONLY = 'Hey developer';

const e2e = useBrowserStack();

describe('what a guest downloads', () => {
  it('stays within the JavaScript budget for a location page, with no back-office code', async () => {
    const { page, context } = await e2e.newPage({ width: 390, height: 844 });
    // The page's scripts and its workers' (the Intl warm-up), read again once the page is closed:
    // a worker that has ended can no longer give its script's body to Playwright.
    const urls = new Set<string>();
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') urls.add(response.url());
    });
    page.on('worker', (worker) => urls.add(worker.url()));
    await page.goto(`${e2e.stack.baseUrl}/location/${DEMO_IDS.location.hotel}`);
    await page.getByRole('heading', { level: 1, name: 'Hotel Nyhavn' }).waitFor();
    await page.waitForLoadState('networkidle');
    await context.close();
    const scripts = new Map<string, number>();
    const devOnly: string[] = [];
    for (const url of urls) {
      const body = Buffer.from(await (await fetch(url)).arrayBuffer());
      scripts.set(url, gzipSync(body, { level: 9 }).length);
      if (body.includes(REACT_ROUTER_DEV_ONLY)) devOnly.push(url);
    }

    const total = [...scripts.values()].reduce((sum, size) => sum + size, 0);
    const report = [...scripts.entries()]
      .map(([url, size]) => `${(size / 1024).toFixed(1)} KB ${new URL(url).pathname}`)
      .join('\n');
    console.info(
      `Guest JavaScript for /location/{id}: ${(total / 1024).toFixed(1)} KB gzip\n${report}`,
    );
    expect(scripts.size).toBeGreaterThan(0);
    expect([...scripts.keys()].some((url) => /backoffice|auth-chunk|amplify/i.test(url))).toBe(
      false,
    );
    expect(total, report).toBeLessThanOrEqual(GUEST_JS_BUDGET_BYTES);
    expect(devOnly, 'React Router built with its dev warnings').toEqual([]);
  });
});
