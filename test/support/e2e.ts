import { AxeBuilder } from '@axe-core/playwright';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { REPO_ROOT } from '../../infra/local/config';
import { PERSISTED_STATE_KEY, persistedStateText } from '../../web/src/testing/persisted';
import { launchBrowser } from './browser';
import { startTestStack, type TestStack } from './stack';

// What every browser test file shares: the embedded stack and Chromium for the file, a fresh context
// for each page a test opens, signing in to the back office, and the accessibility checks.

export interface Viewport {
  width: number;
  height: number;
  /** Device pixels per CSS pixel, 1 unless given (a phone's is 2 or 3). */
  deviceScaleFactor?: number;
}

export interface OpenedPage {
  page: Page;
  context: BrowserContext;
  /** The page's uncaught exceptions, as they happen. */
  errors: string[];
  /** What the page's content security policy blocked (checked after every test: none allowed). */
  cspViolations: string[];
}

export interface BrowserStack {
  /** The embedded stack, from the file's beforeAll on. */
  readonly stack: TestStack;
  /** Chromium, from the file's beforeAll on. */
  readonly browser: Browser;
  /**
   * A page in a context of its own at this size (and locale, if given), collecting its uncaught
   * exceptions; the context is closed after the test.
   */
  newPage: (viewport: Viewport, locale?: string) => Promise<OpenedPage>;
}

/**
 * The built SPA the browser tests load: web/dist, or INROOM_WEB_ROOT (as for `npm start`) when set,
 * so a build made elsewhere (`vite build --outDir`) can be tested without replacing web/dist.
 */
const webRoot = resolve(process.env.INROOM_WEB_ROOT ?? join(REPO_ROOT, 'web', 'dist'));

function assertWebBuilt() {
  if (!existsSync(join(webRoot, 'index.html'))) {
    throw new Error(
      `${webRoot} has no index.html: run \`npm run build\` before the browser tests (npm test does it for you)`,
    );
  }
}

/**
 * Starts the embedded stack and Chromium before the file's tests and stops them after them, and
 * closes the contexts `newPage` opened after each test. Call it at the top of a test file.
 */
export function useBrowserStack(): BrowserStack {
  let stack: TestStack | undefined;
  let browser: Browser | undefined;
  const contexts = new Set<BrowserContext>();
  const cspViolations: string[] = [];

  beforeAll(async () => {
    assertWebBuilt();
    [stack, browser] = await Promise.all([startTestStack({ webRoot }), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.close();
  });
  afterEach(async () => {
    const open = [...contexts];
    contexts.clear();
    await Promise.all(open.map((context) => context.close()));
    // The stack serves the production CSP: anything it blocks is a feature broken on AWS too.
    const blocked = cspViolations.splice(0);
    expect(blocked, 'blocked by the content security policy').toEqual([]);
  });

  const started = <T>(value: T | undefined, name: string): T => {
    if (value === undefined) throw new Error(`The ${name} is not started: use it inside a test`);
    return value;
  };

  return {
    get stack() {
      return started(stack, 'stack');
    },
    get browser() {
      return started(browser, 'browser');
    },
    async newPage({ deviceScaleFactor, ...viewport }, locale) {
      const context = await started(browser, 'browser').newContext({
        viewport,
        ...(deviceScaleFactor === undefined ? {} : { deviceScaleFactor }),
        ...(locale === undefined ? {} : { locale }),
      });
      contexts.add(context);
      context.once('close', () => contexts.delete(context));
      const page = await context.newPage();
      if (SLOW_NETWORK_LATENCY_MS > 0) await slowDown(context, page, SLOW_NETWORK_LATENCY_MS);
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      const pageViolations: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' && /Content.Security.Policy/i.test(message.text())) {
          pageViolations.push(message.text());
          cspViolations.push(`${page.url()}: ${message.text()}`);
        }
      });
      return { page, context, errors, cspViolations: pageViolations };
    },
  };
}

/**
 * E2E_LATENCY_MS=400 adds that much to every request of every page a test opens (Chromium's own
 * network emulation): a way to look for what only shows on slow hotel Wi-Fi. npm test runs
 * without it; tests that assert timings may not hold with it.
 */
