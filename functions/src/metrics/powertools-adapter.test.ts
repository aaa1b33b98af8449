import { Metrics } from '@aws-lambda-powertools/metrics';
import { describe, expect, it, vi } from 'vitest';
import { combinedMetrics, recordingMetrics } from './port';
import { powertoolsMetrics } from './powertools-adapter';

describe('powertoolsMetrics', () => {
  it('writes the counts of an invocation as one EMF record, and nothing when none', () => {
    const lines: string[] = [];
    // In dev mode Powertools writes EMF through the global console, which the test can catch.
    vi.stubEnv('POWERTOOLS_DEV', 'true');
    vi.stubEnv('POWERTOOLS_METRICS_DISABLED', 'false');
    const log = vi.spyOn(console, 'log').mockImplementation((line: string) => lines.push(line));
    const metrics = new Metrics({ namespace: 'Inroom', serviceName: 'inroom-api' });
    try {
      const port = powertoolsMetrics(metrics);
      port.flush();
      expect(lines).toEqual([]);
      port.count('SmsFailed');
      port.count('SmsFailed', 2);
      port.count('OrdersStuck', 0);
      port.flush();
      expect(lines).toHaveLength(1);
      const record = JSON.parse(lines[0]!) as Record<string, unknown> & {
        _aws: {
          CloudWatchMetrics: { Namespace: string; Metrics: { Name: string; Unit: string }[] }[];
        };
      };
      // Two counts of one metric go out as its values; CloudWatch sums them (3).
      expect(record.SmsFailed).toEqual([1, 2]);
      expect(record.OrdersStuck).toBe(0);
      expect(record._aws.CloudWatchMetrics[0]?.Namespace).toBe('Inroom');
      expect(record._aws.CloudWatchMetrics[0]?.Metrics).toContainEqual({
        Name: 'SmsFailed',
        Unit: 'Count',
      });
    } finally {
      log.mockRestore();
      vi.unstubAllEnvs();
    }
  });

  it('hands each record to `write` when given, in or out of dev mode, and clears it', () => {
    const written: string[] = [];
    const port = powertoolsMetrics(
      new Metrics({ namespace: 'Inroom', serviceName: 'inroom-api' }),
      (record) => written.push(record),
    );
    port.flush();
    port.count('OrderPaid');
    port.flush();
    port.count('OrderAccepted');
    port.flush();
    expect(written.map((record) => Object.keys(JSON.parse(record) as object))).toEqual([
      expect.arrayContaining(['_aws', 'OrderPaid']),
      expect.not.arrayContaining(['OrderPaid']),
    ]);
    expect(JSON.parse(written[1]!)).toMatchObject({ OrderAccepted: 1, service: 'inroom-api' });
  });
});

describe('combinedMetrics', () => {
  it('counts and flushes on every port', () => {
    const first = recordingMetrics();
    const second = recordingMetrics();
    const flushed: string[] = [];
    const both = combinedMetrics(first, second, {
      count: () => {},
      flush: () => flushed.push('third'),
    });
    both.count('CheckoutFailed');
    both.count('CheckoutFailed', 2);
    both.flush();
    expect(first.counts).toEqual({ CheckoutFailed: 3 });
    expect(second.counts).toEqual({ CheckoutFailed: 3 });
    expect(flushed).toEqual(['third']);
  });
});
