import { z } from 'zod';
import { orderStatusSchema, paymentStatusSchema } from '../orders/schemas';
import { idSchema, imageKeySchema, priceSchema } from '../schema/fields';
import { basketCurrencySchema, basketItemSchema } from './basket';
import { lazySchema } from '../schema/lazy';

/** An order as the order page shows it to a guest or a staff contact (spec §3). */
export const orderSchema = lazySchema(() =>
  z.object({
    id: idSchema,
    /** Counts up per location from 1. */
    orderNumber: z.number().int().min(1),
    locationId: idSchema,
    locationName: z.string(),
    parentLocationId: idSchema.nullable(),
    parentLocationName: z.string(),
    location: z.object({ image: imageKeySchema, name: z.string() }),
    items: z.array(basketItemSchema),
    currencyId: basketCurrencySchema.shape.id,
    currency: basketCurrencySchema,
    /** Computed by the server from the stored prices, in minor units. */
    priceSum: priceSchema('Total'),
    room: z.string(),
    comment: z.string(),
    languageId: z.string(),
    status: orderStatusSchema,
    paymentStatus: paymentStatusSchema,
    /** Where the guest pays, or pays again after a failed payment (status 1). */
    paymentUrl: z.string(),
    /** Chosen by staff on accept; 0 before, and after decline or complete (spec §5). */
    expectedDeliveryTimeMinutes: z.number().int().min(0),
    /** Seconds left for staff to answer while status is 2, else 0. */
    requestExpiresIn: z.number().int().min(0),
    /** Minutes until the expected delivery while status is 3, else 0. */
    timeUntilDelivery: z.number().int().min(0),
    acceptedById: idSchema.nullable(),
    acceptedBy: z.object({ name: z.string() }).nullable(),
    createdAt: z.iso.datetime(),
    /** createdAt as the location's wall clock, e.g. '21 Nov 18:05'. */
    createdAtString: z.string(),
    /**
     * Only in a staff contact's list of their orders, and only on orders still to answer or deliver
     * (2, 3): the link token of this order for the caller's phone, so those open for staff as their
     * texted link does. Orders without one are listed to look back at, not to open.
     */
    staffToken: z.string().optional(),
  }),
);
export type Order = z.infer<typeof orderSchema>;

/**
 * An order in the active orders banner (spec §3), with its number and time placed so a guest with
 * several orders from one location can tell them apart.
 */
export const activeOrderSchema = lazySchema(() =>
  orderSchema.pick({
    id: true,
    orderNumber: true,
    createdAtString: true,
    status: true,
    locationName: true,
    timeUntilDelivery: true,
  }),
);
export type ActiveOrder = z.infer<typeof activeOrderSchema>;
