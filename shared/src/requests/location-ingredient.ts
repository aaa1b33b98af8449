import { z } from 'zod';
import { requiredNameTranslationSchema, translationsSchema } from '../entities/catalog/common';
import { idSchema, savedIdSchema, versionSchema } from '../schema/fields';
import { lazySchema } from '../schema/lazy';

/** Body of locationingredient/create and locationingredient/update. */
export const locationIngredientInputSchema = lazySchema(() =>
  z.strictObject({
    id: idSchema,
    locationId: savedIdSchema,
    translations: translationsSchema(requiredNameTranslationSchema('Ingredient name')).min(
      1,
      'Ingredient name is required',
    ),
    /** The version the form was loaded at (see versionSchema). */
    version: versionSchema.optional(),
  }),
);
export type LocationIngredientInput = z.input<typeof locationIngredientInputSchema>;
