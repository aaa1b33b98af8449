// Finds Debian's Chromium for the browser tests, installing it when missing and possible.
// Never downloads a browser build of its own: only Debian's `chromium` package.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

const CANDIDATES = [
  process.env.CHROMIUM_PATH,
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
].filter(Boolean);
const INSTALL = 'apt-get update && apt-get install -y chromium';

export function findChromium() {
  return CANDIDATES.find((path) => existsSync(path));
}

export function ensureChromium({ log = console.log } = {}) {
  const found = findChromium();
  if (found) return found;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
  if (!isRoot || !hasApt) {
    throw new Error(
      `Chromium was not found (looked at ${CANDIDATES.join(', ')}). The browser tests need Debian's chromium package; run as root:\n  ${INSTALL}\nor set CHROMIUM_PATH to a Chromium binary.`,
    );
  }
  log(`Chromium was not found: installing Debian's chromium package (${INSTALL}) ...`);
  const run = spawnSync('sh', ['-c', `DEBIAN_FRONTEND=noninteractive ${INSTALL}`], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const installed = findChromium();
  if (run.status !== 0 || !installed) {
    throw new Error(`Installing chromium failed (exit ${run.status}). Run as root:\n  ${INSTALL}`);
  }
  log(`Installed ${installed}.`);
  return installed;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    console.log(ensureChromium());
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}
