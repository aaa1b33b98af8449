import { guestHandlers } from '../groups/guest';
import { emfMetrics } from '../metrics/emf-adapter';
import { lightTracing } from '../observability/light-tracing';
import { orderAdaptersFromEnvironment } from '../secrets';
import { createLambdaHandler } from './create-handler';

// Guests create and pay orders: Stripe and the order settings, fed from the secret, and the metrics
// (CheckoutFailed), written as EMF without Powertools' code (metrics/emf-adapter.ts). No SMS and no
// scheduler (the payments function does both once an order is paid), so no SNS or Scheduler client
// in this bundle. Traced like the other functions, by documents written without the X-Ray SDK
// (observability/light-tracing.ts says why): a guest's page waits on its cold start.
export const handler = createLambdaHandler(
  guestHandlers,
  () => ({
    ...orderAdaptersFromEnvironment(),
    metrics: emfMetrics(),
  }),
  lightTracing(),
);
