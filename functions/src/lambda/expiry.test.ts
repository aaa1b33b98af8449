import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Store } from '../store';
import { testDependencies } from '../testing/deps';
import { recordingTracing } from '../testing/tracing';
import { createExpiryHandler } from './expiry';

const expireOrder = vi.hoisted(() => vi.fn());
vi.mock('../orders/expire', () => ({ expireOrder }));

const ORDER_ID = '0b6f2c8e-5f3b-4c3a-9a52-1d2c3b4a5f60';

function setUp() {
  const deps = testDependencies({} as Store);
  const info = vi.spyOn(deps.logger, 'info');
  const error = vi.spyOn(deps.logger, 'error');
  const build = vi.fn(() => deps);
  return { deps, info, error, build, handler: createExpiryHandler(build) };
}

beforeEach(() => {
  expireOrder.mockReset();
});

describe('the expiry Lambda (EventBridge Scheduler target)', () => {
  it('expires the order the schedule names and logs the outcome', async () => {
    const { deps, info, handler } = setUp();
    expireOrder.mockResolvedValue('expired');
    await expect(handler({ orderId: ORDER_ID })).resolves.toBeUndefined();
    expect(expireOrder).toHaveBeenCalledWith(deps, ORDER_ID);
    expect(info).toHaveBeenCalledWith('Order expiry', { orderId: ORDER_ID, outcome: 'expired' });
  });

  it('runs in a traced invocation with the store client traced, when the entry traces', async () => {
    const { deps, build } = setUp();
    const { tracing, invocations, clients } = recordingTracing();
    const handler = createExpiryHandler(build, tracing);
    expireOrder.mockResolvedValue('expired');
    await handler({ orderId: ORDER_ID });
    await handler({ orderId: ORDER_ID });
    expect(invocations).toEqual(['index.handler', 'index.handler']);
    expect(clients).toEqual([deps.store.client]);
  });

  it('builds its dependencies once per cold start', async () => {
    const { build, handler } = setUp();
    expireOrder.mockResolvedValue('unchanged');
    await handler({ orderId: ORDER_ID });
    await handler({ orderId: ORDER_ID });
    expect(build).toHaveBeenCalledTimes(1);
    expect(expireOrder).toHaveBeenCalledTimes(2);
  });

  it('logs and drops input that is not { orderId }, without retrying', async () => {
    const { error, handler } = setUp();
    for (const event of [undefined, null, 'x', {}, { orderId: '' }, { orderId: 42 }])
      await expect(handler(event)).resolves.toBeUndefined();
    expect(expireOrder).not.toHaveBeenCalled();
    expect(error).toHaveBeenCalledTimes(6);
    expect(error.mock.calls[0]?.[0]).toMatch(/not \{ orderId \}/);
  });

  it('logs a failure and rethrows it, so Lambda retries the invocation', async () => {
    const { error, handler } = setUp();
    const failure = new Error('Stripe is down');
    expireOrder.mockRejectedValue(failure);
    await expect(handler({ orderId: ORDER_ID })).rejects.toBe(failure);
    expect(error).toHaveBeenCalledWith('Order expiry failed', {
      orderId: ORDER_ID,
      error: failure,
    });
  });
});
