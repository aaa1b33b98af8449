import { EMPTY_GUID, EVERY_DAY, type MenuItemView, type OptionsGroupView } from '@inroom/shared';

// Request bodies of the menu routes, as the back office sends them, for the API tests.

/** menu/create's body: an always-open menu of the location, open every day. */
export const menuBody = (locationId: string, changes: Record<string, unknown> = {}) => ({
  id: EMPTY_GUID,
  name: 'Lunch',
  locationId,
  isActive: true,
  isNameVisible: true,
  availableFrom: '00:00',
  availableTo: '23:59',
  ...EVERY_DAY,
  ...changes,
});

/** A new category as menu setup sends it inside menu/update. */
export const categoryBody = (name: string, changes: Record<string, unknown> = {}) => ({
  id: EMPTY_GUID,
  translations: [{ languageId: 'en', name }],
  sortOrder: 0,
  subCategories: [],
  menuItems: [],
  ...changes,
});

/**
 * A saved item as the item form sends it back: the view without the resolved records, nor its
 * version (tests of the version check add it).
 */
export const itemInputOf = (view: MenuItemView) => ({
  id: view.id,
  menuId: view.menuId,
  menuCategoryId: view.menuCategoryId,
  price: view.price,
  image: view.image,
  sortOrder: view.sortOrder,
  translations: view.translations,
  ingredients: view.ingredients.map(({ locationIngredientId, sortOrder }) => ({
    locationIngredientId,
    sortOrder,
  })),
  optionsGroups: view.optionsGroups.map(({ optionsGroupId, sortOrder }) => ({
    optionsGroupId,
    sortOrder,
  })),
});

/** A saved reusable group as its form sends it back, without its version (as itemInputOf). */
export const groupInputOf = ({
  typeString: _typeString,
  isDeleted: _isDeleted,
  version: _version,
  ...group
}: OptionsGroupView) => group;

/** menuitem/create's body: a new item of the category, with no ingredients or groups unless given. */
export const itemBody = (
  menuId: string,
  menuCategoryId: string,
  name: string,
  changes: Record<string, unknown> = {},
) => ({
  id: EMPTY_GUID,
  menuId,
  menuCategoryId,
  price: 4500,
  image: '',
  translations: [{ languageId: 'en', name, description: '' }],
  ingredients: [],
  optionsGroups: [],
  ...changes,
});

interface ItemTree<I> {
  menuItems: readonly I[];
  subCategories: readonly ItemTree<I>[];
}

/** Every item of a menu's categories, each category's before its subcategories'. */
export function itemsOf<I>(categories: readonly ItemTree<I>[]): I[] {
  return categories.flatMap((category) => [
    ...category.menuItems,
    ...itemsOf(category.subCategories),
  ]);
}
