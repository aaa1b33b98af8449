import { join } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The dependency directions of docs/architecture.md, as the lint rules enforce them:
// web -> shared, functions -> shared, infra -> functions and shared; shared imports nothing of ours
// and no package but zod (its tests add vitest and fast-check).

const root = join(import.meta.dirname, '..', '..');
const eslint = new ESLint({ cwd: root });

async function ruleHits(file: string, code: string, ruleIds: readonly string[]): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(root, file) });
  return (result?.messages ?? [])
    .filter((message) => ruleIds.includes(message.ruleId ?? ''))
    .map((message) => message.message);
}

const restrictedImports = (file: string, code: string): Promise<string[]> =>
  ruleHits(file, code, ['no-restricted-imports']);

describe('import boundaries', () => {
  it.each([
    ['web/src/features/x/probe.ts', "import { routeTable } from '@inroom/functions/routes';"],
    [
      'web/src/features/x/probe.ts',
      "import { startLocalStack } from '../../../../infra/local/stack';",
    ],
    ['web/src/features/x/probe.ts', "import { readFileSync } from 'node:fs';"],
    ['shared/src/probe.ts', "import { routeTable } from '@inroom/functions';"],
    ['shared/src/probe.ts', "import { readFileSync } from 'node:fs';"],
    ['shared/src/probe.ts', "import { useState } from 'react';"],
    ['shared/src/probe.ts', "import { parsePhoneNumber } from 'libphonenumber-js';"],
    ['shared/src/probe.ts', "import fc from 'fast-check';"],
    ['shared/src/probe.test.ts', "import { render } from '@testing-library/react';"],
    ['functions/src/probe.ts', "import { startLocalStack } from '@inroom/infra';"],
    ['functions/src/probe.ts', "import { api } from '../../web/src/app/api';"],
    ['functions/src/probe.ts', "import { ScanCommand } from '@aws-sdk/lib-dynamodb';"],
    ['infra/lib/probe.ts', "import { api } from '../../web/src/app/api';"],
  ])('%s may not: %s', async (file, code) => {
    expect(await restrictedImports(file, `${code}\nexport {};\n`)).not.toEqual([]);
  });

  it.each([
    ['web/src/features/x/probe.ts', "import { EMPTY_GUID } from '@inroom/shared';"],
    ['functions/src/probe.ts', "import { EMPTY_GUID } from '@inroom/shared';"],
    ['shared/src/probe.ts', "import { z } from 'zod';"],
    ['shared/src/probe.ts', "import { EMPTY_GUID } from './ids';"],
    ['shared/src/probe.test.ts', "import fc from 'fast-check';"],
    ['shared/src/probe.test.ts', "import { describe } from 'vitest';"],
    ['functions/src/probe.ts', "import { QueryCommand } from '@aws-sdk/lib-dynamodb';"],
    ['infra/lib/probe.ts', "import { routeTable } from '@inroom/functions/routes';"],
  ])('%s may: %s', async (file, code) => {
    expect(await restrictedImports(file, `${code}\nexport {};\n`)).toEqual([]);
  });
});

// The api and e2e files of a worker share its modules (vitest.config.ts): nothing global is changed.
describe('files that share a worker', () => {
  const SHARED_STATE_RULES = ['no-restricted-properties', 'no-restricted-syntax'];
  it.each([
    ['test/api/probe.test.ts', "vi.mock('node:fs');"],
    ['test/e2e/probe.test.ts', 'vi.useFakeTimers();'],
    ['test/api/probe.test.ts', "vi.stubEnv('TZ', 'UTC');"],
    ['test/support/probe.ts', "process.env.TZ = 'UTC';"],
    // The functions, web and infra files share a worker too: only what Vitest can undo is allowed.
    ['functions/src/probe.test.ts', "process.env.TZ = 'UTC';"],
    ['web/src/probe.test.tsx', 'delete process.env.TZ;'],
    ['infra/lib/probe.test.ts', "process.env.TZ = 'UTC';"],
    // infra has no project for files that replace a module.
    ['infra/lib/probe.test.ts', "vi.mock('node:fs');"],
  ])('%s may not: %s', async (file, code) => {
    const source = `import { vi } from 'vitest';\n${code}\nexport {};\n`;
    expect(await ruleHits(file, source, SHARED_STATE_RULES)).not.toEqual([]);
  });

  it.each([
    ['web/src/probe.test.ts', 'vi.useFakeTimers();'],
    ['functions/src/probe.test.ts', "vi.stubEnv('TZ', 'UTC');"],
    ['functions/src/probe.test.ts', "vi.mock('node:fs');"],
  ])('unit file %s may: %s', async (file, code) => {
    const source = `import { vi } from 'vitest';\n${code}\nexport {};\n`;
    expect(await ruleHits(file, source, SHARED_STATE_RULES)).toEqual([]);
  });
});
