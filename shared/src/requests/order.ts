import { z } from 'zod';
import { basketSchema, roomSchema } from '../entities/basket';
import { EMPTY_BASKET_MESSAGE, TERMS_NOT_ACCEPTED_MESSAGE } from '../orders/checkout';
import { deliveryTimeSchema } from '../orders/schemas';
import { idSchema, savedIdSchema } from '../schema/fields';
import { lazySchema } from '../schema/lazy';

/** Body of order/translate (spec §7): the basket, whose lines come back in the new language. */
export const basketTranslateSchema = basketSchema;

/**
 * Body of order/create (spec §7): the basket, ready to order. The idempotency key is made once per
 * checkout by the browser, so a retried request returns the same order instead of a second one.
 */
export const orderCreateSchema = lazySchema(() =>
  z.strictObject({
    ...basketSchema.shape,
    locationId: savedIdSchema,
    items: basketSchema.shape.items.min(1, EMPTY_BASKET_MESSAGE),
    room: roomSchema,
    /** Payment can start only once the terms are accepted (spec §5). */
    termsAccepted: z.literal(true, TERMS_NOT_ACCEPTED_MESSAGE),
    idempotencyKey: z.uuid('Expected an idempotency key (a UUID)'),
  }),
);
export type OrderCreate = z.input<typeof orderCreateSchema>;

/** Who a staff call comes from: the phone number and token of the link they were texted. */
const staffCaller = () => ({
  id: savedIdSchema,
  phoneNumber: z.string().regex(/^\d{4,19}$/, 'Expected a phone number'),
  token: z.string().min(1, 'Expected a link token').max(200, 'Link token is too long'),
});

/** Body of order/accept (spec §7): the expected delivery is required (spec §5). */
export const orderAcceptSchema = lazySchema(() =>
  z.strictObject({
    ...staffCaller(),
    acceptedById: idSchema.optional(),
    expectedDeliveryTimeMinutes: deliveryTimeSchema,
  }),
);
export type OrderAccept = z.input<typeof orderAcceptSchema>;

/** Body of order/decline and order/complete. */
export const orderStaffActionSchema = lazySchema(() => z.strictObject(staffCaller()));
export type OrderStaffAction = z.input<typeof orderStaffActionSchema>;
