/**
 * Request rates, defined once: API Gateway throttles the stage and the routes that carry their own
 * limit (infra/lib/api.ts), and the embedded server applies the same numbers per client address
 * (infra/local/rate-limiter.ts). On AWS the limit is for all clients together (API Gateway has no
 * per-client throttling on HTTP APIs): it caps what an abuser can cost, Stripe sessions included.
 */
export interface RateLimit {
  /** Requests per second in the long run (tokens added per second). */
  ratePerSecond: number;
  /** Requests that may come at once (the bucket's size). */
  burst: number;
}

/** Every API route: far above what guests polling and staff answering need. */
export const API_RATE_LIMIT: RateLimit = { ratePerSecond: 100, burst: 200 };

/**
 * order/create: anonymous, and each call opens a checkout with the payment provider. Two a second
 * is 170,000 orders a day across the stage; a guest placing one order needs one or two.
 */
export const ORDER_CREATE_RATE_LIMIT: RateLimit = { ratePerSecond: 2, burst: 10 };
