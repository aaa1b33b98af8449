import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import { DEMO_IDS } from '../../infra/local/seed/demo-data';
import { launchBrowser } from '../../test/support/browser';
import { rawRequest } from '../../test/support/raw-http';
import type { BenchContext, CaseResult } from '../lib/context';
import { summarize } from '../lib/stats';

// Case 2: the JavaScript a guest downloads to see the location page, as test/e2e/bundle-budget
// measures it (each script gzipped at level 9, a figure that does not depend on the edge), and
// what actually crossed the wire through the edge; the same for the bare page. Bytes do not vary
// from run to run, so one load each is enough.

interface Scripts {
  gzip: number;
  transferred: number;
  files: { path: string; gzip: number; transferred: number }[];
}

async function scriptsOf(browser: Browser, url: string, heading: string): Promise<Scripts> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const urls = new Set<string>();
  try {
    const page = await context.newPage();
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') urls.add(response.url());
    });
    page.on('worker', (worker) => urls.add(worker.url()));
    await page.goto(url);
    await page
      .getByText(heading)
      .first()
      .waitFor({ timeout: 30_000 })
      .catch(async (error: unknown) => {
        const shown = await page.evaluate(() => document.body.innerText).catch(() => '');
        throw new Error(`${url} did not show "${heading}"; it showed: ${shown.slice(0, 300)}`, {
          cause: error,
        });
      });
    await page.waitForLoadState('networkidle');
  } finally {
    await context.close();
  }
  const files: Scripts['files'] = [];
  // Asked for again once the page has loaded, as a browser that takes brotli would, rather than
  // read from Playwright's responses: a worker's script (the Intl warm-up) can no longer be read
  // once the worker has ended.
  for (const script of urls) {
    const { body, raw } = await rawRequest(script, { 'accept-encoding': 'br, gzip' });
    files.push({
      path: new URL(script).pathname,
      gzip: gzipSync(body, { level: 9 }).length,
      transferred: raw.length,
    });
  }
  return {
    gzip: files.reduce((sum, file) => sum + file.gzip, 0),
    transferred: files.reduce((sum, file) => sum + file.transferred, 0),
    files,
  };
}

export async function guestJsCase(context: BenchContext): Promise<CaseResult> {
  const site = await context.site();
  const bare = await context.bare();
  const browser = await launchBrowser();
  try {
    const inroom = await scriptsOf(
      browser,
      `${site.url}/location/${DEMO_IDS.location.hotel}`,
      'Hotel Nyhavn',
    );
    const baseline = await scriptsOf(browser, `${bare.url}/`, 'Hotel Nyhavn');
    context.log(
      `guest JS: ${inroom.files.length} scripts, ${(inroom.gzip / 1024).toFixed(1)} KB gzip`,
    );
    const backOffice = inroom.files.filter((file) =>
      /backoffice|auth-chunk|amplify/i.test(file.path),
    );
    return {
      rows: [
        {
          case: 'guest-js',
          figure: '/location/{hotel} scripts, gzip -9',
          unit: 'bytes',
          value: summarize([inroom.gzip]),
          baseline: { label: 'bare', value: summarize([baseline.gzip]) },
          note: `${inroom.files.length} scripts (bare ${baseline.files.length})`,
        },
        {
          case: 'guest-js',
          figure: '/location/{hotel} scripts, on the wire',
          unit: 'bytes',
          value: summarize([inroom.transferred]),
          baseline: { label: 'bare', value: summarize([baseline.transferred]) },
          note: 'as the edge sent them (brotli)',
        },
      ],
      notes:
        backOffice.length > 0
          ? [
              `back-office code reached the guest: ${backOffice.map((file) => file.path).join(', ')}`,
            ]
          : [],
      details: { inroom: inroom.files, bare: baseline.files },
    };
  } finally {
    await browser.close();
  }
}
