import { z } from 'zod';
import { idSchema } from '../../schema/fields';
import { nameTranslationSchema, translationsSchema } from './common';

/** An ingredient a location's menu items list (spec §3). */
export const locationIngredientSchema = z.object({
  id: idSchema,
  locationId: idSchema,
  translations: translationsSchema(nameTranslationSchema),
});
export type LocationIngredient = z.infer<typeof locationIngredientSchema>;
