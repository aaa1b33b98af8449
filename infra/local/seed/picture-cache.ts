import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { REPO_ROOT } from '../config';

// Painting and encoding the demo pictures takes a few seconds of CPU, and every test stack seeds a
// fresh table: the files are kept on disk, keyed by everything that makes their bytes.

const CACHE_DIR = join(REPO_ROOT, 'node_modules', '.cache', 'inroom-demo-pictures');

/**
 * The painter's and the encoders' code: changing either paints every picture afresh. Found from
 * the repository's root, not this file's URL: the crash test runs the stack bundled into one file.
 */
const MAKERS = [
  readFileSync(join(REPO_ROOT, 'infra', 'local', 'seed', 'png.ts')),
  readFileSync(join(REPO_ROOT, 'infra', 'local', 'seed', 'webp.ts')),
  (createRequire(import.meta.url)('@jsquash/webp/package.json') as { version: string }).version,
];

/** The file `make` makes for `description` (what it paints, at which size, in which format). */
export async function cachedPicture(
  description: object,
  make: () => Buffer | Promise<Buffer>,
): Promise<Buffer> {
  const hash = createHash('sha256');
  for (const maker of MAKERS) hash.update(maker);
  hash.update(JSON.stringify(description));
  const path = join(CACHE_DIR, `${hash.digest('hex')}.bin`);
  try {
    return readFileSync(path);
  } catch {
    // Not made yet on this machine.
  }
  const bytes = await make();
  try {
    mkdirSync(CACHE_DIR, { recursive: true });
    // Two stacks may seed at once: a file appears whole or not at all.
    const partial = `${path}.${process.pid}.partial`;
    writeFileSync(partial, bytes);
    renameSync(partial, path);
  } catch {
    // A read-only checkout paints on every seed instead.
  }
  return bytes;
}
