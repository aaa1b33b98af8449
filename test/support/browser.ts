import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

/** Debian's Chromium; `npm test` installs it when missing and passes its path in CHROMIUM_PATH. */
export function chromiumPath(): string {
  const path = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].find(
    (candidate): candidate is string => Boolean(candidate && existsSync(candidate)),
  );
  if (!path) {
    throw new Error(
      'Chromium was not found. Run as root: apt-get update && apt-get install -y chromium (or set CHROMIUM_PATH)',
    );
  }
  return path;
}

/**
 * TOOLCHAIN.md's flags (headless aside, which playwright adds itself): this machine has no
 * internet, and without these Chromium keeps trying to reach Google's hosts.
 */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath(), headless: true, args: CHROMIUM_FLAGS });
}
