import { z } from 'zod';
import { requiredNameTranslationSchema, translationsSchema } from '../entities/catalog/common';
import { menuLanguageSchema, menuLanguagesSchema, menuSchema } from '../entities/catalog/menu';
import { idSchema, savedIdSchema, sortOrderSchema } from '../schema/fields';
import {
  MAX_CATEGORIES_PER_MENU,
  MAX_CATEGORY_LEVELS,
  MAX_ITEM_PLACEMENTS_PER_MENU,
  MAX_ITEMS_PER_CATEGORY,
  MAX_MENUS_PER_LOCATION,
  MAX_SUBCATEGORIES_PER_CATEGORY,
} from '../schema/limits';
import { lazySchema } from '../schema/lazy';

export const TOO_DEEP_CATEGORIES_MESSAGE = `Subcategories cannot have subcategories (at most ${MAX_CATEGORY_LEVELS} levels)`;
export const TOO_MANY_CATEGORIES_MESSAGE = `At most ${MAX_CATEGORIES_PER_MENU} categories in a menu, subcategories included`;
export const TOO_MANY_ITEM_PLACEMENTS_MESSAGE = `At most ${MAX_ITEM_PLACEMENTS_PER_MENU} items in a menu`;

const categoryNames = lazySchema(() =>
  translationsSchema(requiredNameTranslationSchema('Category name')).min(
    1,
    'Category name is required',
  ),
);

/** An item's place in the category tree; the item itself is saved through menuitem/update. */
export const menuItemPlacementSchema = lazySchema(() =>
  z.strictObject({
    id: savedIdSchema,
    sortOrder: sortOrderSchema,
  }),
);

/** What every category of the tree sends: its names, its place and where its items now sit. */
const categoryFields = () => ({
  id: idSchema,
  translations: categoryNames,
  sortOrder: sortOrderSchema,
  menuItems: z
    .array(menuItemPlacementSchema)
    .max(MAX_ITEMS_PER_CATEGORY, `At most ${MAX_ITEMS_PER_CATEGORY} items in a category`),
});

/**
 * A subcategory, the second and last level of the tree (spec §2: categories and subcategories).
 * Menu setup sends it an empty `subCategories`; anything in it is refused by count alone, without
 * reading it, so a tree nested a thousand deep costs no more to refuse than one nested three deep.
 */
export const menuSubcategoryInputSchema = lazySchema(() =>
  z.strictObject({
    ...categoryFields(),
    subCategories: z.array(z.unknown()).max(0, TOO_DEEP_CATEGORIES_MESSAGE).optional(),
  }),
);
export type MenuSubcategoryInput = z.input<typeof menuSubcategoryInputSchema>;

/**
 * A category as menu setup sends it inside menu/update (spec §7 has no category create or update):
 * its names, its place, its subcategories and where its items now sit. Names are required (§5).
 */
export const menuCategoryInputSchema = lazySchema(() =>
  z.strictObject({
    ...categoryFields(),
    subCategories: z
      .array(menuSubcategoryInputSchema)
      .max(
        MAX_SUBCATEGORIES_PER_CATEGORY,
        `At most ${MAX_SUBCATEGORIES_PER_CATEGORY} subcategories`,
      ),
  }),
);
export type MenuCategoryInput = z.input<typeof menuCategoryInputSchema>;

/**
 * A menu's whole tree, bounded as a whole: each list has its own cap, but many full lists would
 * still make one request write thousands of records.
 */
const menuCategoriesSchema = lazySchema(() =>
  z
    .array(menuCategoryInputSchema)
    .max(MAX_CATEGORIES_PER_MENU, TOO_MANY_CATEGORIES_MESSAGE)
    .superRefine((categories, context) => {
      let categoryCount = 0;
      let placementCount = 0;
      for (const category of categories) {
        categoryCount += 1 + category.subCategories.length;
        placementCount += category.menuItems.length;
        for (const subcategory of category.subCategories) {
          placementCount += subcategory.menuItems.length;
        }
      }
      if (categoryCount > MAX_CATEGORIES_PER_MENU) {
        context.addIssue({ code: 'custom', message: TOO_MANY_CATEGORIES_MESSAGE });
      }
      if (placementCount > MAX_ITEM_PLACEMENTS_PER_MENU) {
        context.addIssue({ code: 'custom', message: TOO_MANY_ITEM_PLACEMENTS_MESSAGE });
      }
    }),
);

/**
 * Body of menu/create and menu/update (spec §7). The window is wall-clock in the location's time
 * zone. `sortOrder` and `languages` are optional on create (last place; the default language);
 * `menuCategories` is sent by menu setup and leaves the categories alone when missing.
 */
export const menuInputSchema = lazySchema(() =>
  z
    .strictObject({
      ...menuSchema.shape,
      locationId: savedIdSchema,
      sortOrder: sortOrderSchema.optional(),
      languages: menuLanguagesSchema(z.strictObject(menuLanguageSchema.shape)).optional(),
      menuCategories: menuCategoriesSchema.optional(),
    })
    .refine((menu) => menu.availableFrom !== menu.availableTo, {
      path: ['availableTo'],
      message: 'Available to must differ from Available from',
    }),
);
export type MenuInput = z.input<typeof menuInputSchema>;

/** Body of menu/updaterange: the menus of one location in their new order (spec §7). */
export const menuSortOrdersSchema = lazySchema(() =>
  z
    .array(z.strictObject({ id: savedIdSchema, sortOrder: sortOrderSchema }))
    .min(1, 'No menus to sort')
    .max(MAX_MENUS_PER_LOCATION, `At most ${MAX_MENUS_PER_LOCATION} menus`)
    .refine((list) => new Set(list.map((menu) => menu.id)).size === list.length, {
      message: 'A menu appears more than once',
    }),
);

/** Body of menucategory/delete (spec §7: "with a category body"). */
export const menuCategoryDeleteSchema = lazySchema(() =>
  z.strictObject({
    id: savedIdSchema,
    menuId: savedIdSchema,
  }),
);
