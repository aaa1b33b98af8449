import { z } from 'zod';
import { roomError } from '../orders/checkout';
import { optionsGroupTypeSchema } from './catalog/options-group';
import {
  idSchema,
  languageIdSchema,
  optionalText,
  priceDifferenceSchema,
  priceSchema,
} from '../schema/fields';
import {
  MAX_BASKET_LINES,
  MAX_GROUPS_PER_ITEM,
  MAX_LINE_QUANTITY,
  TEXT_LIMITS,
} from '../schema/limits';
import { lazySchema } from '../schema/lazy';

// The basket lives in the guest's browser (redux-persist) and is the body of order/translate and
// order/create (spec §7). Names and prices in it are for display only: the server reloads every
// item and option by id and computes prices itself.

/** The currency of a basket: the location's country's default currency (spec §3). */
export const basketCurrencySchema = lazySchema(() =>
  z.strictObject({
    /** ISO 4217 code, e.g. 'DKK'. */
    id: z.string().regex(/^$|^[A-Z]{3}$/, 'Expected an ISO 4217 currency code'),
    symbol: z.string().max(10),
  }),
);
export type BasketCurrency = z.infer<typeof basketCurrencySchema>;

export const basketItemOptionSchema = lazySchema(() =>
  z.strictObject({
    optionId: idSchema,
    optionsGroupType: optionsGroupTypeSchema,
    optionsGroupName: optionalText('Options group name', TEXT_LIMITS.name),
    /**
     * The group's name in the menu's default language, for staff as defaultName is. Optional: baskets
     * saved in browsers and orders stored before it existed lack it, and staff then read
     * optionsGroupName.
     */
    defaultOptionsGroupName: optionalText('Options group name', TEXT_LIMITS.name).optional(),
    /** In the basket's language. */
    name: optionalText('Name', TEXT_LIMITS.name),
    /** In the menu's default language, for staff (spec §2 Order page). */
    defaultName: optionalText('Name', TEXT_LIMITS.name),
    priceDifference: priceDifferenceSchema,
  }),
);
export type BasketItemOption = z.infer<typeof basketItemOptionSchema>;

export const basketQuantitySchema = lazySchema(() =>
  z
    .number('Quantity must be a number')
    .int('Quantity must be a whole number')
    .min(1, 'Quantity must be at least 1')
    .max(MAX_LINE_QUANTITY, `Quantity must be at most ${MAX_LINE_QUANTITY}`),
);

export const basketItemSchema = lazySchema(() =>
  z.strictObject({
    menuItemId: idSchema,
    name: optionalText('Name', TEXT_LIMITS.name),
    description: optionalText('Description', TEXT_LIMITS.description),
    defaultName: optionalText('Name', TEXT_LIMITS.name),
    defaultDescription: optionalText('Description', TEXT_LIMITS.description),
    options: z.array(basketItemOptionSchema).max(MAX_GROUPS_PER_ITEM * 10, 'Too many options'),
    quantity: basketQuantitySchema,
    /** Unit price: the item's price plus its options' price differences, in minor units. */
    price: priceSchema(),
    /** price times quantity. */
    priceSum: priceSchema('Line total'),
    currency: basketCurrencySchema,
  }),
);
export type BasketItem = z.infer<typeof basketItemSchema>;

/** Room number: required and numeric (spec §5 Delivery form); the rule is `roomError`. */
export const roomSchema = lazySchema(() =>
  z
    .string('Room is required')
    .trim()
    .superRefine((room, context) => {
      const message = roomError(room);
      if (message) context.addIssue({ code: 'custom', message });
    }),
);

export const basketSchema = lazySchema(() =>
  z.strictObject({
    /** Null once cleared (spec §4). */
    locationId: idSchema.nullable(),
    locationName: optionalText('Location name', TEXT_LIMITS.name),
    parentLocationId: idSchema.nullable(),
    parentLocationName: optionalText('Parent location name', TEXT_LIMITS.name),
    currencyId: basketCurrencySchema.shape.id,
    currency: basketCurrencySchema,
    languageId: languageIdSchema,
    language: z.strictObject({ id: languageIdSchema, name: z.string().max(100) }).optional(),
    items: z.array(basketItemSchema).max(MAX_BASKET_LINES, `At most ${MAX_BASKET_LINES} lines`),
    /** Sum of the lines' priceSum, in minor units. */
    priceSum: priceSchema('Total'),
    /** Checked as a room number when ordering; the basket may hold it half-typed. */
    room: optionalText('Room', TEXT_LIMITS.room),
    comment: optionalText('Comment', TEXT_LIMITS.comment),
  }),
);
export type Basket = z.infer<typeof basketSchema>;
