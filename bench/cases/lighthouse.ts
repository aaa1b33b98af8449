import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { BenchContext, CaseResult } from '../lib/context';
import { BASKET_PAGE, HOME_PAGE, HOTEL_PAGE, orderPages, type FirstPage } from '../lib/first-pages';
import { BENCH_DIR } from '../lib/paths';
import { summarize, turned, type Goal, type Row, type Unit } from '../lib/stats';
import { startWorker } from '../lib/worker';
import type { LighthouseAnswer, LighthouseFigures, LighthouseRequest } from '../workers/lighthouse';

// Case 1: Lighthouse (mobile preset) on Inroom's home, guest location and basket pages and a staff
// link's order page (bench/lib/first-pages.ts) against the bare page of the same framework, each
// round running all of them once, in an order that turns round by round so no page always goes
// first after a quiet moment.

type Page = FirstPage;

async function pages(context: BenchContext): Promise<Page[]> {
  if (context.quick) return [HOTEL_PAGE];
  return [HOME_PAGE, HOTEL_PAGE, BASKET_PAGE, ...(await orderPages(await context.stack()))];
}

const BARE = 'bare';

interface Metric {
  key: keyof Pick<
    LighthouseFigures,
    'performance' | 'lcp' | 'cls' | 'tbt' | 'accessibility' | 'seo'
  >;
  label: string;
  unit: Unit;
  /** Issue 14's goals, for the location page. */
  goal?: Goal;
}

const METRICS: Metric[] = [
  {
    key: 'performance',
    label: 'performance',
    unit: 'score',
    goal: { on: 'ratio', op: '>=', limit: 0.95 },
  },
  { key: 'lcp', label: 'LCP', unit: 's', goal: { on: 'ratio', op: '<=', limit: 1.3 } },
  { key: 'cls', label: 'CLS', unit: 'cls', goal: { on: 'value', op: '<', limit: 0.02 } },
  { key: 'tbt', label: 'TBT', unit: 'ms' },
  {
    key: 'accessibility',
    label: 'accessibility',
    unit: 'score',
    goal: { on: 'value', op: '>=', limit: 1 },
  },
  { key: 'seo', label: 'SEO', unit: 'score', goal: { on: 'value', op: '>=', limit: 0.95 } },
];

/** `/basket (2 items)` in round 1: `basket-2-items-round-1.json` in `dir`, which is made if need be. */
function reportFile(dir: string, name: string, round: number): string {
  mkdirSync(dir, { recursive: true });
  const slug = name
    .replace(/\{[^}]*\}/g, '')
    .replace(/[^a-z0-9]+/gi, '-')
    .replace(/^-|-$/g, '');
  return join(dir, `${slug}-round-${round + 1}.json`);
}

/**
 * One Lighthouse run, tried up to three times: now and then Chromium's trace misses the navigation
 * (NO_NAVSTART) on a busy machine, which says nothing about the page. A run that fails three times
 * is left out of the medians and noted.
 */
async function lighthouseRun(
  run: () => Promise<LighthouseAnswer>,
  onGiveUp: (error: string) => void,
): Promise<LighthouseFigures | undefined> {
  let last = '';
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      const answer = await run();
      if ('textFound' in answer) throw new Error('Lighthouse answered a check');
      return answer;
    } catch (error) {
      last = (error instanceof Error ? error.message : String(error)).split('\n')[0] ?? '';
    }
  }
  onGiveUp(`left out after three failed runs (${last})`);
  return undefined;
}

export async function lighthouseCase(context: BenchContext): Promise<CaseResult> {
  const site = await context.site();
  const bare = await context.bare();
  const worker = startWorker<LighthouseRequest, LighthouseAnswer>(
    join(BENCH_DIR, 'workers', 'lighthouse.ts'),
  );
  const notes: string[] = [];
  try {
    const list = await pages(context);
    for (const page of list.filter((entry) => entry.expectText)) {
      const answer = await worker.call({
        url: site.url + page.path,
        check: true,
        ...(page.storage ? { storage: page.storage } : {}),
        ...(page.expectText ? { expectText: page.expectText } : {}),
      });
      if (!('textFound' in answer) || !answer.textFound)
        notes.push(
          `${page.name}: the page did not show "${page.expectText}"; its figures are of what it showed instead`,
        );
    }
    const runs = new Map<string, LighthouseFigures[]>([
      [BARE, []],
      ...list.map((page): [string, LighthouseFigures[]] => [page.name, []]),
    ]);
    const order: (Page | typeof BARE)[] = [BARE, ...list];
    for (let round = 0; round < context.rounds; round += 1) {
      for (const entry of turned(order, round)) {
        const name = entry === BARE ? BARE : entry.name;
        const url = entry === BARE ? `${bare.url}/` : site.url + entry.path;
        const started = Date.now();
        const answer = await lighthouseRun(
          () =>
            worker.call({
              url,
              ...(entry !== BARE && entry.storage ? { storage: entry.storage } : {}),
              ...(context.options.reports
                ? { reportFile: reportFile(context.options.reports, name, round) }
                : {}),
            }),
          (error) => notes.push(`${name}, round ${round + 1}: ${error}`),
        );
        if (!answer) continue;
        runs.get(name)?.push(answer);
        context.log(
          `lighthouse round ${round + 1}/${context.rounds} ${name}: performance ${answer.performance.toFixed(2)}, ` +
            `LCP ${(answer.lcp / 1000).toFixed(2)} s (${((Date.now() - started) / 1000).toFixed(0)} s)`,
        );
      }
    }
    for (const [name, list] of runs)
      if (list.length === 0) throw new Error(`Lighthouse never completed a run of ${name}`);
    const bareRuns = runs.get(BARE) ?? [];
    const rows: Row[] = [];
    for (const page of list) {
      const pageRuns = runs.get(page.name) ?? [];
      for (const metric of METRICS) {
        rows.push({
          case: 'lighthouse',
          figure: `${page.name} ${metric.label}`,
          unit: metric.unit,
          value: summarize(pageRuns.map((run) => run[metric.key])),
          baseline: { label: 'bare', value: summarize(bareRuns.map((run) => run[metric.key])) },
          ...(metric.goal && page.goals ? { goal: metric.goal } : {}),
        });
      }
      const failed = [...new Set(pageRuns.flatMap((run) => run.failed))];
      if (failed.length > 0) notes.push(`${page.name}: audits not passed: ${failed.join(', ')}`);
    }
    const bareFailed = [...new Set(bareRuns.flatMap((run) => run.failed))];
    if (bareFailed.length > 0) notes.push(`bare page: audits not passed: ${bareFailed.join(', ')}`);
    return {
      rows,
      notes,
      details: {
        runs: Object.fromEntries(
          [...runs.entries()].map(([name, list]) => [
            name,
            list.map(({ performance, lcp, fcp, tbt, cls, accessibility, seo }) => ({
              performance,
              lcp: Math.round(lcp),
              fcp: Math.round(fcp),
              tbt: Math.round(tbt),
              cls: Number(cls.toFixed(4)),
              accessibility,
              seo,
            })),
          ]),
        ),
        edge: { inroom: site.counts, bare: bare.counts },
      },
    };
  } finally {
    await worker.stop();
  }
}
