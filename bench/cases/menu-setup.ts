import type { Page } from 'playwright-core';
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
import { signIn } from '../lib/sign-in';
import { summarize, type Row } from '../lib/stats';

// Case 8: a key typed in a category's name on the back office's menu setup, for a small menu and
// large ones, on a phone's or a tablet's CPU (Chromium slowed 4x, as Lighthouse's mobile preset
// slows it). The tree changes on every key; what a key costs should not grow with the items the
// page holds. The baseline is the same keys in a 25-item menu. Each key is timed in the page
// (interaction-timing.ts).

/** Typed, then taken back with Backspace: the name ends unchanged, and leaving it saves nothing. */
const TYPED = ' menu';

/** Between two keys: long enough that each key's work and paint end before the next key. */
const KEY_GAP_MS = 200;

/** Opens the menu's setup, slows the CPU, types into the first category's name: each key's ms. */
async function timeKeys(page: Page, baseUrl: string, menuId: string): Promise<number[]> {
  const cdp = await page.context().newCDPSession(page);
  try {
    await page.goto(`${baseUrl}/be/menu/${menuId}/setup`);
    await page.getByRole('button', { name: 'Move Dish number 1 of the house' }).waitFor({
      timeout: 60_000,
    });
    const name = page.getByRole('textbox', { name: 'Category name', exact: true }).first();
    await name.click();
    await page.keyboard.press('End');
    await timeInteractions(page, 'keydown');
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: MOBILE_CPU_SLOWDOWN });
    for (const key of [...TYPED, ...Array.from(TYPED, () => 'Backspace')]) {
      await page.keyboard.press(key === ' ' ? 'Space' : key);
      await page.waitForTimeout(KEY_GAP_MS);
    }
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    const durations = await timedInteractions(page);
    if (durations.length !== TYPED.length * 2)
      throw new Error(`Timed ${durations.length} keys of ${TYPED.length * 2}`);
    return durations;
  } finally {
    await cdp.detach();
  }
}

export async function menuSetupCase(context: BenchContext): Promise<CaseResult> {
  const stack = await context.stack();
  const { sizes, menus } = await interactionMenus(context, 'setup');
  const times = new Map<number, number[]>(sizes.map((items) => [items, []]));
  const browser = await launchBrowser();
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await signIn(page, stack.baseUrl, stack.admin);
    await inTurns(context.rounds, sizes, async (items, round) => {
      const durations = await timeKeys(page, stack.baseUrl, menus.get(items)?.menuId ?? '');
      times.get(items)?.push(...durations);
      const median = summarize(durations).median;
      context.log(
        `menu setup round ${round + 1}/${context.rounds}, ${items} items: ` +
          `${durations.length} keys, median ${median.toFixed(1)} ms`,
      );
    });
  } finally {
    await browser.close();
  }
  const samples = (items: number) => times.get(items) ?? [];
  const rows: Row[] = sizes
    .filter((items) => items !== BASELINE_ITEMS)
    .map((items) => ({
      case: 'menu-setup',
      figure: `a key in a category's name, ${items} items`,
      unit: 'ms',
      value: summarize(samples(items)),
      baseline: { label: `${BASELINE_ITEMS} items`, value: summarize(samples(BASELINE_ITEMS)) },
      note: `${MOBILE_CPU_SLOWDOWN}x CPU slowdown; keydown to the frame after its paint`,
    }));
  return { rows };
}
