import { describe, expect, it } from 'vitest';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { rawRequest } from '../../test/support/raw-http';
import { compressible, inroomPassesOn, startEdge } from './edge';
import { parseOptions } from './options';
import { toWaves } from './replay';
import {
  evaluate,
  formatSummary,
  formatTable,
  formatValue,
  median,
  percentile,
  ratio,
  summarize,
  turned,
  type Row,
} from './stats';

// The pure parts of `npm run bench` (the bench itself never runs in `npm test`).

describe('the order of a round', () => {
  it('turns the list by one place a round, every entry once', () => {
    expect(turned(['bare', 'a', 'b'], 0)).toEqual(['bare', 'a', 'b']);
    expect(turned(['bare', 'a', 'b'], 1)).toEqual(['a', 'b', 'bare']);
    expect(turned(['bare', 'a', 'b'], 5)).toEqual(['b', 'bare', 'a']);
    expect(turned([], 3)).toEqual([]);
  });
});

describe('summaries', () => {
  it('takes the median of odd and even counts, whatever the order', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(() => median([])).toThrow(RangeError);
  });

  it('interpolates percentiles, p50 being the median', () => {
    const samples = [10, 20, 30, 40, 50];
    expect(percentile(samples, 50)).toBe(median(samples));
    expect(percentile(samples, 0)).toBe(10);
    expect(percentile(samples, 100)).toBe(50);
    expect(percentile(samples, 95)).toBeCloseTo(48);
    expect(() => percentile(samples, 101)).toThrow(RangeError);
  });

  it('keeps the range and the sample count', () => {
    expect(summarize([5, 1, 3])).toEqual({ median: 3, min: 1, max: 5, n: 3 });
  });
});

describe('ratios and goals', () => {
  it('divides by the baseline, and gives no ratio to a baseline of 0', () => {
    expect(ratio(150, 100)).toBe(1.5);
    expect(ratio(0.01, 0)).toBeUndefined();
  });

  it('checks a goal on the ratio or on the value itself', () => {
    const row: Row = {
      case: 'lighthouse',
      figure: 'LCP',
      unit: 's',
      value: summarize([2600]),
      baseline: { label: 'bare', value: summarize([2000]) },
      goal: { on: 'ratio', op: '<=', limit: 1.3 },
    };
    expect(evaluate(row)).toMatchObject({ ratio: 1.3, meetsGoal: true });
    expect(evaluate({ ...row, unit: 'ms', value: summarize([12.345]) }).value.median).toBe(12.3);
    expect(evaluate({ ...row, value: summarize([2700]) }).meetsGoal).toBe(false);
    const cls = {
      ...row,
      unit: 'cls' as const,
      goal: { on: 'value', op: '<', limit: 0.02 } as const,
    };
    expect(evaluate({ ...cls, value: summarize([0.019]) }).meetsGoal).toBe(true);
    expect(evaluate({ ...cls, value: summarize([0.02]) }).meetsGoal).toBe(false);
  });

  it('misses a ratio goal that has no ratio', () => {
    const row: Row = {
      case: 'x',
      figure: 'y',
      unit: 'cls',
      value: summarize([0.1]),
      baseline: { label: 'bare', value: summarize([0]) },
      goal: { on: 'ratio', op: '<=', limit: 1.3 },
    };
    expect(evaluate(row)).toMatchObject({ meetsGoal: false });
    expect(evaluate(row).ratio).toBeUndefined();
  });
});

describe('formatting', () => {
  it('prints each unit with its own rounding', () => {
    expect(formatValue(0.456, 'score')).toBe('0.46');
    expect(formatValue(4690, 's')).toBe('4.69 s');
    expect(formatValue(12.34, 'ms')).toBe('12.3 ms');
    expect(formatValue(262.4, 'ms')).toBe('262 ms');
    expect(formatValue(0.2214, 'cls')).toBe('0.221');
    expect(formatValue(141 * 1024, 'bytes')).toBe('141.0 KB');
    expect(formatValue(2.1 * 1024 * 1024, 'bytes')).toBe('2.10 MB');
    expect(formatValue(5, 'count')).toBe('5');
    expect(formatValue(55.4, 'req/s')).toBe('55/s');
  });

  it('shows the range only when the samples differ', () => {
    expect(formatSummary(summarize([0.45, 0.26, 0.79]), 'score')).toBe('0.45 (0.26-0.79)');
    expect(formatSummary(summarize([4690, 4100, 5200]), 's')).toBe('4.69 s (4.10-5.20 s)');
    expect(formatSummary(summarize([7, 7]), 'count')).toBe('7');
  });

  it('lays the rows out as an aligned Markdown table with ratios and goals', () => {
    const table = formatTable([
      evaluate({
        case: 'lambda',
        figure: 'guest cold import',
        unit: 'ms',
        value: summarize([262, 327, 300]),
        baseline: { label: 'bare', value: summarize([100, 126, 97]) },
        goal: { on: 'ratio', op: '<=', limit: 1.5 },
      }),
      evaluate({
        case: 'guest-view',
        figure: 'demo hotel: store calls',
        unit: 'count',
        value: summarize([5]),
        note: '5 Query',
      }),
    ]);
    const lines = table.split('\n');
    expect(lines).toHaveLength(4);
    expect(new Set(lines.map((line) => line.length)).size).toBe(1);
    expect(lines[1]).toMatch(/^\| -+ \| -+ \|/);
    expect(lines[2]).toMatch(/\| 300 ms \(262-327 ms\) +\|/);
    expect(lines[2]).toContain('| 3.00x |');
    expect(lines[2]).toContain('ratio <= 1.5x MISSED');
    expect(lines[3]).toContain('5 Query');
  });
});

