import { z } from 'zod';
import {
  idSchema,
  imageKeySchema,
  languageIdSchema,
  optionalText,
  priceSchema,
  sortOrderSchema,
  versionSchema,
} from '../../schema/fields';
import { MAX_GROUPS_PER_ITEM, MAX_INGREDIENTS_PER_ITEM, TEXT_LIMITS } from '../../schema/limits';
import { translationsSchema } from './common';
import { lazySchema } from '../../schema/lazy';

export const menuItemTranslationSchema = lazySchema(() =>
  z.object({
    languageId: languageIdSchema,
    name: optionalText('Name', TEXT_LIMITS.name),
    description: optionalText('Description', TEXT_LIMITS.description),
  }),
);
export type MenuItemTranslation = z.infer<typeof menuItemTranslationSchema>;

/** Link from a menu item to one of its location's ingredients (spec §3). */
export const menuItemIngredientSchema = lazySchema(() =>
  z.object({
    locationIngredientId: idSchema,
    sortOrder: sortOrderSchema,
  }),
);
export type MenuItemIngredient = z.infer<typeof menuItemIngredientSchema>;

/** Link from a menu item to an options group (spec §3). */
export const menuItemOptionsGroupSchema = lazySchema(() =>
  z.object({
    optionsGroupId: idSchema,
    sortOrder: sortOrderSchema,
  }),
);
export type MenuItemOptionsGroup = z.infer<typeof menuItemOptionsGroupSchema>;

/** A dish or drink in a menu category, as stored (spec §3). */
export const menuItemSchema = lazySchema(() =>
  z.object({
    id: idSchema,
    menuId: idSchema,
    menuCategoryId: idSchema,
    /** In minor units of the location's currency: 12.50 is 1250. */
    price: priceSchema(),
    /** Key of the image under /images/, or empty. */
    image: imageKeySchema,
    sortOrder: sortOrderSchema,
    translations: translationsSchema(menuItemTranslationSchema),
    ingredients: z
      .array(menuItemIngredientSchema)
      .max(MAX_INGREDIENTS_PER_ITEM, `At most ${MAX_INGREDIENTS_PER_ITEM} ingredients`),
    optionsGroups: z
      .array(menuItemOptionsGroupSchema)
      .max(MAX_GROUPS_PER_ITEM, `At most ${MAX_GROUPS_PER_ITEM} options groups`),
    version: versionSchema.optional(),
  }),
);
export type MenuItem = z.infer<typeof menuItemSchema>;
