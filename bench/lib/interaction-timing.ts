import type { Page } from 'playwright-core';

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
