import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failureReport, failuresIn } from './test-failures.mjs';

/** A real Vitest run over the fixture, read from its JSON report as npm test reads a layer's. */
function runFixture(directory) {
  const report = join(directory, 'report.json');
  spawnSync(
    process.execPath,
    [
      'node_modules/vitest/vitest.mjs',
      'run',
      '--root',
      'scripts/fixtures/failing-run',
      '--reporter=json',
      `--outputFile.json=${report}`,
    ],
    { encoding: 'utf8' },
  );
  return JSON.parse(readFileSync(report, 'utf8'));
}

describe('the failures npm test names above its summary', () => {
  let directory;
  let report;
  beforeAll(() => {
    directory = mkdtempSync(join(tmpdir(), 'inroom-failures-'));
    report = runFixture(directory);
  });
  afterAll(() => rmSync(directory, { recursive: true, force: true }));

  it('are the failed test, by file and full name, and the file that failed to load', () => {
    const failures = failuresIn('unit', report);
    expect(failures.map(({ where }) => where).sort()).toEqual([
      'scripts/fixtures/failing-run/breaks.check.mjs',
      'scripts/fixtures/failing-run/fails.check.mjs > the basket counts its items',
    ]);
    expect(failures.every(({ layer }) => layer === 'unit')).toBe(true);
  });

  it('are printed with their first lines, without colours or stack frames outside the project', () => {
    const lines = failureReport(failuresIn('unit', report));
    expect(lines[0]).toBe('Failed (2)');
    const text = lines.join('\n');
    expect(text).toContain('this file cannot load');
    expect(text).toMatch(/AssertionError: expected \{ items: 2 \} to deeply equal \{ items: 3 \}/);
    expect(text).toContain('at scripts/fixtures/failing-run/fails.check.mjs:4:');
    expect(text).not.toContain('\u001b[');
    expect(text).not.toContain('node_modules');
    expect(text).not.toContain('<anonymous>');
  });

  it('are at most ten, with a count of the rest', () => {
    const many = Array.from({ length: 12 }, (_, index) => ({
      layer: 'api',
      where: `test ${index}`,
      message: `Error: ${index}\nline 2\nline 3\nline 4\nline 5`,
    }));
    const lines = failureReport(many);
    expect(lines.filter((line) => line.startsWith('  api: '))).toHaveLength(10);
    expect(lines.filter((line) => line === '      line 5')).toHaveLength(0);
    expect(lines.at(-1)).toBe('  and 2 more, named above');
  });

  it('are nothing when nothing failed', () => {
    expect(failureReport([])).toEqual([]);
  });
});
