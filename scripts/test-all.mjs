// `npm test`: every layer that needs no cloud, with one closing line over them all: typecheck and
// lint at once, then in order unit (shared, functions, web), infra (CDK assertions, local stack
// parts), api (HTTP against the embedded stack) and e2e (Debian's Chromium through playwright-core).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureChromium } from './ensure-chromium.mjs';
import { runBuffered } from './run-buffered.mjs';
import { failureReport, failuresIn } from './test-failures.mjs';

const reportDir = mkdtempSync(join(tmpdir(), 'inroom-test-report-'));
const results = [];
/** Each failed test or file, named again just above the summary: CI keeps only an output's tail. */
const failures = [];
const started = Date.now();

function run(command, args, env = {}) {
  const child = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return child.status === 0;
}

/**
 * Checks that are each one pass or one fail (typecheck, lint), run at once: the typecheck ends
 * long before ESLint and Prettier, which lint runs side by side. Each one's output is printed
 * whole, in order, when all have ended.
 */
async function checks(list) {
  const finished = await Promise.all(
    list.map(async ({ layer, command, args }) => ({
      layer,
      ...(await runBuffered(command, args)),
    })),
  );
  for (const { layer, ok, output, seconds } of finished) {
    console.log(`\n=== ${layer} ===`);
    if (output) process.stdout.write(output);
    results.push({ layer, passed: ok ? 1 : 0, failed: ok ? 0 : 1, skipped: 0, seconds });
    if (!ok) failures.push({ layer, where: 'its output above', message: output });
  }
}

/**
 * A Vitest run over some projects, counted test by test from its JSON report. `headed`: the
 * layer's heading is printed already (e2e prints it before finding the browser).
 */
function vitest(layer, projects, { env = {}, extraArgs = [], headed = false } = {}) {
  const layerStart = Date.now();
  if (!headed && !results.some((result) => result.layer === layer))
    console.log(`\n=== ${layer} ===`);
  const report = join(reportDir, `${layer}-${results.length}.json`);
  const args = [
    'node_modules/vitest/vitest.mjs',
    'run',
    ...projects.flatMap((project) => ['--project', project]),
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${report}`,
    ...extraArgs,
  ];
  const ok = run(process.execPath, args, env);
  let counts;
  try {
    const json = JSON.parse(readFileSync(report, 'utf8'));
    failures.push(...failuresIn(layer, json));
    const failedSuites = json.numFailedTestSuites ?? 0;
    counts = {
      passed: json.numPassedTests,
      // A file that fails to load has no failed tests but a failed suite: count it, never hide it.
      failed:
        json.numFailedTests + (json.numFailedTests === 0 && failedSuites > 0 ? failedSuites : 0),
      skipped: (json.numPendingTests ?? 0) + (json.numTodoTests ?? 0),
    };
    if (!ok && counts.failed === 0) counts.failed = 1;
    if (counts.passed + counts.failed === 0) counts.failed = 1; // a layer that ran no test has failed
  } catch {
    counts = { passed: 0, failed: 1, skipped: 0 };
  }
  record({ layer, ...counts, seconds: (Date.now() - layerStart) / 1000 });
}

/** A layer's counts and time; a layer run in parts (unit) adds each part to its line. */
function record(result) {
  const earlier = results.find(({ layer }) => layer === result.layer);
  if (!earlier) return results.push(result);
  for (const key of ['passed', 'failed', 'skipped', 'seconds']) earlier[key] += result[key];
}

await checks([
  { layer: 'typecheck', command: process.execPath, args: ['scripts/typecheck.mjs'] },
  { layer: 'lint', command: 'npm', args: ['run', 'lint', '--silent'] },
]);
// Coverage is of shared/src by its own tests (a threshold in vitest.config.ts), so only that run
// pays for it: V8's coverage slowed the functions and web tests by a tenth to a sixth.
vitest('unit', ['shared'], { extraArgs: ['--coverage.enabled'] });
vitest('unit', ['functions', 'functions-isolated', 'web', 'web-isolated', 'repo']);
vitest('infra', ['infra']);
vitest('api', ['api']);

console.log('\n=== e2e ===');
let chromium;
try {
  chromium = ensureChromium();
} catch (error) {
  console.error(error.message);
}
if (!chromium) {
  results.push({ layer: 'e2e', passed: 0, failed: 1, skipped: 0, seconds: 0 });
} else if (!run('npm', ['run', 'build', '-w', '@inroom/web', '--silent'])) {
  console.error('The web build failed, so the browser tests cannot run.');
  results.push({ layer: 'e2e', passed: 0, failed: 1, skipped: 0, seconds: 0 });
} else {
  vitest('e2e', ['e2e'], { env: { CHROMIUM_PATH: chromium }, headed: true });
}

rmSync(reportDir, { recursive: true, force: true });
const total = results.reduce(
  (sum, result) => ({
    passed: sum.passed + result.passed,
    failed: sum.failed + result.failed,
    skipped: sum.skipped + result.skipped,
  }),
  { passed: 0, failed: 0, skipped: 0 },
);
const failedLines = failureReport(failures);
if (failedLines.length > 0) console.log(`\n${failedLines.join('\n')}`);
console.log('\nSummary');
for (const result of results) {
  console.log(
    `  ${result.layer.padEnd(10)} ${String(result.passed).padStart(4)} passed ${String(result.failed).padStart(3)} failed` +
      `${result.skipped ? ` ${result.skipped} skipped` : ''}  (${result.seconds.toFixed(1)} s)`,
  );
}
console.log(`  total time ${((Date.now() - started) / 1000).toFixed(0)} s\n`);
console.log(
  `${total.passed} passed, ${total.failed} failed${total.skipped ? `, ${total.skipped} skipped` : ''}`,
);
process.exit(total.failed === 0 ? 0 : 1);
