import { cpSync, mkdtempSync } from 'node:fs';
import { join } from 'node:path';
import { configFromEnvironment, type LocalStackConfig } from '../../infra/local/config';
import { startLocalStack } from '../../infra/local/stack';
import { TEMPLATES_ROOT_ENV } from './stack-templates.global';

// Every api and e2e file starts a stack of its own on fresh data, and seeding the demo data (111
// image files through the S3 stand-in, the catalogue, the Cognito pool and its admin) was more
// than half of each start. A worker seeds once, into a directory it then stops and keeps, and
// each of its stacks starts on a copy: the same data a fresh seed writes, minus the seeding.

/** What the seeded data depends on: a stack configured otherwise seeds for itself. */
const SEED_INPUTS = ['admin', 'tableName', 'imagesBucket', 'region', 'seedDemoData'] as const;

/** Left out of a copy: the stand-in SPA a stack may write beside its data, and a lock file. */
const NOT_DATA = new Set(['web', 'inroom.lock']);

let template: Promise<string> | undefined;

/**
 * A fresh data directory holding the seeded demo data, copied from this process's template, or
 * undefined when the stack should seed for itself: no templates root, or `overrides` change what
 * is seeded or name a data directory of their own.
 */
export async function seededCopy(
  overrides: Partial<LocalStackConfig>,
  newDataDir: () => string,
): Promise<string | undefined> {
  const root = process.env[TEMPLATES_ROOT_ENV];
  if (!root || overrides.dataDir !== undefined) return undefined;
  if (SEED_INPUTS.some((key) => overrides[key] !== undefined)) return undefined;
  template ??= seedTemplate(mkdtempSync(join(root, 'seeded-'))).catch((error: unknown) => {
    template = undefined; // the next stack tries again
    throw error;
  });
  const source = await template;
  const dataDir = newDataDir();
  cpSync(source, dataDir, {
    recursive: true,
    filter: (path) => !NOT_DATA.has(path.slice(source.length + 1)),
  });
  return dataDir;
}

/** Starts a stack on `dataDir` so it seeds, and stops it: its data is the template. */
async function seedTemplate(dataDir: string): Promise<string> {
  const stack = await startLocalStack({
    ...configFromEnvironment({}),
    dataDir,
    port: 0,
    host: '127.0.0.1',
    logLevel: 'WARN',
  });
  await stack.stop();
  return dataDir;
}
