import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

export class AlreadyRunningError extends Error {
  constructor(dataDir: string, pid: number, url: string | undefined) {
    super(
      `Inroom is already running on the data directory ${dataDir} (process ${pid}${url ? `, ${url}` : ''}). ` +
        'Stop it first (Ctrl-C in its terminal), or start this one with another INROOM_DATA_DIR.',
    );
    this.name = 'AlreadyRunningError';
  }
}

const isAlive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM means the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * Claims a data directory for this process with a lock file holding its pid and URL; dynalite's
 * LevelDB allows one server per directory, and a second start should say so plainly.
 */
/** Directories claimed by this process: a lock file cannot tell two claims of one process apart. */
const claimedHere = new Set<string>();

export function claimDataDir(dataDir: string): {
  release: () => void;
  setUrl: (url: string) => void;
  /** A lock was left by a process that is gone: the last run on this data did not stop. */
  crashed: boolean;
} {
  const dir = resolve(dataDir);
  if (claimedHere.has(dir)) throw new AlreadyRunningError(dir, process.pid, undefined);
  mkdirSync(dir, { recursive: true });
  const lockFile = join(dir, 'inroom.lock');
  let crashed: boolean;
  try {
    const existing = JSON.parse(readFileSync(lockFile, 'utf8')) as { pid?: number; url?: string };
    if (typeof existing.pid === 'number' && existing.pid !== process.pid && isAlive(existing.pid)) {
      throw new AlreadyRunningError(dir, existing.pid, existing.url);
    }
    crashed = existing.pid !== process.pid;
  } catch (error) {
    if (error instanceof AlreadyRunningError) throw error;
    // No lock file (a clean stop removes it), or an unreadable one (its writer was killed).
    crashed = (error as NodeJS.ErrnoException).code !== 'ENOENT';
  }
  const write = (url?: string) =>
    writeFileSync(lockFile, JSON.stringify({ pid: process.pid, url }));
  write();
  claimedHere.add(dir);
  return {
    crashed,
    setUrl: (url) => write(url),
    release: () => {
      claimedHere.delete(dir);
      rmSync(lockFile, { force: true });
    },
  };
}
