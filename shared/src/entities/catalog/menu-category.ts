import { z } from 'zod';
import { nameTranslationSchema, sortOrderSchema, translationsSchema } from './common';

/** A category of a menu; a subcategory has its parent's id in parentCategoryId (spec §3). */
export const menuCategorySchema = z.object({
  id: z.uuid(),
  menuId: z.uuid(),
  parentCategoryId: z.uuid().nullable(),
  translations: translationsSchema(nameTranslationSchema),
  sortOrder: sortOrderSchema,
});
export type MenuCategory = z.infer<typeof menuCategorySchema>;
