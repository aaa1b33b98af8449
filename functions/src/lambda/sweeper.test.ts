import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Store } from '../store';
import { testDependencies } from '../testing/deps';
import { createSweeperHandler } from './sweeper';

const sweepOrders = vi.hoisted(() => vi.fn());
vi.mock('../orders/effects/sweep', () => ({ sweepOrders }));

function setUp() {
  const deps = testDependencies({} as Store);
  const info = vi.spyOn(deps.logger, 'info');
  const error = vi.spyOn(deps.logger, 'error');
  const flush = vi.spyOn(deps.metrics, 'flush');
  const build = vi.fn(() => deps);
  return { deps, info, error, flush, build, handler: createSweeperHandler(build) };
}

beforeEach(() => {
  sweepOrders.mockReset();
});

describe('the sweeper Lambda (EventBridge Scheduler rate(1 minute) target)', () => {
  it('sweeps within a time budget, logs the summary and publishes the metrics', async () => {
    const { deps, info, flush, build, handler } = setUp();
    sweepOrders.mockResolvedValue({ due: 3, expired: 1, stuck: 0, errors: 0 });
    await expect(handler({})).resolves.toBeUndefined();
    await handler({});
    expect(build).toHaveBeenCalledTimes(1);
    expect(sweepOrders).toHaveBeenCalledWith(deps, { maxDurationMs: 40_000 });
    expect(info).toHaveBeenCalledWith('Order sweep', { due: 3, expired: 1, stuck: 0, errors: 0 });
    expect(flush).toHaveBeenCalledTimes(2);
  });

  it('logs a failed sweep and rethrows it, still publishing the metrics', async () => {
    const { error, flush, handler } = setUp();
    const failure = new Error('DynamoDB is down');
    sweepOrders.mockRejectedValue(failure);
    await expect(handler({})).rejects.toBe(failure);
    expect(error).toHaveBeenCalledWith('Order sweep failed', { error: failure });
    expect(flush).toHaveBeenCalledTimes(1);
  });
});
