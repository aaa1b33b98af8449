import { describe, expect, it } from 'vitest';
import { mergeUpdate, type BenchResults } from './results';
import type { EvaluatedRow } from './stats';

const row = (name: string, figure: string, median: number): EvaluatedRow => ({
  case: name,
  figure,
  unit: 'ms',
  value: { median, min: median, max: median, n: 1 },
});

const machine: BenchResults['machine'] = {
  cpu: 'cpu',
  cores: 2,
  memoryGB: 24,
  os: 'linux',
  node: 'v20',
  chromium: 'Chromium',
  lighthouse: '13.5.0',
  loadAverage: { start: 1, end: 1 },
};

const full: BenchResults = {
  date: '2026-11-25T01:00:00.000Z',
  commit: 'full',
  uncommittedChanges: 0,
  durationSeconds: 300,
  options: { rounds: 5, quick: false, only: ['lambda', 'guest-js', 'lighthouse'] },
  machine,
  rows: [
    row('lambda', 'guest import', 70),
    row('guest-js', 'scripts', 1),
    row('lighthouse', 'lcp', 2),
  ],
  notes: ['lambda: old note', 'lighthouse: kept', 'compression: kept'],
  failures: [{ case: 'lambda', error: 'old failure' }],
  details: { lambda: { old: true }, lighthouse: { kept: true } },
};

const partial: BenchResults = {
  ...full,
  date: '2026-11-25T05:00:00.000Z',
  commit: 'partial',
  uncommittedChanges: 3,
  durationSeconds: 20,
  options: { rounds: 5, quick: false, only: ['lambda'] },
  machine: { ...machine, loadAverage: { start: 2, end: 3 } },
  rows: [row('lambda', 'guest import', 50), row('lambda', 'staff import', 48)],
  notes: ['lambda: new note'],
  failures: [],
  details: { lambda: { new: true } },
};

describe('mergeUpdate', () => {
  it("replaces the partial run's cases and keeps the rest, in the full run's order", () => {
    const merged = mergeUpdate(full, partial);
    expect(merged.rows.map((entry) => [entry.case, entry.figure, entry.value.median])).toEqual([
      ['lambda', 'guest import', 50],
      ['lambda', 'staff import', 48],
      ['guest-js', 'scripts', 1],
      ['lighthouse', 'lcp', 2],
    ]);
    expect(merged.notes).toEqual(['lighthouse: kept', 'compression: kept', 'lambda: new note']);
    expect(merged.failures).toEqual([]);
    expect(merged.details).toEqual({ lambda: { new: true }, lighthouse: { kept: true } });
  });

  it("keeps the full run's header and records the update under its own", () => {
    const merged = mergeUpdate(full, partial);
    expect(merged).toMatchObject({ date: full.date, commit: 'full', options: full.options });
    expect(merged.updates).toEqual([
      {
        date: partial.date,
        commit: 'partial',
        uncommittedChanges: 3,
        durationSeconds: 20,
        options: partial.options,
        machine: partial.machine,
      },
    ]);
    // A second update adds to the list.
    expect(mergeUpdate(merged, partial).updates).toHaveLength(2);
  });
});
