import { chromium, type Browser } from 'playwright-core';
import { CHROMIUM_FLAGS, chromiumPath } from '../../test/support/browser';
import type { BenchContext, CaseResult } from '../lib/context';
import { HOTEL_PAGE, orderPages, type FirstPage } from '../lib/first-pages';
import { applyStorage } from '../lib/persisted';
import { MOBILE_CPU_SLOWDOWN } from '../lib/interaction-timing';
import { summarize, turned, type Row } from '../lib/stats';
import { throttle } from '../lib/throttling';

// Case 3: the largest paint of the pages a guest or staff open first, measured in Chromium on a
// phone's CPU and slow 4G (both applied, as a phone lives them), against the bare page in the same
// rounds. Lighthouse (case 1) simulates its LCP from an unthrottled load's trace and network: it
// cannot see the main thread's order of work on a slow CPU (a loading state rendered first, a query
// asked for in an effect after it), which is what this case measures. Each load is in a fresh
// context (an empty cache), in an order that turns round by round.

const BARE = 'bare';

const PHONE = { width: 390, height: 844 };

/**
 * The browser tests' Chromium, without the second parse of the entry chunk that Playwright's
 * DevTools session costs (docs/performance.md, "A trap when timing the main thread with
 * Playwright"): a phone's browser evaluates the entry without it.
 */
const launchMeasuringBrowser = () =>
  chromium.launch({
    executablePath: chromiumPath(),
    headless: true,
    args: [...CHROMIUM_FLAGS, '--js-flags=--no-enable-lazy-source-positions'],
  });

/** What the page painted largest, as the browser reports it (PerformanceObserver). */
function observeLargestPaint() {
  const paints = { lcp: 0 };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) paints.lcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  Object.assign(window, { __benchPaints: paints });
}

/** One load of `url`: the LCP in ms, once the page shows `expectText` and its network is idle. */
async function largestPaint(
  browser: Browser,
  url: string,
  page: Pick<FirstPage, 'storage' | 'expectText'>,
): Promise<number> {
  const context = await browser.newContext({ viewport: PHONE, locale: 'en-GB' });
  try {
    if (page.storage) await applyStorage(context, new URL(url).origin, page.storage);
    const tab = await context.newPage();
    await tab.addInitScript(observeLargestPaint);
    await throttle(context, tab, { cpu: true });
    await tab.goto(url, { timeout: 60_000 });
    if (page.expectText) await tab.getByText(page.expectText).first().waitFor({ timeout: 60_000 });
    await tab.waitForLoadState('networkidle', { timeout: 60_000 });
    const lcp = await tab.evaluate(
      () => (window as unknown as { __benchPaints: { lcp: number } }).__benchPaints.lcp,
    );
    if (!(lcp > 0)) throw new Error(`${url} reported no largest contentful paint`);
    return lcp;
  } finally {
    await context.close();
  }
}

export async function firstLoadCase(context: BenchContext): Promise<CaseResult> {
  const site = await context.site();
  const bare = await context.bare();
  const list = context.quick
    ? [HOTEL_PAGE]
    : [HOTEL_PAGE, ...(await orderPages(await context.stack()))];
  const order: (FirstPage | typeof BARE)[] = [BARE, ...list];
  const times = new Map<string, number[]>();
  const browser = await launchMeasuringBrowser();
  try {
    for (let round = 0; round < context.rounds; round += 1) {
      for (const entry of turned(order, round)) {
        const name = entry === BARE ? BARE : entry.name;
        const url = entry === BARE ? `${bare.url}/` : site.url + entry.path;
        const lcp = await largestPaint(browser, url, entry === BARE ? {} : entry);
        times.set(name, [...(times.get(name) ?? []), lcp]);
        context.log(
          `first load round ${round + 1}/${context.rounds} ${name}: LCP ${lcp.toFixed(0)} ms`,
        );
      }
    }
  } finally {
    await browser.close();
  }
  const rows: Row[] = list.map((page) => ({
    case: 'first-load',
    figure: `${page.name} LCP, measured`,
    unit: 'ms',
    value: summarize(times.get(page.name) ?? []),
    baseline: { label: 'bare', value: summarize(times.get(BARE) ?? []) },
    note: `${MOBILE_CPU_SLOWDOWN}x CPU slowdown and slow 4G, applied; ${PHONE.width} x ${PHONE.height}`,
  }));
  return { rows, notes: [], details: { runs: Object.fromEntries(times) } };
}
