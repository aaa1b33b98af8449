import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from '../../test/support/browser';
import type { BenchContext, CaseResult } from '../lib/context';
import {
  BASELINE_ITEMS,
  inTurns,
  interactionMenus,
  MOBILE_CPU_SLOWDOWN,
  timedInteractions,
  timeInteractions,
} from '../lib/interaction-timing';
import { summarize, type Row } from '../lib/stats';

// Case 9: a guest's tap on an item's plus button until its modal shows, and Escape until it is
// gone, on the location page of a small menu and of large ones, at a phone's size and CPU
// (Chromium slowed 4x). Nothing but the modal changes, so neither should grow with the items on the
// page. The baseline is the same taps in a 25-item menu. Each is timed in the page
// (interaction-timing.ts); the taps go to the button's place on the screen (Playwright's own click
// would look the button up in the page while it is timed).

/** Opened and closed this many times a menu a round. */
const TAPS = 3;

/** After a tap or Escape: enough for the modal to open or close on the slowed CPU. */
const SETTLE_MS = 900;

/** After the page shows the menu: the rows rendered in the background (useDeferredValue) end. */
const RENDERED_MS = 1_500;

/** A phone's screen, in CSS pixels. */
const PHONE = { width: 390, height: 844 };

const isOpen = (page: Page) => page.evaluate(() => document.querySelector('dialog[open]') !== null);

/** One round of one menu, in a fresh context: each opening's and each closing's ms. */
async function timeModal(browser: Browser, url: string) {
  const context = await browser.newContext({
    viewport: PHONE,
    deviceScaleFactor: 3,
    locale: 'en',
  });
  try {
    const page = await context.newPage();
    await page.goto(url);
    const plus = page.getByRole('button', { name: 'Add Dish number 2 of the house' });
    await plus.waitFor({ timeout: 60_000 });
    await page.waitForTimeout(RENDERED_MS);
    await plus.scrollIntoViewIfNeeded();
    const box = await plus.boundingBox();
    if (!box || box.y < 0 || box.y + box.height > PHONE.height)
      throw new Error('The plus button is not in view');
    await timeInteractions(page, 'click');
    await timeInteractions(page, 'keydown');
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: MOBILE_CPU_SLOWDOWN });
    for (let tap = 0; tap < TAPS; tap += 1) {
      await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
      await page.waitForTimeout(SETTLE_MS);
      if (!(await isOpen(page))) throw new Error('The tap opened no modal');
      await page.keyboard.press('Escape');
      await page.waitForTimeout(SETTLE_MS);
      if (await isOpen(page)) throw new Error('Escape left the modal open');
    }
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    // Taps and keys alternate: opening, closing, opening...
    const durations = await timedInteractions(page);
    if (durations.length !== TAPS * 2) throw new Error(`Timed ${durations.length} of ${TAPS * 2}`);
    return {
      open: durations.filter((_, index) => index % 2 === 0),
      close: durations.filter((_, index) => index % 2 === 1),
    };
  } finally {
    await context.close();
  }
}

export async function itemModalCase(context: BenchContext): Promise<CaseResult> {
  const stack = await context.stack();
  const { sizes, menus } = await interactionMenus(context, 'modal');
  const times = new Map(
    sizes.map((items) => [items, { open: [] as number[], close: [] as number[] }]),
  );
  const browser = await launchBrowser();
  try {
    await inTurns(context.rounds, sizes, async (items, round) => {
      const url = `${stack.baseUrl}/location/${menus.get(items)?.locationId ?? ''}`;
      const { open, close } = await timeModal(browser, url);
      times.get(items)?.open.push(...open);
      times.get(items)?.close.push(...close);
      context.log(
        `item modal round ${round + 1}/${context.rounds}, ${items} items: ` +
          `opened in ${summarize(open).median.toFixed(1)} ms, ` +
          `closed in ${summarize(close).median.toFixed(1)} ms`,
      );
    });
  } finally {
    await browser.close();
  }
  const samples = (items: number, way: 'open' | 'close') => times.get(items)?.[way] ?? [];
  const rows: Row[] = sizes
    .filter((items) => items !== BASELINE_ITEMS)
    .flatMap((items) =>
      (['open', 'close'] as const).map((way) => ({
        case: 'item-modal',
        figure: `${way === 'open' ? 'a tap to an item modal' : 'Escape out of it'}, ${items} items`,
        unit: 'ms' as const,
        value: summarize(samples(items, way)),
        baseline: {
          label: `${BASELINE_ITEMS} items`,
          value: summarize(samples(BASELINE_ITEMS, way)),
        },
        note:
          `${MOBILE_CPU_SLOWDOWN}x CPU slowdown, ${PHONE.width} x ${PHONE.height}; ` +
          'to the frame after its paint',
      })),
    );
  return { rows };
}
