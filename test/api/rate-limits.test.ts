import { API_RATE_LIMIT, ORDER_CREATE_RATE_LIMIT } from '@inroom/functions/routes';
import { describe, expect, it } from 'vitest';
import { configFromEnvironment } from '../../infra/local/config';
import { expectError, useTestStack } from '../support/api';

// API Gateway's throttling on AWS (inroom-stack.test.ts checks the stage's settings); the embedded
// server applies the same numbers per client address, and answers 429 as API Gateway does.

const stack = useTestStack({ seedDemoData: false });

const createOrder = () =>
  stack.request('/api/order/create', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{}',
  });

describe('rate limits of the embedded server', () => {
  it('refuses order/create beyond its burst with 429 and Retry-After, until a token is back', async () => {
    for (let index = 0; index < ORDER_CREATE_RATE_LIMIT.burst; index++)
      expect((await createOrder()).status).toBe(400);
    const refused = await createOrder();
    expect(refused.headers.get('retry-after')).toBe('1');
    expect(await expectError(refused, 429)).toEqual({
      code: 'too_many_requests',
      message: 'Too many requests; try again in 1 s',
    });
    // The stage's own limit is not used up: other routes answer.
    expect((await stack.request('/api/language/getall')).status).toBe(200);
    await new Promise((resolve) =>
      setTimeout(resolve, 1000 / ORDER_CREATE_RATE_LIMIT.ratePerSecond),
    );
    expect((await createOrder()).status).toBe(400);
  });

  it('refuses any route beyond the stage burst', async () => {
    // At once, so that few tokens come back meanwhile (100 a second).
    const started = Date.now();
    const statuses = await Promise.all(
      Array.from({ length: API_RATE_LIMIT.burst + 100 }, async () => {
        const response = await stack.request('/api/language/getall');
        await response.arrayBuffer();
        return response.status;
      }),
    );
    const refilled = ((Date.now() - started) / 1000) * API_RATE_LIMIT.ratePerSecond;
    const allowed = statuses.filter((status) => status === 200).length;
    expect(allowed).toBeGreaterThanOrEqual(API_RATE_LIMIT.burst - 1);
    expect(allowed).toBeLessThanOrEqual(API_RATE_LIMIT.burst + Math.ceil(refilled));
    expect(statuses.filter((status) => status === 429).length).toBe(statuses.length - allowed);
  });

  it('is on unless INROOM_RATE_LIMIT is false', () => {
    expect(configFromEnvironment({}).rateLimit).toBe(true);
    expect(configFromEnvironment({ INROOM_RATE_LIMIT: 'false' }).rateLimit).toBe(false);
  });
});
