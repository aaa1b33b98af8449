import { z } from 'zod';
import { idSchema, versionSchema } from '../../schema/fields';
import { nameTranslationSchema, translationsSchema } from './common';
import { lazySchema } from '../../schema/lazy';

/** An ingredient a location's menu items list (spec §3). */
export const locationIngredientSchema = lazySchema(() =>
  z.object({
    id: idSchema,
    locationId: idSchema,
    translations: translationsSchema(nameTranslationSchema),
    version: versionSchema.optional(),
  }),
);
export type LocationIngredient = z.infer<typeof locationIngredientSchema>;
