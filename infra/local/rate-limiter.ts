import type { RateLimit } from '@inroom/functions/routes';

interface Bucket {
  tokens: number;
  at: number;
}

export interface Take {
  allowed: boolean;
  /** Whole seconds until a request would be allowed again (for Retry-After); 0 when allowed. */
  retryAfterSeconds: number;
}

/** Buckets kept at most; the fullest (idlest) are dropped first, which forgets nothing that matters. */
const MAX_BUCKETS = 10_000;

/**
 * Token buckets by key (a client address and a limit's name): each request takes a token, tokens
 * come back at the limit's rate up to its burst. The embedded server's stand-in for API Gateway's
 * throttling, per client rather than per stage.
 */
export function createRateLimiter(now: () => number = () => Date.now()) {
  const buckets = new Map<string, Bucket>();

  const refill = (bucket: Bucket, limit: RateLimit, at: number) =>
    Math.min(limit.burst, bucket.tokens + ((at - bucket.at) / 1000) * limit.ratePerSecond);

  const prune = (at: number, limit: RateLimit) => {
    for (const [key, bucket] of buckets) {
      if (buckets.size < MAX_BUCKETS) return;
      if (refill(bucket, limit, at) >= limit.burst) buckets.delete(key);
    }
    // Everyone is busy: drop the oldest (Map keeps insertion order).
    while (buckets.size >= MAX_BUCKETS) buckets.delete(buckets.keys().next().value as string);
  };

  return {
    take(key: string, limit: RateLimit): Take {
      const at = now();
      const bucket = buckets.get(key);
      const tokens = bucket ? refill(bucket, limit, at) : limit.burst;
      if (tokens >= 1) {
        if (!bucket) prune(at, limit);
        buckets.set(key, { tokens: tokens - 1, at });
        return { allowed: true, retryAfterSeconds: 0 };
      }
      buckets.set(key, { tokens, at });
      return { allowed: false, retryAfterSeconds: Math.ceil((1 - tokens) / limit.ratePerSecond) };
    },
    get size() {
      return buckets.size;
    },
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;
