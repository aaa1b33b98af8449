// The pure arithmetic of `npm run bench`: summaries of samples, ratios against a baseline, goals,
// and the printed table. No I/O here, so bench/lib/stats.test.ts can pin it down.

/** How a figure is printed: the unit decides the rounding, never the value. */
export type Unit = 'score' | 'ms' | 's' | 'cls' | 'bytes' | 'count' | 'req/s';

export interface Summary {
  median: number;
  min: number;
  max: number;
  /** How many samples the median is of. */
  n: number;
}

/**
 * The list as a round runs it: turned by one place a round, so no entry always goes first after a
 * quiet moment (round 0: as given; round 1: from the second on, then the first).
 */
export function turned<T>(list: readonly T[], round: number): T[] {
  const at = list.length === 0 ? 0 : round % list.length;
  return [...list.slice(at), ...list.slice(0, at)];
}

/** Median of the samples (the mean of the middle two for an even count). */
export function median(samples: readonly number[]): number {
  if (samples.length === 0) throw new RangeError('median of no samples');
  const sorted = [...samples].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

/**
 * The p-th percentile (0..100) by linear interpolation between the closest ranks, so p50 of any
 * sample set equals its median.
 */
export function percentile(samples: readonly number[], p: number): number {
  if (samples.length === 0) throw new RangeError('percentile of no samples');
  if (p < 0 || p > 100) throw new RangeError(`percentile ${p} is outside 0..100`);
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = (p / 100) * (sorted.length - 1);
  const low = Math.floor(rank);
  const high = Math.ceil(rank);
  const lowValue = sorted[low] as number;
  return lowValue + ((sorted[high] as number) - lowValue) * (rank - low);
}

export function summarize(samples: readonly number[]): Summary {
  if (samples.length === 0) throw new RangeError('summary of no samples');
  return {
    median: median(samples),
    min: Math.min(...samples),
    max: Math.max(...samples),
    n: samples.length,
  };
}

/**
 * Inroom's figure over the baseline's. Undefined when the baseline is 0 (a CLS of 0, an empty
 * count): a ratio to nothing says nothing.
 */
export function ratio(value: number, baseline: number): number | undefined {
  if (baseline === 0 || !Number.isFinite(value) || !Number.isFinite(baseline)) return undefined;
  return value / baseline;
}

/** A goal of issue 14: a bound on the figure itself or on its ratio to the baseline. */
export interface Goal {
  on: 'value' | 'ratio';
  op: '<=' | '>=' | '<';
  limit: number;
}

export function meetsGoal(goal: Goal, value: number, ratioValue: number | undefined): boolean {
  const subject = goal.on === 'value' ? value : ratioValue;
  if (subject === undefined) return false;
  if (goal.op === '<=') return subject <= goal.limit;
  if (goal.op === '>=') return subject >= goal.limit;
  return subject < goal.limit;
}

export function formatGoal(goal: Goal, unit: Unit): string {
  const limit = goal.on === 'ratio' ? `${goal.limit}x` : formatValue(goal.limit, unit);
  return `${goal.on === 'ratio' ? 'ratio ' : ''}${goal.op} ${limit}`;
}

/** One figure as the bench reports it: Inroom's samples and, when there is one, the baseline's. */
export interface Row {
  /**
   * The case it belongs to (lighthouse, guest-js, lambda, guest-view, menu-build, paid-sms,
   * tap-to-page, menu-setup, item-modal, orders-board).
   */
  case: string;
  /** What was measured, e.g. `/location/{hotel} LCP`. */
  figure: string;
  unit: Unit;
  value: Summary;
  baseline?: { label: string; value: Summary };
  goal?: Goal;
  note?: string;
}

export interface EvaluatedRow extends Row {
  ratio?: number;
  meetsGoal?: boolean;
}

/** Decimals kept in results.json per unit: enough to print, few enough that a diff is readable. */
const DIGITS: Record<Unit, number> = {
  score: 2,
  cls: 4,
  ms: 1,
  s: 0,
  bytes: 0,
  count: 1,
  'req/s': 1,
};

export function roundSummary(summary: Summary, unit: Unit): Summary {
  const digits = DIGITS[unit];
  return {
    median: round(summary.median, digits),
    min: round(summary.min, digits),
    max: round(summary.max, digits),
    n: summary.n,
  };
}

/**
 * The row with its ratio and goal worked out (from the unrounded medians) and its figures
 * rounded.
 */
export function evaluate(row: Row): EvaluatedRow {
  const r = row.baseline ? ratio(row.value.median, row.baseline.value.median) : undefined;
  return {
    ...row,
    value: roundSummary(row.value, row.unit),
    ...(row.baseline
      ? { baseline: { ...row.baseline, value: roundSummary(row.baseline.value, row.unit) } }
      : {}),
    ...(r === undefined ? {} : { ratio: round(r, 3) }),
    ...(row.goal ? { meetsGoal: meetsGoal(row.goal, row.value.median, r) } : {}),
  };
}

export function round(value: number, digits: number): number {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}

/** A value in its unit, short: 0.45, 4.69 s, 12.3 ms, 141.0 KB, 0.221, 5. */
export function formatValue(value: number, unit: Unit): string {
  switch (unit) {
    case 'score':
      return value.toFixed(2);
    case 'cls':
      return value.toFixed(3);
    case 's':
      return `${(value / 1000).toFixed(2)} s`;
    case 'ms':
      return value >= 100 ? `${value.toFixed(0)} ms` : `${value.toFixed(1)} ms`;
    case 'bytes':
      return value >= 1024 * 1024
        ? `${(value / 1024 / 1024).toFixed(2)} MB`
        : `${(value / 1024).toFixed(1)} KB`;
    case 'count':
      return Number.isInteger(value) ? String(value) : value.toFixed(1);
    case 'req/s':
      return `${value.toFixed(0)}/s`;
  }
}

/** The median, with the range when the samples differ: `0.45 (0.26-0.79)`. */
export function formatSummary(summary: Summary, unit: Unit): string {
  const middle = formatValue(summary.median, unit);
  if (summary.n < 2 || summary.min === summary.max) return middle;
  return `${middle} (${stripUnit(formatValue(summary.min, unit))}-${formatValue(summary.max, unit)})`;
}

/** `4.69 s` -> `4.69`: the range's lower end shares the upper end's unit. */
function stripUnit(text: string): string {
  return text.replace(/ (s|ms|KB|MB)$/, '').replace(/\/s$/, '');
}

export function formatRatio(value: number | undefined): string {
  if (value === undefined) return '';
  return `${value >= 10 ? value.toFixed(1) : value.toFixed(2)}x`;
}

const HEADER = ['case', 'figure', 'Inroom (median, range)', 'baseline', 'ratio', 'goal / note'];

/**
 * The rows as a Markdown table (what the bench prints and docs/performance.md shows). A goal met
 * is marked `ok`, one missed `MISSED`.
 */
export function formatTable(rows: readonly EvaluatedRow[]): string {
  const lines = rows.map((row) => [
    row.case,
    row.figure,
    formatSummary(row.value, row.unit),
    row.baseline
      ? `${formatSummary(row.baseline.value, row.unit)} ${row.baseline.label}`.trim()
      : '',
    formatRatio(row.ratio),
    row.goal
      ? `${formatGoal(row.goal, row.unit)} ${row.meetsGoal ? 'ok' : 'MISSED'}`
      : (row.note ?? ''),
  ]);
  const widths = HEADER.map((title, column) =>
    Math.max(title.length, ...lines.map((line) => (line[column] ?? '').length)),
  );
  const render = (cells: readonly string[]) =>
    `| ${cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join(' | ')} |`;
  return [
    render(HEADER),
    render(widths.map((width) => '-'.repeat(width))),
    ...lines.map(render),
  ].join('\n');
}
