import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Where the workers keep their seeded templates (seeded-template.ts). Set by this global setup of
 * the api and e2e projects; without it (the bench, `npm run screens`) every stack seeds afresh.
 */
export const TEMPLATES_ROOT_ENV = 'INROOM_TEST_STACK_TEMPLATES';

/**
 * Vitest global setup of the api and e2e projects: a directory for the workers' seeded templates
 * (seeded-template.ts), set in the environment the workers inherit, and removed when the run ends.
 */
export default function setup(): () => void {
  const root = mkdtempSync(join(tmpdir(), 'inroom-stack-templates-'));
  // Set once in Vitest's main process before its workers start, which inherit it and only read it.
  // eslint-disable-next-line no-restricted-syntax
  process.env[TEMPLATES_ROOT_ENV] = root;
  return () => {
    delete process.env[TEMPLATES_ROOT_ENV];
    rmSync(root, { recursive: true, force: true });
  };
}
