import { localScheduleStore, type Store } from '@inroom/functions/store';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useTestTable } from '../../functions/src/testing/dynalite';
import { startLocalScheduler, type LocalScheduler } from './local-scheduler';

const { freshStore } = useTestTable();

interface Harness {
  local: LocalScheduler;
  calls: { orderId: string; at: number }[];
  lines: string[];
}

describe('startLocalScheduler', () => {
  let store: Store;
  const started: LocalScheduler[] = [];

  beforeEach(async () => {
    store = await freshStore();
  });
  afterEach(async () => {
    for (const local of started.splice(0)) {
      local.stop();
      await local.whenIdle();
    }
  });

  function start(
    onDue: (orderId: string) => Promise<unknown> = async () => 'expired',
    retryDelayMs?: number,
  ): Harness {
    const calls: Harness['calls'] = [];
    const lines: string[] = [];
    const local = startLocalScheduler({
      store,
      onDue: async (orderId) => {
        calls.push({ orderId, at: Date.now() });
        return onDue(orderId);
      },
      log: (line) => lines.push(line),
      ...(retryDelayMs === undefined ? {} : { retryDelayMs }),
    });
    started.push(local);
    return { local, calls, lines };
  }

  const inMs = (ms: number) => new Date(Date.now() + ms);

  it('calls onDue when the time comes, not before, and then removes the record', async () => {
    const { local, calls } = start();
    const at = inMs(400);
    await local.scheduler.scheduleExpiry('order-1', at);
    expect(await localScheduleStore.get(store, 'order-1')).toEqual({
      orderId: 'order-1',
      at: at.toISOString(),
    });

    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(calls).toEqual([]);

    await vi.waitFor(() => expect(calls).toHaveLength(1), { timeout: 3000 });
    expect(calls[0]?.orderId).toBe('order-1');
    // Node may run a timer a millisecond early; never earlier than that.
    expect(calls[0]!.at).toBeGreaterThanOrEqual(at.getTime() - 5);
    await local.whenIdle();
    expect(await localScheduleStore.get(store, 'order-1')).toBeUndefined();
  });

  it('keeps the first schedule of an order and calls onDue once', async () => {
    const { local, calls } = start();
    const first = inMs(300);
    await local.scheduler.scheduleExpiry('order-1', first);
    await local.scheduler.scheduleExpiry('order-1', inMs(60_000));
    await local.scheduler.scheduleExpiry('order-1', inMs(50));
    expect((await localScheduleStore.get(store, 'order-1'))?.at).toBe(first.toISOString());

    await vi.waitFor(() => expect(calls).toHaveLength(1), { timeout: 3000 });
    expect(calls[0]!.at).toBeGreaterThanOrEqual(first.getTime() - 5);
    await new Promise((resolve) => setTimeout(resolve, 300));
    await local.whenIdle();
    expect(calls).toHaveLength(1);
  });

  it('removes the record when onDue answers unchanged as well', async () => {
    const { local, calls } = start(async () => 'unchanged');
    await local.scheduler.scheduleExpiry('order-1', inMs(0));
    await vi.waitFor(() => expect(calls).toHaveLength(1), { timeout: 3000 });
    await local.whenIdle();
    expect(await localScheduleStore.listAll(store)).toEqual([]);
  });

  it('re-arms the records of the last run after a restart', async () => {
    const before = start();
    const at = inMs(600);
    await before.local.scheduler.scheduleExpiry('order-1', at);
    await before.local.scheduler.scheduleExpiry('order-2', inMs(700));
    before.local.stop();
    await before.local.whenIdle();

    const after = start();
    await after.local.rearm();
    await vi.waitFor(() => expect(after.calls).toHaveLength(2), { timeout: 3000 });
    expect(before.calls).toEqual([]);
    expect(after.calls.map((call) => call.orderId).sort()).toEqual(['order-1', 'order-2']);
    expect(Math.min(...after.calls.map((call) => call.at))).toBeGreaterThanOrEqual(
      at.getTime() - 5,
    );
    await after.local.whenIdle();
    expect(await localScheduleStore.listAll(store)).toEqual([]);
    expect(after.lines).toContain('re-armed 2 pending order expiries');
  });

  it('fires a record that fell due while the stack was down at once', async () => {
    await localScheduleStore.putIfAbsent(store, {
      orderId: 'order-late',
      at: new Date(Date.now() - 60_000).toISOString(),
    });
    const { local, calls } = start();
    const rearmed = Date.now();
    await local.rearm();
    await vi.waitFor(() => expect(calls).toHaveLength(1), { timeout: 1000 });
    expect(calls[0]).toMatchObject({ orderId: 'order-late' });
    expect(calls[0]!.at - rearmed).toBeLessThan(500);
    await local.whenIdle();
    expect(await localScheduleStore.get(store, 'order-late')).toBeUndefined();
  });

  it('arms a schedule written before this process started when the order is scheduled again', async () => {
    const at = inMs(200);
    await localScheduleStore.putIfAbsent(store, { orderId: 'order-1', at: at.toISOString() });
    const { local, calls } = start();
    await local.scheduler.scheduleExpiry('order-1', inMs(60_000));
    await vi.waitFor(() => expect(calls).toHaveLength(1), { timeout: 3000 });
    expect(calls[0]!.at).toBeGreaterThanOrEqual(at.getTime() - 5);
    expect(calls[0]!.at).toBeLessThan(at.getTime() + 5000);
    await local.whenIdle();
    expect(await localScheduleStore.get(store, 'order-1')).toBeUndefined();
  });

  it('retries a failed onDue once, logs it, and removes the record when the retry succeeds', async () => {
    let failures = 1;
    const { local, calls, lines } = start(async () => {
      if (failures-- > 0) throw new Error('store unavailable');
      return 'expired';
    }, 100);
    await local.scheduler.scheduleExpiry('order-1', inMs(0));
    await vi.waitFor(() => expect(calls).toHaveLength(2), { timeout: 3000 });
    expect(calls[1]!.at - calls[0]!.at).toBeGreaterThanOrEqual(95);
    await local.whenIdle();
    expect(
      lines.some((line) => line.includes('order-1') && line.includes('store unavailable')),
    ).toBe(true);
    expect(await localScheduleStore.get(store, 'order-1')).toBeUndefined();
  });

  it('keeps the record for the next start when the retry fails too', async () => {
    const { local, calls, lines } = start(async () => {
      throw new Error('still down');
    }, 50);
    await local.scheduler.scheduleExpiry('order-1', inMs(0));
    await vi.waitFor(() => expect(lines).toHaveLength(2), { timeout: 3000 });
    await local.whenIdle();
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(calls).toHaveLength(2);
    expect(await localScheduleStore.get(store, 'order-1')).toBeDefined();
  });

  it('fires nothing after stop', async () => {
    const { local, calls } = start();
    await local.scheduler.scheduleExpiry('order-1', inMs(150));
    local.stop();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(calls).toEqual([]);
    expect(await localScheduleStore.get(store, 'order-1')).toBeDefined();
  });
});
