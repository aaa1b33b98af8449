import type { Context } from 'aws-lambda';
import { z } from 'zod';
import { createDependencies, type Dependencies } from '../dependencies';
import { expireOrder } from '../orders/expire';
import { powertoolsMetrics } from '../metrics/powertools-adapter';
import { orderAdaptersFromEnvironment } from '../secrets';
import { handlerName } from './create-handler';
import { withTracing, type LambdaTracing } from './tracing';
import { lazySchema } from '@inroom/shared';

/** What each order's one-time schedule sends (functions/src/scheduling/eventbridge-adapter.ts). */
const expiryInputSchema = lazySchema(() => z.object({ orderId: z.string().min(1).max(128) }));

/**
 * The EventBridge Scheduler target: not an HTTP handler. Scheduler invokes it with `{ orderId }`
 * when an order's response window ends; it moves the order 2 -> 6 if still 2 and cancels the card
 * authorisation. Bad input is logged and dropped (a retry would not fix it); a failure is logged and
 * rethrown, so Lambda retries the invocation (expireOrder is safe to run twice) and, after the last
 * retry, sends it to the dead-letter queue; the sweeper expires the order anyway.
 */
export function createExpiryHandler(build: () => Dependencies, tracing?: LambdaTracing) {
  let deps: Dependencies | undefined;
  const expiry = async (event: unknown, context?: Context): Promise<void> => {
    if (!deps) {
      deps = build();
      tracing?.client(deps.store.client);
    }
    if (context) deps.logger.addContext(context);
    const input = expiryInputSchema.safeParse(event);
    if (!input.success) {
      deps.logger.error('Order expiry: the input is not { orderId }', {
        issues: input.error.issues.map(({ path, message }) => ({ path: path.join('.'), message })),
      });
      return;
    }
    const { orderId } = input.data;
    try {
      const outcome = await expireOrder(deps, orderId);
      deps.logger.info('Order expiry', { orderId, outcome });
    } catch (error) {
      deps.logger.error('Order expiry failed', { orderId, error });
      throw error;
    } finally {
      deps.metrics.flush();
    }
  };
  return (event: unknown, context?: Context): Promise<void> =>
    tracing
      ? tracing.invocation(handlerName(), () => expiry(event, context))
      : expiry(event, context);
}

// Dependencies are built once per cold start: the store, Stripe (to cancel the authorisation) and
// the order settings.
export const handler = createExpiryHandler(
  () =>
    createDependencies(process.env, {
      ...orderAdaptersFromEnvironment(),
      metrics: powertoolsMetrics(),
    }),
  withTracing(),
);
