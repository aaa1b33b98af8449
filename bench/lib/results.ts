import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, platform, release, totalmem } from 'node:os';
import { join } from 'node:path';
import { format, resolveConfig } from 'prettier';
import { chromiumPath } from '../../test/support/browser';
import type { BenchOptions } from './options';
import { REPO_ROOT } from './paths';
import type { EvaluatedRow } from './stats';

/** What results.json holds: the figures with their ranges, and where and when they were taken. */
export interface BenchResults {
  date: string;
  commit: string;
  /** Files changed since the commit when the bench ran (the figures are of those, too). */
  uncommittedChanges: number;
  durationSeconds: number;
  options: Pick<BenchOptions, 'rounds' | 'quick' | 'only'>;
  machine: {
    cpu: string;
    cores: number;
    memoryGB: number;
    os: string;
    node: string;
    chromium: string;
    lighthouse: string;
    /** 1-minute load average before and after: above the core count, other work was running. */
    loadAverage: { start: number; end: number };
  };
  rows: EvaluatedRow[];
  notes: string[];
  failures: { case: string; error: string }[];
  details: Record<string, unknown>;
  /**
   * Later partial runs (`--only ... --update`) whose figures replaced those of their cases; the
   * header above stays the full run's.
   */
  updates?: BenchUpdate[];
}

/** A partial run merged into results.json: when, on what and where its cases were measured. */
export type BenchUpdate = Pick<
  BenchResults,
  'date' | 'commit' | 'uncommittedChanges' | 'durationSeconds' | 'options' | 'machine'
>;

/**
 * The full run's results with the cases a partial run measured replaced by its figures: their
 * rows, details, notes (each prefixed with its case) and failures. Rows keep the full run's order
 * of cases.
 */
export function mergeUpdate(full: BenchResults, partial: BenchResults): BenchResults {
  const ran = new Set<string>(partial.options.only);
  const caseOrder = full.options.only as readonly string[];
  const order = (name: string) => {
    const index = caseOrder.indexOf(name);
    return index < 0 ? caseOrder.length : index;
  };
  const rows = [...full.rows.filter((row) => !ran.has(row.case)), ...partial.rows];
  // A stable sort: within a case, rows stay in the order the case gave them.
  rows.sort((a, b) => order(a.case) - order(b.case));
  const notCase = (note: string) => ![...ran].some((name) => note.startsWith(`${name}: `));
  const details = Object.fromEntries(
    Object.entries(full.details).filter(([name]) => !ran.has(name)),
  );
  const { date, commit, uncommittedChanges, durationSeconds, options, machine } = partial;
  return {
    ...full,
    rows,
    notes: [...full.notes.filter(notCase), ...partial.notes],
    failures: [...full.failures.filter((failure) => !ran.has(failure.case)), ...partial.failures],
    details: { ...details, ...partial.details },
    updates: [
      ...(full.updates ?? []),
      { date, commit, uncommittedChanges, durationSeconds, options, machine },
    ],
  };
}

export function readResults(file: string): BenchResults {
  return JSON.parse(readFileSync(file, 'utf8')) as BenchResults;
}

function quiet(command: string, args: string[]): string {
  try {
    return execFileSync(command, args, { cwd: REPO_ROOT, stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
  } catch {
    return 'unknown';
  }
}

export function gitState(): { commit: string; uncommittedChanges: number } {
  const status = quiet('git', ['status', '--porcelain']);
  return {
    commit: quiet('git', ['rev-parse', 'HEAD']),
    uncommittedChanges: status === 'unknown' || status === '' ? 0 : status.split('\n').length,
  };
}

export function machineInfo(loadAtStart: number): BenchResults['machine'] {
  const lighthouse = JSON.parse(
    readFileSync(join(REPO_ROOT, 'node_modules', 'lighthouse', 'package.json'), 'utf8'),
  ) as { version: string };
  let chromium = 'not found';
  try {
    chromium = quiet(chromiumPath(), ['--version']);
  } catch {
    // No Chromium: the browser cases will say so themselves.
  }
  return {
    cpu: cpus()[0]?.model ?? 'unknown',
    cores: cpus().length,
    memoryGB: Math.round(totalmem() / 1024 ** 3),
    os: `${platform()} ${release()}`,
    node: process.version,
    chromium,
    lighthouse: lighthouse.version,
    loadAverage: { start: round2(loadAtStart), end: round2(loadavg()[0] ?? 0) },
  };
}

const round2 = (value: number) => Math.round(value * 100) / 100;

/** Writes the results as the repository's Prettier would format them, so `npm run lint` passes. */
export async function writeResults(file: string, results: BenchResults): Promise<void> {
  const options = (await resolveConfig(file)) ?? {};
  writeFileSync(file, await format(JSON.stringify(results), { ...options, filepath: file }));
}
