import type {
  MenuCategoryView,
  MenuItemView,
  MenuView,
  Option,
  OptionsGroupType,
  OptionsGroupView,
} from '@inroom/shared';
import { idSequence } from '../../../testing/fixtures';
import { makeMenuView } from '../../../testing/menus';

// Hand-built menus for the guest menu's component tests. As the guest API sends them, every text
// carries one translation: the reader's language (English here; the menu's default is Danish).

export { DKK } from '../../../testing/fixtures';
export const LOCATION_ID = '5eed0001-0000-4000-8000-000000000001';
export const MENU_ID = '5eed0002-0000-4000-8000-000000000001';

const nextId = idSequence('5eed00ff');

const named = (name: string) => [{ languageId: 'en', name }];

export function makeOption(name: string, priceDifference = 0, sortOrder = 0): Option {
  return { id: nextId(), sortOrder, priceDifference, translations: named(name) };
}

const TYPE_STRINGS: Record<OptionsGroupType, string> = {
  1: 'Required',
  2: 'Optional',
  3: 'Optional remove',
};

export function makeGroup(
  name: string,
  type: OptionsGroupType,
  quantity: number,
  options: Option[],
): OptionsGroupView {
  return {
    id: nextId(),
    locationId: LOCATION_ID,
    type,
    typeString: TYPE_STRINGS[type],
    quantity,
    isReusable: false,
    isDeleted: false,
    translations: named(name),
    options: options.map((option, index) => ({ ...option, sortOrder: index })),
  };
}

export interface ItemFields {
  name: string;
  price: number;
  description?: string;
  image?: string;
  ingredients?: string[];
  groups?: OptionsGroupView[];
  sortOrder?: number;
}

export function makeItem(fields: ItemFields): MenuItemView {
  const id = nextId();
  return {
    id,
    menuId: MENU_ID,
    menuCategoryId: '',
    price: fields.price,
    image: fields.image ?? '',
    sortOrder: fields.sortOrder ?? 0,
    translations: [{ languageId: 'en', name: fields.name, description: fields.description ?? '' }],
    ingredients: (fields.ingredients ?? []).map((name, index) => {
      const ingredientId = nextId();
      return {
        locationIngredientId: ingredientId,
        sortOrder: index,
        locationIngredient: {
          id: ingredientId,
          locationId: LOCATION_ID,
          translations: named(name),
        },
      };
    }),
    optionsGroups: (fields.groups ?? []).map((group, index) => ({
      optionsGroupId: group.id,
      sortOrder: index,
      optionsGroup: group,
    })),
  };
}

export function makeCategory(
  name: string,
  items: MenuItemView[],
  subCategories: MenuCategoryView[] = [],
  sortOrder = 0,
): MenuCategoryView {
  const id = nextId();
  return {
    id,
    menuId: MENU_ID,
    parentCategoryId: null,
    translations: named(name),
    sortOrder,
    menuItems: items.map((item) => ({ ...item, menuCategoryId: id })),
    subCategories: subCategories.map((sub) => ({ ...sub, parentCategoryId: id })),
  };
}

export function makeMenu(
  categories: MenuCategoryView[],
  overrides: Partial<MenuView> = {},
): MenuView {
  return makeMenuView({
    id: MENU_ID,
    name: 'Dinner',
    locationId: LOCATION_ID,
    languages: [
      { languageId: 'da', isDefault: true, language: { id: 'da', name: 'Dansk' } },
      { languageId: 'en', isDefault: false, language: { id: 'en', name: 'English' } },
    ],
    menuCategories: categories.map((category) => ({ ...category, menuId: MENU_ID })),
    ...overrides,
  });
}
