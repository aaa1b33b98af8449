import { describe, expect, it, vi } from 'vitest';
import { startLocalSweeper } from './sweeper';

describe('the local sweeper', () => {
  it('sweeps on its interval, never two at a time, logging a failure and going on', async () => {
    let running = 0;
    let most = 0;
    let calls = 0;
    const lines: string[] = [];
    const sweeper = startLocalSweeper({
      intervalMs: 20,
      log: (line) => lines.push(line),
      sweep: async () => {
        calls += 1;
        running += 1;
        most = Math.max(most, running);
        await new Promise((resolve) => setTimeout(resolve, 10));
        running -= 1;
        if (calls === 2) throw new Error('store down');
      },
    });
    await Promise.all([sweeper.runNow(), sweeper.runNow()]);
    expect(calls).toBe(1);
    await vi.waitFor(() => expect(calls).toBeGreaterThanOrEqual(4), { timeout: 2000 });
    expect(most).toBe(1);
    expect(lines).toEqual(['order sweep failed (Error: store down); the next one retries']);
    await sweeper.stop();
    const after = calls;
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(calls).toBe(after);
  });
});
