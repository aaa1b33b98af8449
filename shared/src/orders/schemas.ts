import { z } from 'zod';
import { DELIVERY_TIME_PLACEHOLDER, isDeliveryTimeChoice } from './delivery-time';
import { ORDER_EVENT_NAMES, ORDER_STATUS_CODES, PAYMENT_STATUS_CODES } from './order-status';
import { lazySchema } from '../schema/lazy';

// The orders' zod schemas, apart from the rules they check: guest pages use those rules and must
// not pull zod into their bundle (test/e2e/bundle-budget.test.ts).

export const orderStatusSchema = lazySchema(() => z.literal(ORDER_STATUS_CODES));
export const paymentStatusSchema = lazySchema(() => z.literal(PAYMENT_STATUS_CODES));
export const orderEventSchema = lazySchema(() => z.enum(ORDER_EVENT_NAMES));

// The placeholder doubles as the error text: the only fix is to pick one of the choices.
export const deliveryTimeSchema = lazySchema(() =>
  z
    .number({ error: DELIVERY_TIME_PLACEHOLDER })
    .int({ error: DELIVERY_TIME_PLACEHOLDER })
    .refine(isDeliveryTimeChoice, { error: DELIVERY_TIME_PLACEHOLDER }),
);