const SLOW_NETWORK_LATENCY_MS = Number(process.env.E2E_LATENCY_MS ?? 0);

async function slowDown(context: BrowserContext, page: Page, latency: number) {
  const session = await context.newCDPSession(page);
  await session.send('Network.enable');
  await session.send('Network.emulateNetworkConditions', {
    offline: false,
    latency,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
}

/**
 * What a page's poll shows by its next answer, without waiting for it: the page's clock
 * (Playwright's, installed with `context.clock.install()` before the page loaded) moves on by the
 * poll's interval, and `shown` is waited for half an interval more, so a page that missed that
 * poll still fails.
 */
export async function shownByNextPoll(page: Page, intervalMs: number, shown: Locator) {
  await page.clock.fastForward(intervalMs);
  await shown.waitFor({ timeout: intervalMs / 2 });
}

/** The page's path and query, e.g. '/login?redirect=%2Fbe%2Fmenu'. */
export function pathOf(page: Page): string {
  const url = new URL(page.url());
  return url.pathname + url.search;
}

/** Fills in the login form and presses Login. */
export async function fillLogin(page: Page, userName: string, password: string) {
  await page.getByLabel('Username').fill(userName);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

/**
 * Opens a back-office page signed out, is sent to login with the page as the redirect, signs in as
 * the stack's admin and is brought back to the page, inside the back-office layout.
 */
export async function signIn(page: Page, stack: TestStack, wanted: string) {
  await page.goto(`${stack.baseUrl}${wanted}`);
  // The first page of a freshly started stack compresses and caches its assets on the way: on a
  // busy 2-core runner the redirect to login has taken seconds, so it gets more than most waits.
  await expect
    .poll(() => pathOf(page), { timeout: 15_000 })
    .toBe(`/login?redirect=${encodeURIComponent(wanted)}`);
  await fillLogin(page, stack.admin.userName, stack.admin.password);
  await expect.poll(() => pathOf(page), { timeout: 15_000 }).toBe(wanted);
  await page.getByRole('navigation', { name: 'Back office' }).waitFor();
}

/**
 * No WCAG 2.1 AA violations by axe, in the whole page or in the `include`d parts of it; judged once
 * running animations (route transitions fade pages in) have finished, so colours are final.
 */
export async function expectNoAxeViolations(page: Page, include: readonly string[] = []) {
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running'),
  );
  // Legacy mode runs axe in the page itself. The default opens a blank page beside it for each
  // check to merge the frames' results: 1.7 s and 2.3 CPU seconds a check on the location page
  // here, against 0.8 and 1.0. The app has no cross-origin frames, the one thing legacy mode skips.
  let axe = new AxeBuilder({ page }).setLegacyMode();
  for (const selector of include) axe = axe.include(selector);
  const results = await axe.withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(
    results.violations.map(
      (violation) =>
        `${violation.id}: ${violation.help} at ${violation.nodes
          .map((node) => `${node.target.join(' ')} (${node.failureSummary ?? ''})`)
          .join('; ')}`,
    ),
  ).toEqual([]);
}

/**
 * Waits until route transitions and other finite animations have finished (a spinner runs for
 * ever): what is on top of what is only settled then, since a route's slide-in transforms it.
 */
export async function waitForFiniteAnimations(page: Page) {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getComputedTiming().endTime === Infinity,
      ),
  );
}

/** The page is no wider than the window: nothing to scroll sideways. */
export async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

/**
 * The browser has these slices of the app's state stored (redux-persist), as if it had opened the
 * app before. Call before the context's first page load.
 */
export async function rememberStoredState(
  context: BrowserContext,
  slices: Record<string, unknown>,
) {
  await context.addInitScript(
    ([key, value]) => {
      if (!localStorage.getItem(key)) localStorage.setItem(key, value);
    },
    [PERSISTED_STATE_KEY, persistedStateText(slices)] as const,
  );
}

/**
 * The browser remembers having placed these orders, as the app keeps them, so the active orders
 * banner asks for them: orders placed through the API, shown to a browser that never placed them
 * itself. Call before the context's first page load.
 */
export async function rememberPlacedOrders(context: BrowserContext, orderIds: readonly string[]) {
  await rememberStoredState(context, { orders: { createdIds: orderIds, dismissedIds: [] } });
}
