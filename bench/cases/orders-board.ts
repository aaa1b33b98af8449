import { orderStore, type StoredOrder } from '@inroom/functions/store';
import { ORDER_STATUS } from '@inroom/shared';
import type { CDPSession, Page } from 'playwright-core';
import { launchBrowser } from '../../test/support/browser';
import { storeOrders } from '../../test/support/stored-orders';
import type { BenchContext, CaseResult } from '../lib/context';
import { inTurns, MOBILE_CPU_SLOWDOWN } from '../lib/interaction-timing';
import { seedLocation } from '../lib/menus';
import { placeOrder } from '../lib/orders';
import { signIn } from '../lib/sign-in';
import type { TestStack } from '../lib/stack';
import { summarize, type Row } from '../lib/stats';

// Case 10: what the back office's live orders board costs the screen it stays open on all day (a
// reception's tablet): the main thread's busy time a second, over 10 s of the board left alone
// with its clock ticking every second for the countdowns and one poll of the API, on a 4x slower
// CPU. A board of 100 orders (a location's most), about a tenth of them awaiting an answer, against
// a board of 10 orders, a few of them awaiting.

const ORDERS = 100;
const BASELINE_ORDERS = 10;

/** The seeds of the boards' orders (ids come from them too, so the boards differ). */
const SEEDS = new Map([
  [BASELINE_ORDERS, 1],
  [ORDERS, 2],
]);

/** Long enough to hold a poll of the board (every 10 s) and ten ticks of its clock. */
const WATCHED_MS = 10_000;

/** After the board shows its orders: what it started with is done. */
const SETTLED_MS = 2_000;

const HOUR_MS = 3_600_000;

interface Busy {
  task: number;
  script: number;
}

/** An order placed as a guest places one, stored: what the boards' orders are copies of. */
async function templateOrder(stack: TestStack): Promise<StoredOrder> {
  const placed = await placeOrder(stack);
  const template = await orderStore.get(stack.dependencies.store, placed.id);
  if (!template) throw new Error('The placed order was not stored');
  return template;
}

/** The board's orders, written to a location of their own. */
async function seedBoard(stack: TestStack, template: StoredOrder, count: number) {
  const { store } = stack.dependencies;
  const location = await seedLocation(store, `board ${count}`, 0, { withItems: false });
  const now = Date.now();
  const orders = await storeOrders(stack, {
    template,
    location: { id: location.locationId, name: `Bench hotel board ${count}` },
    count,
    seed: SEEDS.get(count) ?? count,
    from: new Date(now - 20 * HOUR_MS),
    to: new Date(now - 60_000),
    // Longer than any run: the countdowns run throughout.
    respondBy: new Date(now + 24 * HOUR_MS),
  });
  const awaiting = orders.filter((order) => order.status === ORDER_STATUS.awaitingResponse);
  if (awaiting.length === 0) throw new Error(`No order of ${count} awaits an answer`);
  return { locationId: location.locationId, count, awaiting: awaiting.length };
}

/** The main thread's busy time so far (Chromium's `Performance` metrics, in seconds). */
async function busySoFar(session: CDPSession): Promise<Busy> {
  const { metrics } = await session.send('Performance.getMetrics');
  const value = (name: string) => metrics.find((metric) => metric.name === name)?.value ?? 0;
  return { task: value('TaskDuration'), script: value('ScriptDuration') };
}

/** Opens the board, waits for its orders, and measures its main thread a second. */
async function watchBoard(
  page: Page,
  baseUrl: string,
  board: { locationId: string; count: number },
): Promise<Busy> {
  await page.goto(`${baseUrl}/be/orders/${board.locationId}`);
  await page
    .locator('.board-order')
    .nth(board.count - 1)
    .waitFor({ timeout: 60_000 });
  await page.waitForTimeout(SETTLED_MS);
  const session = await page.context().newCDPSession(page);
  try {
    await session.send('Performance.enable');
    await session.send('Emulation.setCPUThrottlingRate', { rate: MOBILE_CPU_SLOWDOWN });
    const before = await busySoFar(session);
    await page.waitForTimeout(WATCHED_MS);
    const after = await busySoFar(session);
    await session.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    // The metrics are seconds; the figures are milliseconds a second watched.
    const perSecond = (seconds: number) => (seconds * 1000) / (WATCHED_MS / 1000);
    return {
      task: perSecond(after.task - before.task),
      script: perSecond(after.script - before.script),
    };
  } finally {
    await session.detach();
  }
}

export async function ordersBoardCase(context: BenchContext): Promise<CaseResult> {
  const stack = await context.stack();
  const boards = new Map<number, Awaited<ReturnType<typeof seedBoard>>>();
  const template = await templateOrder(stack);
  for (const count of [BASELINE_ORDERS, ORDERS])
    boards.set(count, await seedBoard(stack, template, count));
  const busy = new Map<number, Busy[]>([...boards.keys()].map((count) => [count, []]));
  const browser = await launchBrowser();
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await signIn(page, stack.baseUrl, stack.admin);
    await inTurns(context.rounds, [...boards.keys()], async (count, round) => {
      const board = boards.get(count);
      if (!board) return;
      const watched = await watchBoard(page, stack.baseUrl, board);
      busy.get(count)?.push(watched);
      context.log(
        `orders board round ${round + 1}/${context.rounds}, ${count} orders ` +
          `(${board.awaiting} awaiting): ${watched.task.toFixed(1)} ms a second busy, ` +
          `${watched.script.toFixed(1)} ms of it script`,
      );
    });
  } finally {
    await browser.close();
  }
  const samples = (count: number, part: keyof Busy) => (busy.get(count) ?? []).map((b) => b[part]);
  const label = (count: number) => `${count} orders, ${boards.get(count)?.awaiting} awaiting`;
  const rows: Row[] = (['task', 'script'] as const).map((part) => ({
    case: 'orders-board',
    figure: `${part === 'task' ? 'main thread busy' : 'of it script'} a second, ${label(ORDERS)}`,
    unit: 'ms',
    value: summarize(samples(ORDERS, part)),
    baseline: { label: label(BASELINE_ORDERS), value: summarize(samples(BASELINE_ORDERS, part)) },
    note: `${MOBILE_CPU_SLOWDOWN}x CPU slowdown; ${WATCHED_MS / 1000} s left open, one poll`,
  }));
  return { rows };
}
