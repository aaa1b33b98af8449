import { describe, expect, it } from 'vitest';
import { DEMO_IDS } from '../../infra/local/seed/demo-data';
import { expectNoAxeViolations, expectNoSidewaysScroll, useBrowserStack } from '../support/e2e';

const e2e = useBrowserStack();

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
    const { page } = await e2e.newPage({ width: 360, height: 740 });
    await page.goto(`${e2e.stack.baseUrl}${path}`);
    await page.getByText(text, { exact: true }).first().waitFor();
    await expect.poll(() => page.getByText('Loading...').count()).toBe(0);
    await expectNoAxeViolations(page);
    await expectNoSidewaysScroll(page);
  });
});
