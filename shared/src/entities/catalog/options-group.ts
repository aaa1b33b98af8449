import { z } from 'zod';
import {
  idSchema,
  priceDifferenceSchema,
  sortOrderSchema,
  versionSchema,
} from '../../schema/fields';
import { MAX_OPTIONS_PER_GROUP } from '../../schema/limits';
import { nameTranslationSchema, translationsSchema } from './common';
import { OPTIONS_GROUP_TYPE } from './options-group-type';
import { lazySchema } from '../../schema/lazy';

export * from './options-group-type';

export const optionsGroupTypeSchema = lazySchema(() =>
  z.literal(
    [OPTIONS_GROUP_TYPE.required, OPTIONS_GROUP_TYPE.optional, OPTIONS_GROUP_TYPE.optionalRemove],
    'Select a type',
  ),
);

/** For type 1 exactly this many must be chosen; otherwise at most this many. 0 means no limit. */
export const optionsGroupQuantitySchema = lazySchema(() =>
  z
    .number('Quantity must be a number')
    .int('Quantity must be a whole number')
    .min(0, 'Quantity cannot be negative')
    .max(MAX_OPTIONS_PER_GROUP, `Quantity must be at most ${MAX_OPTIONS_PER_GROUP}`),
);

export const optionSchema = lazySchema(() =>
  z.object({
    id: idSchema,
    sortOrder: sortOrderSchema,
    /** Added to the item's price when chosen, in minor units; may be negative. */
    priceDifference: priceDifferenceSchema,
    translations: translationsSchema(nameTranslationSchema),
  }),
);
export type Option = z.infer<typeof optionSchema>;

export const optionsGroupSchema = lazySchema(() =>
  z.object({
    id: idSchema,
    locationId: idSchema,
    type: optionsGroupTypeSchema,
    quantity: optionsGroupQuantitySchema,
    /** A reusable group is listed for every item of the location; otherwise it belongs to one item. */
    isReusable: z.boolean(),
    isDeleted: z.boolean(),
    translations: translationsSchema(nameTranslationSchema),
    options: z
      .array(optionSchema)
      .max(MAX_OPTIONS_PER_GROUP, `At most ${MAX_OPTIONS_PER_GROUP} options`),
    version: versionSchema.optional(),
  }),
);
export type OptionsGroup = z.infer<typeof optionsGroupSchema>;
