import { z } from 'zod';
import { availabilitySchema } from '../../availability';
import { languageSchema } from '../language';
import { locationIngredientSchema } from './location-ingredient';
import { menuLanguageSchema, menuLanguagesSchema, menuSchema } from './menu';
import { menuCategorySchema } from './menu-category';
import { menuItemIngredientSchema, menuItemOptionsGroupSchema, menuItemSchema } from './menu-item';
import { optionsGroupSchema } from './options-group';

// The shapes the API returns for menus (spec §3): stored records with their links resolved, the
// categories as a tree, and availability computed for the moment of the request.

/** Menu language link: the language itself beside its id (spec §3). */
export const menuLanguageLinkSchema = menuLanguageSchema.extend({ language: languageSchema });
export type MenuLanguageLink = z.infer<typeof menuLanguageLinkSchema>;

/** An options group with its typeString (spec §3). */
export const optionsGroupViewSchema = optionsGroupSchema.extend({ typeString: z.string() });
export type OptionsGroupView = z.infer<typeof optionsGroupViewSchema>;

export const menuItemViewSchema = menuItemSchema.extend({
  ingredients: z.array(
    menuItemIngredientSchema.extend({ locationIngredient: locationIngredientSchema }),
  ),
  optionsGroups: z.array(
    menuItemOptionsGroupSchema.extend({ optionsGroup: optionsGroupViewSchema }),
  ),
});
export type MenuItemView = z.infer<typeof menuItemViewSchema>;

export const menuCategoryViewSchema = menuCategorySchema.extend({
  get subCategories() {
    return z.array(menuCategoryViewSchema);
  },
  menuItems: z.array(menuItemViewSchema),
});
export type MenuCategoryView = z.infer<typeof menuCategoryViewSchema>;

export const menuViewSchema = menuSchema.extend({
  ...availabilitySchema.shape,
  /** The language the texts were picked in. */
  currentLanguage: languageSchema,
  languages: menuLanguagesSchema(menuLanguageLinkSchema),
  menuCategories: z.array(menuCategoryViewSchema),
});
export type MenuView = z.infer<typeof menuViewSchema>;
