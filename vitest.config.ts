import { defineConfig } from 'vitest/config';

// One Vitest run covers every workspace (see docs/testing.md). The api and e2e projects start their
// own embedded stack, so they run their files one at a time.
export default defineConfig({
  test: {
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
      { test: { name: 'shared', include: ['shared/src/**/*.test.ts'], environment: 'node' } },
      { test: { name: 'functions', include: ['functions/src/**/*.test.ts'], environment: 'node' } },
      {
        test: {
          name: 'repo',
          include: ['test/lint/**/*.test.ts', 'bench/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'web',
          include: ['web/src/**/*.test.{ts,tsx}'],
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
          testTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'api',
          include: ['test/api/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['test/e2e/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
