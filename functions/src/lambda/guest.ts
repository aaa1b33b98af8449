import { guestHandlers } from '../groups/guest';
import { orderAdaptersFromEnvironment } from '../secrets';
import { createLambdaHandler } from './create-handler';

// Guests create and pay orders: Stripe and the order settings, fed from the secret. No SMS and no
// scheduler (the payments function does both once an order is paid), so no SNS or Scheduler client
// in this bundle.
export const handler = createLambdaHandler(guestHandlers, () => orderAdaptersFromEnvironment());
