// `npm run bench` (docs/performance.md): builds what it measures, runs every case interleaved with
// its baseline for a number of rounds, prints a table of medians and ratios and writes
// bench/results.json. Not a test: nothing here fails on a slow figure, and `npm test` never runs
// it.
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { firstLoadCase } from './cases/first-load';
import { guestJsCase } from './cases/guest-js';
import { guestViewCase } from './cases/guest-view';
import { itemModalCase } from './cases/item-modal';
import { lambdaCase } from './cases/lambda';
import { lighthouseCase } from './cases/lighthouse';
import { menuBuildCase } from './cases/menu-build';
import { menuSetupCase } from './cases/menu-setup';
import { ordersBoardCase } from './cases/orders-board';
import { paidSmsCase } from './cases/paid-sms';
import { tapToPageCase } from './cases/tap-to-page';
import { BenchContext, type CaseResult } from './lib/context';
import { parseOptions, USAGE, type CaseName } from './lib/options';
import { BENCH_DIR } from './lib/paths';
import {
  gitState,
  machineInfo,
  mergeUpdate,
  readResults,
  writeResults,
  type BenchResults,
} from './lib/results';
import { evaluate, formatTable, type EvaluatedRow } from './lib/stats';

// Lambda runs Node 24; the SDK's notice about Node 20 only adds noise to the bench's output.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

const CASE_RUNNERS: Record<CaseName, (context: BenchContext) => Promise<CaseResult>> = {
  lambda: lambdaCase,
  'guest-js': guestJsCase,
  lighthouse: lighthouseCase,
  'first-load': firstLoadCase,
  'guest-view': guestViewCase,
  'menu-build': menuBuildCase,
  'paid-sms': paidSmsCase,
  'tap-to-page': tapToPageCase,
  'menu-setup': menuSetupCase,
  'item-modal': itemModalCase,
  'orders-board': ordersBoardCase,
};

let options;
try {
  options = parseOptions(process.argv.slice(2));
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(2);
}
if (options.help) {
  console.log(USAGE);
  process.exit(0);
}

// A partial run (--quick or --only) must not replace the full run's committed figures; with
// --update it replaces its own cases' figures in them.
const partial = options.quick || options.only.length < Object.keys(CASE_RUNNERS).length;
const out = resolve(
  options.out ??
    (partial && !options.update
      ? join(tmpdir(), 'inroom-bench-results.json')
      : join(BENCH_DIR, 'results.json')),
);

const started = Date.now();
const loadAtStart = loadavg()[0] ?? 0;
const tempDir = mkdtempSync(join(tmpdir(), 'inroom-bench-'));
const elapsed = () => `${((Date.now() - started) / 1000).toFixed(0).padStart(4)} s`;
const context = new BenchContext(options, tempDir, (line) => console.log(`[${elapsed()}] ${line}`));

let stopping = false;
async function cleanUp() {
  await context.close();
  rmSync(tempDir, { recursive: true, force: true });
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    if (stopping) return;
    stopping = true;
    console.error(`\n${signal}: stopping the stack, servers and browsers`);
    void cleanUp().finally(() => process.exit(130));
  });
}

const rows: EvaluatedRow[] = [];
const notes: string[] = [];
const failures: BenchResults['failures'] = [];
const details: Record<string, unknown> = {};
console.log(
  `npm run bench: ${options.only.join(', ')}; ${options.rounds} round(s)${options.quick ? ', quick' : ''}`,
);
try {
  for (const name of options.only) {
    context.log(`case ${name}`);
    try {
      const result = await CASE_RUNNERS[name](context);
      rows.push(...result.rows.map(evaluate));
      notes.push(...(result.notes ?? []).map((note) => `${name}: ${note}`));
      if (result.details) details[name] = result.details;
    } catch (error) {
      const message = error instanceof Error ? (error.stack ?? error.message) : String(error);
      console.error(`case ${name} failed:\n${message}`);
      failures.push({ case: name, error: message.split('\n')[0] ?? message });
    }
  }
  // Whether Inroom's own server compressed, or only the bench's stand-in for CloudFront did.
  const edge = (
    details.lighthouse as
      { edge?: { inroom?: { originEncoded: number; edgeEncoded: number } } } | undefined
  )?.edge?.inroom;
  if (edge)
    notes.push(
      edge.originEncoded > 0
        ? `compression: the local server compressed ${edge.originEncoded} responses itself; the edge ${edge.edgeEncoded}`
        : `compression: the local server sent nothing compressed; the bench's edge compressed ${edge.edgeEncoded} responses as CloudFront would`,
    );
} finally {
  if (!stopping) await cleanUp();
}

const table = formatTable(rows);
console.log(`\n${table}\n`);
for (const note of notes) console.log(`- ${note}`);
const goals = rows.filter((row) => row.goal);
console.log(
  `\ngoals of issue 14: ${goals.filter((row) => row.meetsGoal).length} met, ${goals.filter((row) => !row.meetsGoal).length} missed` +
    (failures.length > 0
      ? `; ${failures.length} case(s) failed: ${failures.map((failure) => failure.case).join(', ')}`
      : ''),
);

const results: BenchResults = {
  date: new Date(started).toISOString(),
  ...gitState(),
  durationSeconds: Math.round((Date.now() - started) / 1000),
  options: { rounds: options.rounds, quick: options.quick, only: options.only },
  machine: machineInfo(loadAtStart),
  rows,
  notes,
  failures,
  details,
};
await writeResults(out, options.update ? mergeUpdate(readResults(out), results) : results);
console.log(`results: ${out} (${results.durationSeconds} s)`);
process.exit(failures.length > 0 ? 1 : 0);
