import { z } from 'zod';
import { nameTranslationSchema, sortOrderSchema, translationsSchema } from './common';

/** Options group types (spec §9): 1 Required, 2 Optional, 3 Optional remove. */
export const OPTIONS_GROUP_TYPE = { required: 1, optional: 2, optionalRemove: 3 } as const;
export type OptionsGroupType = (typeof OPTIONS_GROUP_TYPE)[keyof typeof OPTIONS_GROUP_TYPE];

export const optionSchema = z.object({
  id: z.uuid(),
  sortOrder: sortOrderSchema,
  /** Added to the item's price when chosen, in minor units; may be negative. */
  priceDifference: z.number().int().min(-100_000_000).max(100_000_000),
  translations: translationsSchema(nameTranslationSchema),
});
export type Option = z.infer<typeof optionSchema>;

export const optionsGroupSchema = z.object({
  id: z.uuid(),
  locationId: z.uuid(),
  type: z.literal([
    OPTIONS_GROUP_TYPE.required,
    OPTIONS_GROUP_TYPE.optional,
    OPTIONS_GROUP_TYPE.optionalRemove,
  ]),
  /** For type 1 exactly this many must be chosen; otherwise at most this many. 0 means no limit. */
  quantity: z.number().int().min(0).max(100),
  isReusable: z.boolean(),
  isDeleted: z.boolean(),
  translations: translationsSchema(nameTranslationSchema),
  options: z.array(optionSchema).max(100),
});
export type OptionsGroup = z.infer<typeof optionsGroupSchema>;
