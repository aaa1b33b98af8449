import { writeFileSync } from 'node:fs';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { launchChromium } from '../lib/chromium';
import { applyStorage, type PageStorage } from '../lib/persisted';
import { serveRequests } from '../lib/worker';

// One Lighthouse run per request, each in a Chromium of its own (empty cache, empty storage but
// what the request puts there), with Lighthouse's default config: the mobile preset (Moto G Power
// screen, simulated slow 4G and a 4x slower CPU).

export interface LighthouseRequest {
  url: string;
  /**
   * localStorage entries the page must find (a guest's persisted basket), set on `storagePath` of
   * the same origin first: a path that loads no script, so nothing of the app is cached before the
   * measured load. Lighthouse then leaves storage (and so the cache) as it is.
   */
  storage?: PageStorage;
  /** With `check`: the text the page must show. */
  expectText?: string;
  /** Only open the page and look for `expectText` (no Lighthouse run). */
  check?: boolean;
  /** Where to write the run's full report (JSON), if anywhere. */
  reportFile?: string;
}

export interface LighthouseFigures {
  performance: number;
  accessibility: number;
  seo: number;
  /** Milliseconds. */
  lcp: number;
  fcp: number;
  tbt: number;
  cls: number;
  /** The audits of accessibility and SEO that did not pass, for the notes. */
  failed: string[];
  /** What Lighthouse warned about (e.g. a page that redirected), if anything. */
  warnings: string[];
}

export type LighthouseAnswer = LighthouseFigures | { textFound: boolean };

const CATEGORIES = ['performance', 'accessibility', 'seo'] as const;

async function setStorage(
  port: number,
  origin: string,
  storage: NonNullable<LighthouseRequest['storage']>,
) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0];
    if (!context) throw new Error('Chromium has no default context');
    await applyStorage(context, origin, storage);
  } finally {
    await browser.close();
  }
}

/**
 * Opens the page as the Lighthouse run would find it and waits for `text`: a setup that went wrong
 * (a basket the app no longer reads) still gets a score, so the case checks it once first.
 */
async function check(request: LighthouseRequest): Promise<boolean> {
  const browser = await launchChromium();
  try {
    const origin = new URL(request.url).origin;
    if (request.storage) await setStorage(browser.port, origin, request.storage);
    const cdp = await chromium.connectOverCDP(`http://127.0.0.1:${browser.port}`);
    try {
      const context = cdp.contexts()[0];
      if (!context) throw new Error('Chromium has no default context');
      const page = await context.newPage();
      await page.goto(request.url);
      return await page
        .getByText(request.expectText ?? '')
        .first()
        .waitFor({ timeout: 20_000 })
        .then(() => true)
        .catch(() => false);
    } finally {
      await cdp.close();
    }
  } finally {
    await browser.stop();
  }
}

async function measure(request: LighthouseRequest): Promise<LighthouseFigures> {
  const browser = await launchChromium();
  try {
    const origin = new URL(request.url).origin;
    if (request.storage) await setStorage(browser.port, origin, request.storage);
    const result = await lighthouse(request.url, {
      port: browser.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
      disableStorageReset: Boolean(request.storage),
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${request.url}`);
    const { lhr } = result;
    if (request.reportFile) writeFileSync(request.reportFile, JSON.stringify(lhr));
    if (lhr.runtimeError)
      throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const score = (name: (typeof CATEGORIES)[number]) => lhr.categories[name]?.score ?? Number.NaN;
    const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    const failed = (['accessibility', 'seo'] as const).flatMap((name) =>
      (lhr.categories[name]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
        .map((ref) => `${name}:${ref.id}`),
    );
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      seo: score('seo'),
      lcp: numeric('largest-contentful-paint'),
      fcp: numeric('first-contentful-paint'),
      tbt: numeric('total-blocking-time'),
      cls: numeric('cumulative-layout-shift'),
      failed,
      warnings: lhr.runWarnings.map(String),
    };
  } finally {
    await browser.stop();
  }
}

serveRequests<LighthouseRequest, LighthouseAnswer>(async (request) =>
  request.check ? { textFound: await check(request) } : measure(request),
);