describe('options', () => {
  it('defaults to every case, five rounds', () => {
    const options = parseOptions([]);
    expect(options.rounds).toBe(5);
    expect(options.only).toContain('lighthouse');
    expect(options.quick).toBe(false);
  });

  it('takes rounds and cases in either spelling, in the bench’s own order', () => {
    expect(parseOptions(['--rounds=3']).rounds).toBe(3);
    expect(parseOptions(['--only', 'paid-sms,lambda']).only).toEqual(['lambda', 'paid-sms']);
    expect(parseOptions(['--only=lambda', '--only', 'lighthouse']).only).toEqual([
      'lambda',
      'lighthouse',
    ]);
  });

  it('runs one round when quick, unless told otherwise', () => {
    expect(parseOptions(['--quick']).rounds).toBe(1);
    expect(parseOptions(['--quick', '--rounds', '2']).rounds).toBe(2);
    expect(parseOptions([]).reports).toBeUndefined();
    expect(parseOptions(['--reports', '/tmp/lh']).reports).toBe('/tmp/lh');
  });

  it('updates results.json only with the cases it names, and never from a quick run', () => {
    expect(parseOptions(['--only', 'lambda', '--update'])).toMatchObject({
      update: true,
      only: ['lambda'],
    });
    expect(parseOptions([]).update).toBe(false);
    expect(() => parseOptions(['--update'])).toThrow(/--update takes --only/);
    expect(() => parseOptions(['--only', 'lambda', '--update', '--quick'])).toThrow(
      /--update takes --only/,
    );
  });

  it('refuses what it does not know', () => {
    expect(() => parseOptions(['--rounds', '0'])).toThrow(/whole number/);
    expect(() => parseOptions(['--only', 'nope'])).toThrow(/Unknown case/);
    expect(() => parseOptions(['--fast'])).toThrow(/Unknown argument/);
    expect(() => parseOptions(['--rounds'])).toThrow(/needs a value/);
  });
});

describe('the edge', () => {
  it('compresses text types from 1,000 bytes, never images', () => {
    expect(compressible('text/javascript; charset=utf-8', 5000)).toBe(true);
    expect(compressible('application/json', 999)).toBe(false);
    expect(compressible('image/png', 50_000)).toBe(false);
  });

  it("passes Inroom's uncached API answers on as they are, as CloudFront's /api/* does", () => {
    expect(inroomPassesOn('GET', '/api/location/be/get/4b1c8a52-2f7e-4b8e-9a43-0d5b7f1a2c3d')).toBe(
      true,
    );
    expect(inroomPassesOn('POST', '/api/order/create')).toBe(true);
    expect(inroomPassesOn('GET', '/api/no/such/route')).toBe(true);
    // The cached routes have behaviours of their own, which compress.
    expect(inroomPassesOn('GET', '/api/location/get/4b1c8a52-2f7e-4b8e-9a43-0d5b7f1a2c3d/en')).toBe(
      false,
    );
    expect(inroomPassesOn('GET', '/api/country/getall')).toBe(false);
    expect(inroomPassesOn('GET', '/assets/index-Ab12Cd34.js')).toBe(false);
  });

  it('compresses what the origin sent plain, except on the paths it passes on', async () => {
    const json = JSON.stringify(Array.from({ length: 200 }, (_, index) => ({ room: index })));
    const origin = createServer((_, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(json);
    });
    await new Promise<void>((resolve) => origin.listen(0, '127.0.0.1', resolve));
    const edge = await startEdge(`http://127.0.0.1:${(origin.address() as AddressInfo).port}`, {
      passesOn: (_, path) => path.startsWith('/api/'),
    });
    try {
      const accepts = { 'accept-encoding': 'gzip, br' };
      const compressed = await rawRequest(`${edge.url}/data.json?x=1`, accepts);
      expect(compressed.headers['content-encoding']).toBe('br');
      expect(compressed.body.toString()).toBe(json);
      const passed = await rawRequest(`${edge.url}/api/rooms?x=1`, accepts);
      expect(passed.headers['content-encoding']).toBeUndefined();
      expect(passed.raw.toString()).toBe(json);
      expect(edge.counts).toEqual({ originEncoded: 0, edgeEncoded: 1, passedThrough: 1 });
    } finally {
      await edge.stop();
      await new Promise((resolve) => origin.close(resolve));
    }
  });
});

describe('replay waves', () => {
  it('keeps calls that overlapped together and starts a new wave after one ended', () => {
    const calls = [
      { start: 0, end: 10 }, // the location partition
      { start: 11, end: 20 }, // then its menus and children, together
      { start: 11.5, end: 25 },
      { start: 12, end: 18 },
      { start: 26, end: 30 }, // then something that waited for them
    ];
    expect(toWaves(calls)).toEqual([[0], [1, 2, 3], [4]]);
  });
});
