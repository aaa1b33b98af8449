// One lint config for the monorepo. The import-boundary rules below enforce the dependency
// directions of docs/architecture.md: shared imports nothing of ours, web never imports functions or
// infra, functions never imports infra or web.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const workspace = (name) => [`@inroom/${name}`, `@inroom/${name}/*`, `**/${name}/**`];

const boundary = (message, names, extraPatterns = [], paths = []) => ({
  'no-restricted-imports': [
    'error',
    {
      paths,
      patterns: [...names.map((name) => ({ group: workspace(name), message })), ...extraPatterns],
    },
  ],
});

// Test files that share a worker (isolate: false) may change the environment only through
// vi.stubEnv, which test/support/reset-after-file.ts undoes when the file ends.
const NO_ENV_WRITES = [
  "AssignmentExpression > MemberExpression.left[object.object.name='process'][object.property.name='env']",
  "UnaryExpression[operator='delete'] > MemberExpression[object.object.name='process'][object.property.name='env']",
].map((selector) => ({
  selector,
  message: 'test files share a worker: use vi.stubEnv, which is undone when the file ends',
}));

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', 'cdk.out/**', '.data/**', '**/*.d.ts'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // shared/ is pure and its only runtime dependency is zod; its tests may add vitest and fast-check.
    files: ['shared/**/*.ts'],
    rules: boundary(
      'shared/ is pure: it imports nothing of ours and no I/O',
      ['functions', 'web', 'infra', 'test'],
      [
        {
          regex: '^(?!\\.|zod$|zod/)',
          message: 'shared/ is pure: it imports only zod and its own files (no Node, AWS or React)',
        },
      ],
    ),
  },
  {
    files: ['shared/**/*.test.ts'],
    rules: boundary(
      'shared/ is pure: it imports nothing of ours and no I/O',
      ['functions', 'web', 'infra', 'test'],
      [
        {
          regex: '^(?!\\.|zod$|zod/|vitest$|fast-check$)',
          message: 'shared/ tests import only zod, vitest, fast-check and shared files',
        },
      ],
    ),
  },
  {
    files: ['functions/**/*.ts'],
    rules: boundary(
      'functions/ may import shared only (never infra, web or test)',
      ['infra', 'web', 'test'],
      [],
      // No Scan on any request path: every read is a Get or a bounded Query (docs/data.md).
      ['@aws-sdk/lib-dynamodb', '@aws-sdk/client-dynamodb'].map((name) => ({
        name,
        importNames: ['ScanCommand', 'paginateScan'],
        message: 'No Scan on a request path: add an access pattern (a key or an index) instead',
      })),
    ),
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...boundary(
        'web/ may import shared only (never functions, infra or test)',
        ['functions', 'infra', 'test'],
        [
          {
            group: ['node:*', '@aws-sdk/*'],
            message: 'web/ runs in the browser: no Node or AWS SDK imports',
          },
        ],
      ),
    },
  },
  {
    // Vite's config and its plugins run in Node at build time, not in the browser.
    files: ['web/vite.config.ts', 'web/vite/**/*.ts'],
    languageOptions: { globals: { ...globals.node } },
    rules: boundary('web/ may import shared only (never functions, infra or test)', [
      'functions',
      'infra',
      'test',
    ]),
  },
  {
    files: ['infra/**/*.ts'],
    rules: boundary('infra/ may import functions and shared (never web or test)', ['web', 'test']),
  },
  {
    // The bench's bare page runs in the browser, like web/, and is the baseline Inroom's pages are
    // measured against: it stays bare, importing none of Inroom (docs/performance.md).
    files: ['bench/bare-page/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...boundary('the bare page imports none of Inroom', [
        'shared',
        'functions',
        'web',
        'infra',
        'test',
      ]),
    },
  },
  {
    // The api and e2e files of one Vitest worker share its modules (isolate: false in
    // vitest.config.ts): what one file mocks or sets globally would reach the next file.
    files: ['test/api/**/*.ts', 'test/e2e/**/*.ts', 'test/support/**/*.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        ...['mock', 'doMock', 'stubEnv', 'useFakeTimers'].map((property) => ({
          object: 'vi',
          property,
          message:
            'api and e2e files share a worker: test against the stack as it runs (a stubbed global is undone in afterAll)',
        })),
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "AssignmentExpression > MemberExpression.left[object.object.name='process'][object.property.name='env']",
          message:
            'api and e2e files share a worker: pass config to startTestStack instead of setting process.env',
        },
      ],
    },
  },
  {
    // The functions and web unit files share their worker's globals too (isolate: false), as do
    // infra's, whose rule below adds the same selectors to its own.
    files: ['functions/src/**/*.test.ts', 'web/src/**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-syntax': ['error', ...NO_ENV_WRITES] },
  },
  {
    // The infra files share their worker's modules (vitest.config.ts has no isolated infra project,
    // unlike functions and web, whose files that replace a module get one).
    files: ['infra/**/*.test.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        ...['mock', 'doMock'].map((property) => ({
          object: 'vi',
          property,
          message:
            'infra files share a worker: a replaced module would reach the next file (test what is built instead)',
        })),
      ],
    },
  },
  {
    // An App given no outdir leaves a cdk.out directory in the OS temp directory, assets and all.
    files: ['infra/**/*.test.ts', 'infra/**/*.fixture.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...NO_ENV_WRITES,
        {
          selector: "NewExpression[callee.name='App']",
          message:
            'use testApp() from infra/lib/testing/temp-dirs.ts: its cloud assembly is removed after the test file',
        },
      ],
    },
  },
  {
    // CommonJS on purpose: a `node --require` preload (infra/local/cognito-preload.cjs).
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
