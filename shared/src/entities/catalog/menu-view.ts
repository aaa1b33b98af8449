import { z } from 'zod';
import { availabilitySchema } from '../../availability';
import { languageSchema } from '../language';
import { locationIngredientSchema } from './location-ingredient';
import { menuLanguageSchema, menuLanguagesSchema, menuSchema } from './menu';
import { menuCategorySchema } from './menu-category';
import { menuItemIngredientSchema, menuItemOptionsGroupSchema, menuItemSchema } from './menu-item';
import { optionsGroupSchema } from './options-group';
import { lazySchema } from '../../schema/lazy';

// The shapes the API returns for menus (spec §3): stored records with their links resolved, the
// categories as a tree, and availability computed for the moment of the request.

/** Menu language link: the language itself beside its id (spec §3). */
export const menuLanguageLinkSchema = lazySchema(() =>
  menuLanguageSchema.extend({ language: languageSchema }),
);
export type MenuLanguageLink = z.infer<typeof menuLanguageLinkSchema>;

/** An options group with its typeString (spec §3). */
export const optionsGroupViewSchema = lazySchema(() =>
  optionsGroupSchema.extend({ typeString: z.string() }),
);
export type OptionsGroupView = z.infer<typeof optionsGroupViewSchema>;

export const menuItemViewSchema = lazySchema(() =>
  menuItemSchema.extend({
    ingredients: z.array(
      menuItemIngredientSchema.extend({ locationIngredient: locationIngredientSchema }),
    ),
    optionsGroups: z.array(
      menuItemOptionsGroupSchema.extend({ optionsGroup: optionsGroupViewSchema }),
    ),
  }),
);
export type MenuItemView = z.infer<typeof menuItemViewSchema>;

export const menuCategoryViewSchema = lazySchema(() =>
  menuCategorySchema.extend({
    get subCategories() {
      return z.array(menuCategoryViewSchema);
    },
    menuItems: z.array(menuItemViewSchema),
  }),
);
export type MenuCategoryView = z.infer<typeof menuCategoryViewSchema>;

export const menuViewSchema = lazySchema(() =>
  menuSchema.extend({
    ...availabilitySchema.shape,
    /** The language the texts were picked in. */
    currentLanguage: languageSchema,
    languages: menuLanguagesSchema(menuLanguageLinkSchema),
    menuCategories: z.array(menuCategoryViewSchema),
  }),
);
export type MenuView = z.infer<typeof menuViewSchema>;

// The guest reads (`location/get`, `menu/get`) send each options group and ingredient once per
// response rather than inside every item that links it: a big menu's items share a handful of
// them, and embedding them made most of the response. An item's link names its group or
// ingredient; they travel beside the menus. `expandGuestLocation` and `expandGuestMenu`
// (guest-views.ts) put them back, so readers see the shapes above.

/** An item's link to a group on the guest wire: the group itself only when the sender embeds it. */
export const guestOptionsGroupLinkSchema = lazySchema(() =>
  menuItemOptionsGroupSchema.extend({
    optionsGroup: optionsGroupViewSchema.optional(),
  }),
);
export type GuestOptionsGroupLink = z.infer<typeof guestOptionsGroupLinkSchema>;

/** An item's link to an ingredient on the guest wire, likewise. */
export const guestIngredientLinkSchema = lazySchema(() =>
  menuItemIngredientSchema.extend({
    locationIngredient: locationIngredientSchema.optional(),
  }),
);
export type GuestIngredientLink = z.infer<typeof guestIngredientLinkSchema>;

export const guestMenuItemViewSchema = lazySchema(() =>
  menuItemViewSchema.extend({
    ingredients: z.array(guestIngredientLinkSchema),
    optionsGroups: z.array(guestOptionsGroupLinkSchema),
  }),
);
export type GuestMenuItemView = z.infer<typeof guestMenuItemViewSchema>;

export const guestMenuCategoryViewSchema = lazySchema(() =>
  menuCategorySchema.extend({
    get subCategories() {
      return z.array(guestMenuCategoryViewSchema);
    },
    menuItems: z.array(guestMenuItemViewSchema),
  }),
);
export type GuestMenuCategoryView = z.infer<typeof guestMenuCategoryViewSchema>;

/** A menu inside the guest location view: what its items link to is the location's. */
export const guestMenuContentSchema = lazySchema(() =>
  menuViewSchema.extend({
    menuCategories: z.array(guestMenuCategoryViewSchema),
  }),
);
export type GuestMenuContent = z.infer<typeof guestMenuContentSchema>;

/**
 * `menu/get`: a menu with the groups and ingredients its items link to, each once, their texts
 * those the menu's language picks (see pickTranslation).
 */
export const guestMenuViewSchema = lazySchema(() =>
  guestMenuContentSchema.extend({
    ingredients: z.array(locationIngredientSchema),
    optionsGroups: z.array(optionsGroupViewSchema),
  }),
);
export type GuestMenuView = z.infer<typeof guestMenuViewSchema>;

/**
 * The back office's view of a menu (`menu/be/get`, and the answer of `menu/create`, `menu/update`
 * and `addnewlanguage`): the shape of `menu/get`, each group and ingredient once beside the items
 * that link it, with every translation of every text. Embedding them in every item made a 500-item
 * menu's view 2.5 MB of JSON, which menu setup parsed and compared after each save, for names and
 * prices (docs/performance.md).
 */
export type BackOfficeMenuView = GuestMenuView;
export type BackOfficeMenuCategoryView = GuestMenuCategoryView;
export type BackOfficeMenuItemView = GuestMenuItemView;
