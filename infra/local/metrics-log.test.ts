import { describe, expect, it } from 'vitest';
import { localMetrics } from './metrics-log';

describe('localMetrics', () => {
  it('prints what an invocation counted as one EMF line, and keeps the counts for tests', () => {
    const lines: string[] = [];
    const { port, recording } = localMetrics((line) => lines.push(line));
    port.count('OrderPaid');
    port.count('SmsSent', 2);
    port.flush();
    expect(lines).toHaveLength(1);
    const record = JSON.parse(lines[0]!) as Record<string, unknown>;
    expect(record).toMatchObject({ OrderPaid: 1, SmsSent: 2, service: 'inroom-api' });
    expect(recording.counts).toEqual({ OrderPaid: 1, SmsSent: 2 });
  });

  it('prints nothing for a sweep that found no stuck order (OrdersStuck 0), which AWS still gets', () => {
    const lines: string[] = [];
    const { port, recording } = localMetrics((line) => lines.push(line));
    port.count('OrdersStuck', 0);
    port.flush();
    expect(lines).toEqual([]);
    expect(recording.counts).toEqual({ OrdersStuck: 0 });
    port.count('OrdersStuck', 1);
    port.flush();
    expect(lines).toHaveLength(1);
  });
});
