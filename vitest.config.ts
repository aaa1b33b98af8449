import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// One Vitest run covers every workspace (see docs/testing.md). Vitest's default is one worker
// fewer than the cores, which is one worker on the 2-core machines npm test must fit: two take a
// third off the unit layer's time there. Each api and e2e file starts its own embedded stack (and browser)
// on free ports with its own data, so two of them run at once too, and no more: their tests wait
// on real timers (response windows, polling), which a crowded machine would stretch.
const STACK_WORKERS = 2;
/** Seeds each api and e2e worker's demo data once, for its stacks to copy (test/support). */
const STACK_TEMPLATES = 'test/support/stack-templates.global.ts';
/** The unit properties' fixed seed (fast-check's default is a new one each run). */
const FAST_CHECK_SEED = 'test/support/fast-check-seed.ts';
/**
 * The unit projects' limit on one test. Vitest's 5 s is too short for a 2-core runner slower than
 * the one the tests were written on: the DST property test (300 cases, minute by minute) takes
 * 3.8 s here with two workers and timed out at 5.2 s with the machine busy. A limit only stops a
 * test that hangs; a test that asserts a speed states its own bound.
 */
const UNIT_TEST_TIMEOUT_MS = 20_000;
/** The repository: the projects' paths are relative to it, whatever the working directory. */
const ROOT = fileURLToPath(new URL('.', import.meta.url));
/**
 * The test files under `dir` that replace a module (`vi.mock`, `vi.doMock`). The other functions
 * and web files share their worker's modules (and jsdom window) from file to file (isolate: false),
 * which took the web tests from 156 to 73 s and the functions tests from 76 to 40 s on 2 cores; a
 * replaced module would reach the next file, so these few keep a module graph each. Found by
 * reading the files, so a new one is never missed.
 */
function filesReplacingModules(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.test\.tsx?$/.test(file))
    .map((file) => join(dir, file))
    .filter((file) => /\bvi\.(mock|doMock)\(/.test(readFileSync(join(ROOT, file), 'utf8')));
}
const functionsIsolated = filesReplacingModules('functions/src');
const webIsolated = filesReplacingModules('web/src');
/** Undoes what a file stubbed, spied or faked when it ends, for the files that share a worker. */
const RESET_AFTER_FILE = 'test/support/reset-after-file.ts';

// The AWS SDK warns once per test file on Node 20 (this machine's) that its 2027 releases need 22;
// Lambda runs 24, and docs/toolchain.md says so. The workers inherit it.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

export default defineConfig({
  test: {
    maxWorkers: Math.max(STACK_WORKERS, availableParallelism() - 1),
    // `npm test` turns coverage on for the unit layer: the pure domain must stay at 95% or more.
    coverage: {
      provider: 'v8',
      include: ['shared/src/**/*.ts'],
      exclude: ['**/*.test.ts', '**/*.fixture.ts', 'shared/src/testing/**'],
      reporter: ['text-summary'],
      reportsDirectory: 'coverage',
      thresholds: { lines: 95, branches: 95 },
    },
    projects: [
      {
        test: {
          name: 'shared',
          testTimeout: UNIT_TEST_TIMEOUT_MS,
          include: ['shared/src/**/*.test.ts'],
          environment: 'node',
          setupFiles: [FAST_CHECK_SEED],
        },
      },
      {
        test: {
          name: 'functions',
          testTimeout: UNIT_TEST_TIMEOUT_MS,
          include: ['functions/src/**/*.test.ts'],
          exclude: functionsIsolated,
          environment: 'node',
          setupFiles: [FAST_CHECK_SEED, RESET_AFTER_FILE],
          isolate: false,
        },
      },
      {
        test: {
          name: 'functions-isolated',
          testTimeout: UNIT_TEST_TIMEOUT_MS,
          include: functionsIsolated,
          environment: 'node',
          setupFiles: [FAST_CHECK_SEED],
        },
      },
      {
        test: {
          name: 'repo',
          include: ['test/lint/**/*.test.ts', 'bench/**/*.test.ts', 'scripts/**/*.test.mjs'],
          environment: 'node',
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'web',
          testTimeout: UNIT_TEST_TIMEOUT_MS,
          include: ['web/src/**/*.test.{ts,tsx}'],
          exclude: webIsolated,
          environment: 'jsdom',
          setupFiles: [RESET_AFTER_FILE, 'web/src/testing/setup.ts'],
          isolate: false,
        },
      },
      {
        test: {
          name: 'web-isolated',
          testTimeout: UNIT_TEST_TIMEOUT_MS,
          include: webIsolated,
          environment: 'jsdom',
          setupFiles: ['web/src/testing/setup.ts'],
        },
      },
      {
        test: {
          name: 'infra',
          include: ['infra/**/*.test.ts'],
          exclude: ['**/node_modules/**'],
          environment: 'node',
          setupFiles: [RESET_AFTER_FILE, 'infra/lib/testing/setup.ts'],
          testTimeout: 120_000,
          // aws-cdk-lib imported once per worker rather than once per file: 81 to 44 s here. No
          // file replaces a module (a lint rule), and what one stubs is undone when it ends.
          isolate: false,
        },
      },
      {
        test: {
          name: 'api',
          globalSetup: [STACK_TEMPLATES],
          include: ['test/api/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 120_000,
          maxWorkers: STACK_WORKERS,
          // Each file starts its own stack from config passed in (no module-level clients or env),
          // so files can share a worker's modules: importing the stack once per worker instead of
          // once per file took the layer from 165 to 135 s on 2 cores (the two runs back to back).
          isolate: false,
        },
      },
      {
        test: {
          name: 'e2e',
          globalSetup: [STACK_TEMPLATES],
          include: ['test/e2e/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 180_000,
          maxWorkers: STACK_WORKERS,
          // As in the api project: each file starts its own stack and browser (about 194 to 163 s).
          isolate: false,
          // expect.poll waits for what the page and the stack do in answer to a click (a save, a
          // redirect): a second, Vitest's default, is short for that on a busy 2-core runner, where
          // Playwright's own waits allow 30 s. Timings a test asserts have their own limits.
          expect: { poll: { timeout: 10_000 } },
        },
      },
    ],
  },
});
