import { z } from 'zod';
import { requiredNameTranslationSchema, translationsSchema } from '../entities/catalog/common';
import { menuLanguageSchema, menuLanguagesSchema, menuSchema } from '../entities/catalog/menu';
import { idSchema, savedIdSchema, sortOrderSchema } from '../schema/fields';

const categoryNames = translationsSchema(requiredNameTranslationSchema('Category name')).min(
  1,
  'Category name is required',
);

/** An item's place in the category tree; the item itself is saved through menuitem/update. */
export const menuItemPlacementSchema = z.strictObject({
  id: savedIdSchema,
  sortOrder: sortOrderSchema,
});

/**
 * A category as menu setup sends it inside menu/update (spec §7 has no category create or update):
 * its names, its place, its subcategories and where its items now sit. Names are required (§5).
 */
export const menuCategoryInputSchema = z.strictObject({
  id: idSchema,
  translations: categoryNames,
  sortOrder: sortOrderSchema,
  get subCategories() {
    return z.array(menuCategoryInputSchema).max(100, 'At most 100 subcategories');
  },
  menuItems: z.array(menuItemPlacementSchema).max(500, 'At most 500 items in a category'),
});
export type MenuCategoryInput = z.input<typeof menuCategoryInputSchema>;

/**
 * Body of menu/create and menu/update (spec §7). The window is wall-clock in the location's time
 * zone. `sortOrder` and `languages` are optional on create (last place; the default language);
 * `menuCategories` is sent by menu setup and leaves the categories alone when missing.
 */
export const menuInputSchema = z
  .strictObject({
    ...menuSchema.shape,
    locationId: savedIdSchema,
    sortOrder: sortOrderSchema.optional(),
    languages: menuLanguagesSchema(z.strictObject(menuLanguageSchema.shape)).optional(),
    menuCategories: z.array(menuCategoryInputSchema).max(200, 'At most 200 categories').optional(),
  })
  .refine((menu) => menu.availableFrom !== menu.availableTo, {
    path: ['availableTo'],
    message: 'Available to must differ from Available from',
  });
export type MenuInput = z.input<typeof menuInputSchema>;

/** Body of menu/updaterange: the menus of one location in their new order (spec §7). */
export const menuSortOrdersSchema = z
  .array(z.strictObject({ id: savedIdSchema, sortOrder: sortOrderSchema }))
  .min(1, 'No menus to sort')
  .max(200, 'At most 200 menus')
  .refine((list) => new Set(list.map((menu) => menu.id)).size === list.length, {
    message: 'A menu appears more than once',
  });

/** Body of menucategory/delete (spec §7: "with a category body"). */
export const menuCategoryDeleteSchema = z.strictObject({
  id: savedIdSchema,
  menuId: savedIdSchema,
});
