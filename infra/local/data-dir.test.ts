import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { claimDataDir } from './data-dir';

// Whether the last run on a data directory stopped: a run that did not leaves its lock behind, and
// the next start rebuilds the table's indexes (table-migration.ts).

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const dataDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'inroom-data-dir-'));
  dirs.push(dir);
  return dir;
};

/** The pid of a process that has ended. */
const endedPid = () => spawnSync(process.execPath, ['-e', '']).pid;

describe('claimDataDir', () => {
  it('finds no crash in a new directory, nor after a run that stopped', () => {
    const dir = dataDir();
    const first = claimDataDir(dir);
    expect(first.crashed).toBe(false);
    first.release();
    const second = claimDataDir(dir);
    expect(second.crashed).toBe(false);
    second.release();
  });

  it('finds a crash in the lock of a process that has ended, and takes the directory over', () => {
    const dir = dataDir();
    writeFileSync(join(dir, 'inroom.lock'), JSON.stringify({ pid: endedPid(), url: 'x' }));
    const claim = claimDataDir(dir);
    expect(claim.crashed).toBe(true);
    claim.release();
  });

  it('finds a crash in a lock its writer left unreadable', () => {
    const dir = dataDir();
    writeFileSync(join(dir, 'inroom.lock'), '{"pid":');
    const claim = claimDataDir(dir);
    expect(claim.crashed).toBe(true);
    claim.release();
  });
});
