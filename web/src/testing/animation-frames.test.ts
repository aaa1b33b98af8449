import { afterEach, describe, expect, it, vi } from 'vitest';

const NEVER_MS = 500;

/** Whether a frame asked for now runs within NEVER_MS of real time. */
function frameRuns(): Promise<boolean> {
  return new Promise((resolve) => {
    requestAnimationFrame(() => resolve(true));
    setTimeout(() => resolve(false), NEVER_MS);
  });
}

afterEach(() => {
  vi.useRealTimers();
});

describe('animation frames in component tests (testing/setup.ts)', () => {
  it('run even when asked for under a fake setInterval that is taken away, and so do later ones', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const stranded = new Promise<boolean>((resolve) => {
      requestAnimationFrame(() => resolve(true));
      vi.useRealTimers();
      setTimeout(() => resolve(false), NEVER_MS);
    });
    expect(await stranded).toBe(true);
    expect(await frameRuns()).toBe(true);
  });

  it('are not run once cancelled', async () => {
    const callback = vi.fn();
    cancelAnimationFrame(requestAnimationFrame(callback));
    expect(await frameRuns()).toBe(true);
    expect(callback).not.toHaveBeenCalled();
  });

  it('are fake while a test fakes them, and real again after', async () => {
    vi.useFakeTimers();
    const callback = vi.fn();
    requestAnimationFrame(callback);
    vi.advanceTimersByTime(15);
    expect(callback).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(callback).toHaveBeenCalledOnce();
    vi.useRealTimers();
    expect(await frameRuns()).toBe(true);
  });
});
