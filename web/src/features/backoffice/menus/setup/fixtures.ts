import type {
  BackOfficeMenuCategoryView,
  BackOfficeMenuItemView,
  BackOfficeMenuView,
} from '@inroom/shared';
import { fixtureId } from '../../../../testing/fixtures';
import { makeMenuView } from '../../../../testing/menus';

// A menu for menu setup's tests, as menu/be/get sends it: every text with all its translations,
// the groups and ingredients its items link beside it (these items link none).

export const LOCATION_ID = fixtureId('5e7a0001', 1);
export const MENU_ID = fixtureId('5e7a0002', 1);
export const STARTERS_ID = fixtureId('5e7a0003', 1);
export const MAINS_ID = fixtureId('5e7a0003', 2);
export const COLD_ID = fixtureId('5e7a0003', 3);
export const SOUP_ID = fixtureId('5e7a0004', 1);
export const SALAD_ID = fixtureId('5e7a0004', 2);
export const STEAK_ID = fixtureId('5e7a0004', 3);
export const HAM_ID = fixtureId('5e7a0004', 4);

export const LANGUAGES = [
  { id: 'en', name: 'English' },
  { id: 'da', name: 'Danish' },
  { id: 'de', name: 'German' },
  { id: 'sv', name: 'Swedish' },
];

type Names = Record<string, string>;

const translationsOf = (names: Names) =>
  Object.entries(names).map(([languageId, name]) => ({ languageId, name }));

export function item(
  id: string,
  categoryId: string,
  names: Names,
  price: number,
  sortOrder: number,
): BackOfficeMenuItemView {
  return {
    id,
    menuId: MENU_ID,
    menuCategoryId: categoryId,
    price,
    image: '',
    sortOrder,
    translations: Object.entries(names).map(([languageId, name]) => ({
      languageId,
      name,
      description: '',
    })),
    ingredients: [],
    optionsGroups: [],
  };
}

export function category(
  id: string,
  names: Names,
  sortOrder: number,
  menuItems: BackOfficeMenuItemView[] = [],
  subCategories: BackOfficeMenuCategoryView[] = [],
  parentCategoryId: string | null = null,
): BackOfficeMenuCategoryView {
  return {
    id,
    menuId: MENU_ID,
    parentCategoryId,
    translations: translationsOf(names),
    sortOrder,
    menuItems,
    subCategories,
  };
}

/** Starters (Soup, Salad; subcategory Cold with Ham) and Mains (Steak), in English and Danish. */
export function setupMenu(
  languageId: 'en' | 'da' = 'en',
  overrides: Partial<BackOfficeMenuView> = {},
): BackOfficeMenuView {
  return {
    ...makeMenuView({
      id: MENU_ID,
      name: 'Dinner',
      locationId: LOCATION_ID,
      currentLanguage: LANGUAGES.find((language) => language.id === languageId) ?? LANGUAGES[0]!,
      languages: [
        { languageId: 'en', isDefault: true, language: { id: 'en', name: 'English' } },
        { languageId: 'da', isDefault: false, language: { id: 'da', name: 'Danish' } },
      ],
    }),
    optionsGroups: [],
    ingredients: [],
    menuCategories: [
      // Out of order on purpose: the tree sorts by sortOrder.
      category(MAINS_ID, { en: 'Mains', da: 'Hovedretter' }, 1, [
        item(STEAK_ID, MAINS_ID, { en: 'Steak', da: 'Bøf' }, 24900, 0),
      ]),
      category(
        STARTERS_ID,
        { en: 'Starters', da: 'Forretter' },
        0,
        [
          item(SALAD_ID, STARTERS_ID, { en: 'Salad', da: 'Salat' }, 7500, 1),
          item(SOUP_ID, STARTERS_ID, { en: 'Soup', da: 'Suppe' }, 6500, 0),
        ],
        [
          category(
            COLD_ID,
            { en: 'Cold', da: 'Kolde' },
            0,
            [item(HAM_ID, COLD_ID, { en: 'Ham', da: 'Skinke' }, 5000, 0)],
            [],
            STARTERS_ID,
          ),
        ],
      ),
    ],
    ...overrides,
  };
}

/** One category holding `count` items. */
export function bigMenu(count: number): BackOfficeMenuView {
  const items = Array.from({ length: count }, (_, index) =>
    item(
      fixtureId('5e7a0005', index + 1),
      STARTERS_ID,
      { en: `Dish ${index + 1}` },
      1000 + index,
      index,
    ),
  );
  return setupMenu('en', {
    menuCategories: [category(STARTERS_ID, { en: 'Everything' }, 0, items)],
  });
}
