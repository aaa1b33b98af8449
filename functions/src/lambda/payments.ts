import { SchedulerClient } from '@aws-sdk/client-scheduler';
import { SNSClient } from '@aws-sdk/client-sns';
import { paymentsHandlers } from '../groups/payments';
import { snsNotifier } from '../notifications/sns-adapter';
import { eventBridgeScheduler } from '../scheduling/eventbridge-adapter';
import { powertoolsMetrics } from '../metrics/powertools-adapter';
import { orderAdaptersFromEnvironment } from '../secrets';
import { createLambdaHandler } from './create-handler';
import { withTracing } from './tracing';

// The Stripe webhook and the redirect back confirm payment: Stripe and the order settings, and, as
// the only group that texts staff and schedules expiry, the SNS notifier and the Scheduler. Those two
// are imported here, not in secrets.ts, so only this bundle carries their SDK clients.
const tracing = withTracing();

export const handler = createLambdaHandler(
  paymentsHandlers,
  () => ({
    ...orderAdaptersFromEnvironment(),
    notifier: snsNotifier(tracing.client(new SNSClient({}))),
    scheduler: eventBridgeScheduler(process.env, tracing.client(new SchedulerClient({}))),
    metrics: powertoolsMetrics(),
  }),
  tracing,
);
