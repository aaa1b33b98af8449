import { z } from 'zod';
import { requiredNameTranslationSchema, translationsSchema } from '../entities/catalog/common';
import {
  OPTIONS_GROUP_TYPE,
  optionsGroupQuantitySchema,
  optionsGroupTypeSchema,
} from '../entities/catalog/options-group';
import {
  idSchema,
  priceDifferenceSchema,
  savedIdSchema,
  sortOrderSchema,
  versionSchema,
} from '../schema/fields';
import { MAX_OPTIONS_PER_GROUP } from '../schema/limits';
import { lazySchema } from '../schema/lazy';

const names = (label: string) =>
  translationsSchema(requiredNameTranslationSchema(label)).min(1, `${label} is required`);

/** One option of a group as the options group form sends it (spec §5). */
export const optionInputSchema = lazySchema(() =>
  z.strictObject({
    id: idSchema,
    sortOrder: sortOrderSchema,
    priceDifference: priceDifferenceSchema,
    translations: names('Option name'),
  }),
);
export type OptionInput = z.input<typeof optionInputSchema>;

/**
 * Body of optionsgroup/create and optionsgroup/update, and a non-reusable group inside a menu item
 * (spec §4). A required group needs a quantity its options can meet.
 */
export const optionsGroupInputSchema = lazySchema(() =>
  z
    .strictObject({
      id: idSchema,
      locationId: savedIdSchema,
      type: optionsGroupTypeSchema,
      quantity: optionsGroupQuantitySchema,
      isReusable: z.boolean(),
      translations: names('Name'),
      options: z
        .array(optionInputSchema)
        .min(1, 'Add at least one option')
        .max(MAX_OPTIONS_PER_GROUP, `At most ${MAX_OPTIONS_PER_GROUP} options`),
      /** The version the form was loaded at (see versionSchema). */
      version: versionSchema.optional(),
    })
    .superRefine((group, context) => {
      if (group.type !== OPTIONS_GROUP_TYPE.required) return;
      if (group.quantity < 1) {
        context.addIssue({
          code: 'custom',
          path: ['quantity'],
          message: 'A required group needs a quantity of at least 1',
        });
      } else if (group.quantity > group.options.length) {
        context.addIssue({
          code: 'custom',
          path: ['quantity'],
          message: 'Quantity cannot be more than the number of options',
        });
      }
    }),
);
export type OptionsGroupInput = z.input<typeof optionsGroupInputSchema>;
