import { countStoreCalls } from '@inroom/functions/store';
import type { BenchContext, CaseResult } from '../lib/context';
import { itemCreateBody, seedLocation } from '../lib/menus';
import { summarize, type Row } from '../lib/stats';

// Case 4, second part: a menu of 100 and one of 500 items built through the API as the back office
// builds one, one menuitem/create after another (the location, menu, categories and reusable groups
// written through the stores first). Once per run, not per round: the 500-item build is the
// slowest thing the bench does, and what it shows (how the cost grows with the menu) does not need
// a median to be seen.

export async function menuBuildCase(context: BenchContext): Promise<CaseResult> {
  const stack = await context.stack();
  const token = await stack.adminToken();
  const sizes = context.quick ? [20, 100] : [100, 500];
  const totals: number[] = [];
  const lastCreateCalls: number[] = [];
  /** The times of the last tenth of each build's creates: what one more item costs at that size. */
  const lastTenths: number[][] = [];
  const details: Record<string, unknown>[] = [];
  for (const items of sizes) {
    const menu = await seedLocation(stack.dependencies.store, `build ${items}`, items, {
      withItems: false,
    });
    const perItem: number[] = [];
    let lastCalls = 0;
    const started = performance.now();
    for (let index = 0; index < items; index += 1) {
      const last = index === items - 1;
      const counter = last ? countStoreCalls(stack.dependencies.store) : undefined;
      const itemStarted = performance.now();
      const response = await stack.request('/api/menuitem/create', {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify(itemCreateBody(menu, index)),
      });
      const text = await response.text();
      perItem.push(performance.now() - itemStarted);
      if (counter) {
        lastCalls = counter.total();
        counter.detach();
      }
      if (!response.ok)
        throw new Error(
          `menuitem/create of item ${index + 1} answered ${response.status}: ${text}`,
        );
    }
    const total = performance.now() - started;
    totals.push(total);
    lastCreateCalls.push(lastCalls);
    const tenth = Math.max(1, Math.floor(items / 10));
    lastTenths.push(perItem.slice(-tenth));
    details.push({
      items,
      totalMs: Math.round(total),
      firstTenthMsPerItem: Math.round(perItem.slice(0, tenth).reduce((a, b) => a + b, 0) / tenth),
      lastTenthMsPerItem: Math.round(perItem.slice(-tenth).reduce((a, b) => a + b, 0) / tenth),
      storeCallsOfLastCreate: lastCalls,
    });
    context.log(
      `menu build: ${items} items in ${(total / 1000).toFixed(1)} s, the last create ${lastCalls} store calls`,
    );
  }
  const [small, large] = sizes as [number, number];
  const [smallTotal, largeTotal] = totals as [number, number];
  const [smallCalls, largeCalls] = lastCreateCalls as [number, number];
  const rows: Row[] = [
    {
      case: 'menu-build',
      figure: `${small} items through menuitem/create`,
      unit: 's',
      value: summarize([smallTotal]),
    },
    {
      case: 'menu-build',
      figure: `${large} items through menuitem/create`,
      unit: 's',
      value: summarize([largeTotal]),
      baseline: { label: `${small} items`, value: summarize([smallTotal]) },
      ...(context.quick ? {} : { goal: { on: 'ratio', op: '<=', limit: 3 } as const }),
    },
    {
      case: 'menu-build',
      figure: `one create, the last tenth of ${large}`,
      unit: 'ms',
      value: summarize(lastTenths[1] as number[]),
      baseline: { label: `of ${small}`, value: summarize(lastTenths[0] as number[]) },
      note: 'flat when a write does not grow with the menu',
    },
    {
      case: 'menu-build',
      figure: `store calls of the ${large}th create`,
      unit: 'count',
      value: summarize([largeCalls]),
      baseline: { label: `${small}th`, value: summarize([smallCalls]) },
    },
  ];
  return { rows, details: { builds: details } };
}
