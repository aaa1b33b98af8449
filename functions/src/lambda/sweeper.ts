import { SchedulerClient } from '@aws-sdk/client-scheduler';
import { SNSClient } from '@aws-sdk/client-sns';
import type { Context } from 'aws-lambda';
import { createDependencies, type Dependencies } from '../dependencies';
import { powertoolsMetrics } from '../metrics/powertools-adapter';
import { snsNotifier } from '../notifications/sns-adapter';
import { sweepOrders } from '../orders/effects/sweep';
import { eventBridgeScheduler } from '../scheduling/eventbridge-adapter';
import { orderAdaptersFromEnvironment } from '../secrets';
import { handlerName } from './create-handler';
import { withTracing, type LambdaTracing } from './tracing';

/**
 * The sweeper: invoked by an EventBridge Scheduler `rate(1 minute)` schedule, not over HTTP. It
 * finishes what a crash or a failed call left undone (staff SMS, reminders, expiry schedules,
 * captures and releases) and expires orders whose response window has ended. Scheduler invokes it
 * asynchronously, so a failure, logged and rethrown here, lands in the dead-letter queue through the
 * function's on-failure destination (infra/lib/order-expiry.ts); the next minute's sweep finds the
 * same work again anyway. Each sweep stops taking new orders well before the function's timeout.
 */
/** The sweeper function's timeout is 60 s (infra/lib/group-function.ts): leave room to finish. */
const SWEEP_BUDGET_MS = 40_000;

export function createSweeperHandler(build: () => Dependencies, tracing?: LambdaTracing) {
  let deps: Dependencies | undefined;
  const sweep = async (context?: Context): Promise<void> => {
    if (!deps) {
      deps = build();
      tracing?.client(deps.store.client);
    }
    if (context) deps.logger.addContext(context);
    try {
      const summary = await sweepOrders(deps, { maxDurationMs: SWEEP_BUDGET_MS });
      deps.logger.info('Order sweep', { ...summary });
    } catch (error) {
      deps.logger.error('Order sweep failed', { error: error as Error });
      throw error;
    } finally {
      deps.metrics.flush();
    }
  };
  return (_event: unknown, context?: Context): Promise<void> =>
    tracing ? tracing.invocation(handlerName(), () => sweep(context)) : sweep(context);
}

// Like the payments function, the sweeper texts staff and schedules expiry, so it carries the SNS
// and Scheduler clients besides Stripe and the order settings.
const tracing = withTracing();

export const handler = createSweeperHandler(
  () =>
    createDependencies(process.env, {
      ...orderAdaptersFromEnvironment(),
      notifier: snsNotifier(tracing.client(new SNSClient({}))),
      scheduler: eventBridgeScheduler(process.env, tracing.client(new SchedulerClient({}))),
      metrics: powertoolsMetrics(),
    }),
  tracing,
);
