import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  FALLBACK_DELAY_MS,
  IDLE_TIMEOUT_MS,
  loadWhenIdle,
  useNextPageCode,
} from './next-page-code';

/** A browser's requestIdleCallback, whose idle moment the test chooses with `idle()`. */
function idleCallbacks() {
  const waiting = new Map<number, IdleRequestCallback>();
  let next = 0;
  const request = vi.fn((callback: IdleRequestCallback, options?: IdleRequestOptions) => {
    void options;
    next += 1;
    waiting.set(next, callback);
    return next;
  });
  const cancel = vi.fn((handle: number) => waiting.delete(handle));
  vi.stubGlobal('requestIdleCallback', request);
  vi.stubGlobal('cancelIdleCallback', cancel);
  const idle = () => {
    for (const [handle, callback] of waiting) {
      waiting.delete(handle);
      callback({ didTimeout: false, timeRemaining: () => 50 });
    }
  };
  return { request, cancel, idle };
}

/** What `navigator.connection` says (Chromium's Network Information API). */
function connection(value: { saveData?: boolean }) {
  Object.defineProperty(navigator, 'connection', { value, configurable: true });
}

/** Fake timers for setTimeout only: Vitest's default fakes requestIdleCallback too. */
const fakeTimeouts = () => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });

/** What the test setup says (save data: component tests load nothing ahead), put back after each. */
const setUpConnection = Object.getOwnPropertyDescriptor(navigator, 'connection');

/** Node's process, which runs these tests (web's types leave Node out). */
const nodeProcess = (
  globalThis as unknown as {
    process: {
      on: (event: 'unhandledRejection', listener: (reason: unknown) => void) => void;
      off: (event: 'unhandledRejection', listener: (reason: unknown) => void) => void;
    };
  }
).process;

beforeEach(() => connection({ saveData: false }));

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  if (setUpConnection) Object.defineProperty(navigator, 'connection', setUpConnection);
  else Reflect.deleteProperty(navigator, 'connection');
});

describe('asking for the next page code ahead of the tap', () => {
  it('loads once the browser is idle, and waits for it at most IDLE_TIMEOUT_MS', () => {
    const { request, idle } = idleCallbacks();
    const load = vi.fn(() => Promise.resolve());
    loadWhenIdle(load);
    expect(load).not.toHaveBeenCalled();
    expect(request).toHaveBeenCalledWith(expect.any(Function), { timeout: IDLE_TIMEOUT_MS });
    idle();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads after FALLBACK_DELAY_MS in a browser without requestIdleCallback', async () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    fakeTimeouts();
    const load = vi.fn(() => Promise.resolve());
    loadWhenIdle(load);
    await vi.advanceTimersByTimeAsync(FALLBACK_DELAY_MS - 1);
    expect(load).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('never loads when the cancel comes first, idle callback or timer', async () => {
    const { cancel, idle } = idleCallbacks();
    const load = vi.fn(() => Promise.resolve());
    loadWhenIdle(load)();
    idle();
    expect(cancel).toHaveBeenCalledTimes(1);

    vi.stubGlobal('requestIdleCallback', undefined);
    fakeTimeouts();
    loadWhenIdle(load)();
    await vi.advanceTimersByTimeAsync(FALLBACK_DELAY_MS);
    expect(load).not.toHaveBeenCalled();
  });

  it('loads nothing when the browser asks to save data', () => {
    connection({ saveData: true });
    const { request, idle } = idleCallbacks();
    const load = vi.fn(() => Promise.resolve());
    loadWhenIdle(load);
    idle();
    expect(request).not.toHaveBeenCalled();
    expect(load).not.toHaveBeenCalled();
  });

  it('leaves a failed load to the tap, with no unhandled rejection', async () => {
    const unhandled = vi.fn();
    nodeProcess.on('unhandledRejection', unhandled);
    try {
      const { idle } = idleCallbacks();
      // Not a vi.fn: a spy follows the promise it returns, which handles the rejection itself.
      let loads = 0;
      const load = () => {
        loads += 1;
        return Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
      };
      loadWhenIdle(load);
      idle();
      expect(loads).toBe(1);
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      nodeProcess.off('unhandledRejection', unhandled);
    }
  });
});

describe('useNextPageCode', () => {
  it('asks only while the next page is likely, and not after the page has gone', () => {
    const { request, cancel, idle } = idleCallbacks();
    const load = vi.fn(() => Promise.resolve());
    const { rerender, unmount } = renderHook(
      ({ likely }: { likely: boolean }) => useNextPageCode(load, likely),
      { initialProps: { likely: false } },
    );
    expect(request).not.toHaveBeenCalled();
    rerender({ likely: true });
    expect(request).toHaveBeenCalledTimes(1);
    unmount();
    idle();
    expect(cancel).toHaveBeenCalledTimes(1);
    expect(load).not.toHaveBeenCalled();
  });

  it('loads once for a page that stays', () => {
    const { idle } = idleCallbacks();
    const load = vi.fn(() => Promise.resolve());
    const { rerender, unmount } = renderHook(() => useNextPageCode(load));
    rerender();
    idle();
    expect(load).toHaveBeenCalledTimes(1);
    unmount();
  });
});
