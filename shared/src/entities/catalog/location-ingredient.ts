import { z } from 'zod';
import { nameTranslationSchema, translationsSchema } from './common';

/** An ingredient a location's menu items list (spec §3). */
export const locationIngredientSchema = z.object({
  id: z.uuid(),
  locationId: z.uuid(),
  translations: translationsSchema(nameTranslationSchema),
});
export type LocationIngredient = z.infer<typeof locationIngredientSchema>;
