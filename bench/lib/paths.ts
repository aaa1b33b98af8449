import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** bench/, from this file's own place, whatever the working directory. */
export const BENCH_DIR = join(dirname(fileURLToPath(import.meta.url)), '..');
export const REPO_ROOT = join(BENCH_DIR, '..');
