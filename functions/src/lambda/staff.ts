import { staffHandlers } from '../groups/staff';
import { powertoolsMetrics } from '../metrics/powertools-adapter';
import { orderAdaptersFromEnvironment } from '../secrets';
import { backOfficeAccess } from '../users/back-office';
import { createLambdaHandler } from './create-handler';
import { withTracing } from './tracing';

// Staff accept (capture), decline (cancel) and complete: Stripe and the order settings (the link
// secret checks the staff token). No SMS and no scheduler, so no SNS or Scheduler client here.
export const handler = createLambdaHandler(
  staffHandlers,
  () => ({
    ...orderAdaptersFromEnvironment(),
    // The back office's answers to orders (order/be/accept|decline|complete) are admin routes.
    backOffice: backOfficeAccess,
    metrics: powertoolsMetrics(),
  }),
  withTracing(),
);
