import { describe, expect, it } from 'vitest';
import { createRateLimiter } from './rate-limiter';

const limit = { ratePerSecond: 2, burst: 10 };

describe('createRateLimiter', () => {
  it('allows a burst, then refuses with the seconds until the next token', () => {
    let now = 0;
    const limiter = createRateLimiter(() => now);
    for (let index = 0; index < 10; index++) expect(limiter.take('a', limit).allowed).toBe(true);
    expect(limiter.take('a', limit)).toEqual({ allowed: false, retryAfterSeconds: 1 });
    now = 499;
    expect(limiter.take('a', limit).allowed).toBe(false);
    now = 500;
    expect(limiter.take('a', limit)).toEqual({ allowed: true, retryAfterSeconds: 0 });
    expect(limiter.take('a', limit).allowed).toBe(false);
  });

  it('refills at the rate up to the burst, never more', () => {
    let now = 0;
    const limiter = createRateLimiter(() => now);
    for (let index = 0; index < 10; index++) limiter.take('a', limit);
    now = 60_000;
    let allowed = 0;
    while (limiter.take('a', limit).allowed) allowed += 1;
    expect(allowed).toBe(10);
  });

  it('keeps each client apart, and forgets idle ones when it holds too many', () => {
    let now = 0;
    const limiter = createRateLimiter(() => now);
    for (let index = 0; index < 10; index++) limiter.take('a', limit);
    expect(limiter.take('a', limit).allowed).toBe(false);
    expect(limiter.take('b', limit).allowed).toBe(true);
    now = 10_000;
    for (let client = 0; client < 12_000; client++) limiter.take(`client-${client}`, limit);
    expect(limiter.size).toBeLessThanOrEqual(10_000);
  });
});
