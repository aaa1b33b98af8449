import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FunctionGroup } from '@inroom/functions/routes';

// Paths are derived from this file's own location, not process.cwd(), so the stack synthesizes the
// same from `cdk synth` (run at the repo root), Vitest (any cwd) or an editor's test runner.
const require = createRequire(import.meta.url);

function findRepoRoot(start: string): string {
  let dir = start;
  // The npm workspace root is the directory holding the lock file the Lambda bundles are built from.
  while (!existsSync(join(dir, 'package-lock.json'))) {
    const parent = dirname(dir);
    if (parent === dir)
      throw new Error(`No package-lock.json above ${start}: is this the Inroom repository?`);
    dir = parent;
  }
  return dir;
}

export const repoRoot = findRepoRoot(dirname(fileURLToPath(import.meta.url)));

export const lockFilePath = join(repoRoot, 'package-lock.json');

/** Where `npm run build` puts the SPA; the app passes it to the stack. */
export const webDistDir = join(repoRoot, 'web', 'dist');

/**
 * The Lambda entry of a function group, resolved through the functions package's own `exports` map
 * (`./lambda/*`), so a move inside functions/ only has to update that map.
 */
export function lambdaEntry(group: FunctionGroup): string {
  return require.resolve(`@inroom/functions/lambda/${group}`);
}
