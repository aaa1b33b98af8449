import { z } from 'zod';
import { idSchema, sortOrderSchema } from '../../schema/fields';
import { nameTranslationSchema, translationsSchema } from './common';
import { lazySchema } from '../../schema/lazy';

/** A category of a menu; a subcategory has its parent's id in parentCategoryId (spec §3). */
export const menuCategorySchema = lazySchema(() =>
  z.object({
    id: idSchema,
    menuId: idSchema,
    parentCategoryId: idSchema.nullable(),
    translations: translationsSchema(nameTranslationSchema),
    sortOrder: sortOrderSchema,
  }),
);
export type MenuCategory = z.infer<typeof menuCategorySchema>;
