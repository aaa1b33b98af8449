import { z } from 'zod';
import { idSchema, sortOrderSchema, versionSchema } from '../../schema/fields';
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
    /**
     * Only menu setup's tree and a new language write categories, each under the menu's version;
     * the category's own lets the two not undo each other's writes that follow (see versionSchema).
     */
    version: versionSchema.optional(),
  }),
);
export type MenuCategory = z.infer<typeof menuCategorySchema>;
