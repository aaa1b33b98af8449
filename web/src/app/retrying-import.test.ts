import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadRetrying, retryingImport } from './retrying-import';

const lost = () => new TypeError('Failed to fetch dynamically imported module');

/** A loader that fails `failures` times, then answers. */
function flakyLoader(failures: number) {
  let calls = 0;
  const load = vi.fn(() => {
    calls += 1;
    return calls <= failures ? Promise.reject(lost()) : Promise.resolve({ Page: 'page' });
  });
  return load;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('loading a chunk again when the network loses it', () => {
  it('tries again after each pause, and answers with the first load that works', async () => {
    vi.useFakeTimers();
    const load = flakyLoader(2);
    const loaded = loadRetrying(load, [500, 1500]);
    await vi.advanceTimersByTimeAsync(499);
    expect(load).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(load).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1500);
    await expect(loaded).resolves.toEqual({ Page: 'page' });
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('gives up with the last failure once the pauses are used up', async () => {
    vi.useFakeTimers();
    const load = flakyLoader(3);
    const loaded = loadRetrying(load, [500, 1500]);
    const settled = expect(loaded).rejects.toThrow('Failed to fetch dynamically imported module');
    await vi.advanceTimersByTimeAsync(2000);
    await settled;
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('shares one load among the routes that ask at once, and asks the browser again on the next use', async () => {
    const load = flakyLoader(1);
    const chunk = retryingImport(load);
    vi.useFakeTimers();
    const [layout, page] = [chunk(), chunk()];
    await vi.advanceTimersByTimeAsync(500);
    expect(await layout).toBe(await page);
    expect(load).toHaveBeenCalledTimes(2);
    await chunk();
    expect(load).toHaveBeenCalledTimes(3);
  });

  it("asks again for a page's stylesheet that failed, which Vite's loader would take for done", async () => {
    vi.useFakeTimers();
    const href = `${window.location.origin}/assets/guest-chunk-Ab12.css`;
    const failed = document.createElement('link');
    failed.rel = 'stylesheet';
    failed.href = href;
    document.head.append(failed);
    let calls = 0;
    const loaded = loadRetrying(() => {
      calls += 1;
      return calls === 1
        ? Promise.reject(new Error(`Unable to preload CSS for ${href}`))
        : Promise.resolve('page');
    }, [500]);
    await vi.advanceTimersByTimeAsync(500);
    await expect(loaded).resolves.toBe('page');
    const links = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')];
    expect(links.map((link) => link.href)).toEqual([href]);
    expect(links[0]).not.toBe(failed);
    expect(failed.isConnected).toBe(false);
    links[0]?.remove();
  });
});
