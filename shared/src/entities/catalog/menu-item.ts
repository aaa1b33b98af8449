import { z } from 'zod';
import {
  minorUnitsSchema,
  sortOrderSchema,
  translationLanguageIdSchema,
  translationsSchema,
} from './common';

export const menuItemTranslationSchema = z.object({
  languageId: translationLanguageIdSchema,
  name: z.string().max(200),
  description: z.string().max(2000),
});
export type MenuItemTranslation = z.infer<typeof menuItemTranslationSchema>;

export const menuItemIngredientSchema = z.object({
  locationIngredientId: z.uuid(),
  sortOrder: sortOrderSchema,
});
export type MenuItemIngredient = z.infer<typeof menuItemIngredientSchema>;

export const menuItemOptionsGroupSchema = z.object({
  optionsGroupId: z.uuid(),
  sortOrder: sortOrderSchema,
});
export type MenuItemOptionsGroup = z.infer<typeof menuItemOptionsGroupSchema>;

/** A dish or drink in a menu category (spec §3). */
export const menuItemSchema = z.object({
  id: z.uuid(),
  menuId: z.uuid(),
  menuCategoryId: z.uuid(),
  /** In minor units of the location's currency: 12.50 is 1250. */
  price: minorUnitsSchema,
  /** Path of the image under /images/, or empty. */
  image: z.string().max(500),
  sortOrder: sortOrderSchema,
  translations: translationsSchema(menuItemTranslationSchema),
  ingredients: z.array(menuItemIngredientSchema).max(100),
  optionsGroups: z.array(menuItemOptionsGroupSchema).max(50),
});
export type MenuItem = z.infer<typeof menuItemSchema>;
