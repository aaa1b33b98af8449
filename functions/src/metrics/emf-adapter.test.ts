import { Metrics } from '@aws-lambda-powertools/metrics';
import { describe, expect, it } from 'vitest';
import { emfMetrics } from './emf-adapter';
import type { MetricName } from './port';
import { powertoolsMetrics } from './powertools-adapter';

/** The same counts through both adapters; each record, parsed. */
function records(counts: readonly [MetricName, number][]) {
  const written = { emf: [] as string[], powertools: [] as string[] };
  const emf = emfMetrics(
    'Inroom-test',
    (line) => written.emf.push(line),
    () => 1_795_000_000_000,
  );
  const powertools = powertoolsMetrics(
    new Metrics({ namespace: 'Inroom-test', serviceName: 'inroom-api' }),
    (line) => written.powertools.push(line),
  );
  for (const port of [emf, powertools]) {
    for (const [name, value] of counts) port.count(name, value);
    port.flush();
  }
  const parse = (lines: string[]) =>
    lines.map((line) => JSON.parse(line) as Record<string, unknown>);
  return { emf: parse(written.emf), powertools: parse(written.powertools) };
}

/** A record without its timestamp, the one field that differs from run to run. */
const withoutTimestamp = (record: Record<string, unknown> | undefined) => {
  const { _aws, ...rest } = record as { _aws: Record<string, unknown> };
  const { Timestamp: _timestamp, ...aws } = _aws;
  return { _aws: aws, ...rest };
};

describe('emfMetrics', () => {
  it('writes the record Powertools Metrics writes for the same counts', () => {
    const { emf, powertools } = records([
      ['CheckoutFailed', 1],
      ['SmsFailed', 1],
      ['SmsFailed', 2],
      ['OrdersStuck', 0],
    ]);
    expect(emf).toHaveLength(1);
    expect(powertools).toHaveLength(1);
    expect(withoutTimestamp(emf[0])).toEqual(withoutTimestamp(powertools[0]));
    expect(emf[0]).toMatchObject({ CheckoutFailed: 1, SmsFailed: [1, 2], service: 'inroom-api' });
    expect((emf[0] as { _aws: { Timestamp: number } })._aws.Timestamp).toBe(1_795_000_000_000);
  });

  it('writes nothing for an invocation that counted nothing, and starts afresh after a flush', () => {
    const lines: string[] = [];
    const port = emfMetrics('Inroom', (line) => lines.push(line));
    port.flush();
    expect(lines).toEqual([]);
    port.count('CheckoutFailed');
    port.flush();
    port.flush();
    expect(lines).toHaveLength(1);
  });
});
