import { AxeBuilder } from '@axe-core/playwright';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_IDS } from '../../infra/local/seed/demo-data';
import { launchBrowser } from '../support/browser';
import { startTestStack, type TestStack } from '../support/stack';

let stack: TestStack;
let browser: Browser;

beforeAll(async () => {
  [stack, browser] = await Promise.all([startTestStack(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await stack?.close();
});

// Guests are on phones; each page is checked at a phone's width with axe's WCAG 2.1 AA rules.
describe.each([
  ['home', '/', 'Inroom'],
  ['location page', `/location/${DEMO_IDS.location.hotel}`, 'Hotel Nyhavn'],
  ['not found', '/no/such/page', 'Page not found'],
  ['basket', '/basket', 'Your basket'],
  ['terms', '/termsandconditions', 'Terms and conditions'],
  ['a restaurant', `/location/${DEMO_IDS.location.ankeret}`, 'Restaurant Ankeret'],
])('%s', (_name, path, text) => {
  it('has no WCAG 2.1 AA violations and is usable at 360 px without sideways scrolling', async () => {
    const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
    try {
      const page = await context.newPage();
      await page.goto(`${stack.baseUrl}${path}`);
      await page.getByText(text, { exact: true }).first().waitFor();
      await expect.poll(() => page.getByText('Loading...').count()).toBe(0);
      // Route transitions fade pages in: judge colours once they have finished.
      await page.waitForFunction(() =>
        document.getAnimations().every((animation) => animation.playState !== 'running'),
      );
      const results = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
        .analyze();
      expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual(
        [],
      );
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
    } finally {
      await context.close();
    }
  });
});
