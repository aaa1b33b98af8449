import { randomUUID } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { cachedPicture } from './picture-cache';

describe('cachedPicture', () => {
  it('makes a picture once, then reads the same bytes back, and another one afresh', async () => {
    const description = { test: randomUUID(), width: 2, height: 1 };
    const make = vi.fn(async () => Buffer.from('made once'));
    expect((await cachedPicture(description, make)).toString()).toBe('made once');
    expect((await cachedPicture({ ...description }, make)).toString()).toBe('made once');
    expect(make).toHaveBeenCalledTimes(1);

    const other = vi.fn(() => Buffer.from('another'));
    expect((await cachedPicture({ ...description, width: 3 }, other)).toString()).toBe('another');
    expect(other).toHaveBeenCalledTimes(1);
  });
});
