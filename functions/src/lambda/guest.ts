import { guestHandlers } from '../groups/guest';
import { powertoolsMetrics } from '../metrics/powertools-adapter';
import { orderAdaptersFromEnvironment } from '../secrets';
import { createLambdaHandler } from './create-handler';

// Guests create and pay orders: Stripe and the order settings, fed from the secret, and the metrics
// (CheckoutFailed). No SMS and no scheduler (the payments function does both once an order is
// paid), so no SNS or Scheduler client in this bundle; and no Tracer (./tracing.ts says why).
export const handler = createLambdaHandler(guestHandlers, () => ({
  ...orderAdaptersFromEnvironment(),
  metrics: powertoolsMetrics(),
}));
