import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readlinkSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { CHROMIUM_FLAGS as BROWSER_TEST_FLAGS, chromiumPath } from '../../test/support/browser';

/** The browser tests' flags (TOOLCHAIN.md), headless: the bench starts Chromium itself. */
export const CHROMIUM_FLAGS = ['--headless', ...BROWSER_TEST_FLAGS];

export interface Chromium {
  /** Its DevTools port on 127.0.0.1 (what Lighthouse and playwright's connectOverCDP take). */
  port: number;
  stop: () => Promise<void>;
}

/**
 * Removes a profile and the directory in which Chromium kept the profile's singleton socket, under
 * the system's temporary directory (the profile's `SingletonSocket` links into it): a stopped
 * Chromium leaves that directory behind, one per Lighthouse run. Only a directory named as
 * Chromium names them is removed, whatever the link says.
 */
export function removeProfile(profile: string): void {
  let socketDirectory: string | undefined;
  try {
    socketDirectory = dirname(readlinkSync(join(profile, 'SingletonSocket')));
  } catch {
    // No socket: Chromium never got that far.
  }
  rmSync(profile, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
  if (socketDirectory && basename(socketDirectory).startsWith('org.chromium.Chromium.'))
    rmSync(socketDirectory, { recursive: true, force: true });
}

/**
 * Debian's Chromium with a fresh profile, so every Lighthouse run starts with an empty cache, and
 * a DevTools port of its own choosing (read from the profile's DevToolsActivePort file).
 */
export async function launchChromium(): Promise<Chromium> {
  const profile = mkdtempSync(join(tmpdir(), 'inroom-bench-chromium-'));
  const child: ChildProcess = spawn(
    chromiumPath(),
    [...CHROMIUM_FLAGS, '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'],
    // A process group of its own: Chromium's helpers (zygote, renderers, crashpad) go with it.
    { stdio: 'ignore', detached: true },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    const group = (signal: NodeJS.Signals) => {
      try {
        if (child.pid !== undefined) process.kill(-child.pid, signal);
      } catch {
        // The group is gone already.
      }
    };
    if (child.exitCode === null && child.signalCode === null) {
      group('SIGTERM');
      const timeout = setTimeout(() => group('SIGKILL'), 5000);
      await exited;
      clearTimeout(timeout);
    }
    // Helpers that outlived the main process would keep writing into the profile.
    group('SIGKILL');
    removeProfile(profile);
  };
  const portFile = join(profile, 'DevToolsActivePort');
  const deadline = Date.now() + 30_000;
  while (!existsSync(portFile) || readFileSync(portFile, 'utf8').split('\n').length < 2) {
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error('Chromium did not open its DevTools port');
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const port = Number(readFileSync(portFile, 'utf8').split('\n')[0]);
  return { port, stop };
}
