import { Metrics } from '@aws-lambda-powertools/metrics';
import { describe, expect, it, vi } from 'vitest';
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
});
