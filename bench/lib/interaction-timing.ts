import type { Page } from 'playwright-core';
import type { BenchContext } from './context';
import { seedLocations, type GeneratedMenu } from './menus';

// How long a tap or a key takes to show its result, timed in the page: from the event's time
// stamp to a task posted from the requestAnimationFrame after it, which runs once the frame that
// shows the change is painted. What Event Timing calls an interaction's duration, without its
// rounding to 8 ms or its 16 ms floor. Nothing else may run in the page meanwhile (Playwright's
// locators poll the page, so a case waits with timers while it times).

/** Lighthouse's mobile CPU slowdown: a phone's or a tablet's main thread. */
export const MOBILE_CPU_SLOWDOWN = 4;

type Timed = 'keydown' | 'click';

interface TimingWindow {
  interactionDurations?: number[];
}

/** Starts timing every `type` event of the page (capturing, so before the app's own handlers). */
export async function timeInteractions(page: Page, type: Timed): Promise<void> {
  await page.evaluate((eventType) => {
    const timed = window as TimingWindow;
    const durations = (timed.interactionDurations ??= []);
    window.addEventListener(
      eventType,
      (event) => {
        requestAnimationFrame(() => {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => durations.push(performance.now() - event.timeStamp);
          channel.port2.postMessage(null);
        });
      },
      { capture: true },
    );
  }, type);
}

/** The durations timed so far, in the order of their events. */
export function timedInteractions(page: Page): Promise<number[]> {
  return page.evaluate(() => (window as TimingWindow).interactionDurations ?? []);
}

/** The menu size every other size of an interaction case is set against. */
export const BASELINE_ITEMS = 25;

/**
 * The generated locations an interaction case times, by their number of items: the baseline's
 * first, then 100 and (unless the run is quick) 500 items.
 */
export async function interactionMenus(
  context: BenchContext,
  label: string,
): Promise<{ sizes: number[]; menus: Map<number, GeneratedMenu> }> {
  const stack = await context.stack();
  const sizes = context.quick ? [BASELINE_ITEMS, 100] : [BASELINE_ITEMS, 100, 500];
  return { sizes, menus: await seedLocations(stack.dependencies.store, label, sizes) };
}

/**
 * Runs `time` for every size once a round, the order turned round by round so no size always
 * goes first after a quiet moment.
 */
export async function inTurns<T>(
  rounds: number,
  sizes: readonly number[],
  time: (items: number, round: number) => Promise<T>,
): Promise<void> {
  for (let round = 0; round < rounds; round += 1) {
    const order = round % 2 === 0 ? sizes : sizes.toReversed();
    for (const items of order) await time(items, round);
  }
}
