import {
  EMPTY_GUID,
  type LocationIngredient,
  type Menu,
  type MenuCategory,
  type MenuItem,
  type menuItemInputSchema,
  type OptionsGroup,
} from '@inroom/shared';
import type { z } from 'zod';
import {
  locationIngredientStore,
  locationStore,
  menuCategoryStore,
  menuItemPlacesStore,
  menuItemStore,
  menuStore,
  optionsGroupStore,
  type Store,
} from '../store';
import { englishAndDanish, idSeries, names, testLocation, testMenu } from './fixtures';

// A menu the size of a big hotel's, for the budgets that must hold however large a menu grows
// (store calls per write, bytes of the guest view) and for measuring them. Shaped as a real menu
// is: categories of items in two languages, each item linking a few of the location's reusable
// options groups and ingredients, so a group is shared by many items.

export interface LargeMenuShape {
  items: number;
  /** Menus of different numbers (1 unless given) have ids of their own, so they share a table. */
  menuNumber?: number;
  categories?: number;
  /** Reusable groups of the location; each item links two or three of them. */
  groups?: number;
  optionsPerGroup?: number;
  ingredients?: number;
}

export interface LargeMenu {
  menuNumber: number;
  location: ReturnType<typeof testLocation>;
  menu: Menu;
  categories: MenuCategory[];
  groups: OptionsGroup[];
  ingredients: LocationIngredient[];
  items: MenuItem[];
}

const series = {
  location: idSeries('b1000001'),
  menu: idSeries('b1000002'),
  category: idSeries('b1000003'),
  group: idSeries('b1000004'),
  option: idSeries('b1000005'),
  ingredient: idSeries('b1000006'),
  item: idSeries('b1000007'),
};
type Ids = { [kind in keyof typeof series]: (n: number) => string };

/** The ids of menu `menuNumber`: its own million of each series. */
const idsOf = (menuNumber: number): Ids => {
  const offset = (menuNumber - 1) * 1_000_000;
  const of = (kind: keyof typeof series) => (n: number) => series[kind](offset + n);
  return {
    location: of('location'),
    menu: of('menu'),
    category: of('category'),
    group: of('group'),
    option: of('option'),
    ingredient: of('ingredient'),
    item: of('item'),
  };
};

const DISHES = ['Smørrebrød', 'Burger', 'Salad', 'Soup', 'Pasta', 'Steak', 'Cake', 'Tea'];

/** The nth item of the menu: in category n mod categories, linking groups and ingredients. */
export function largeMenuItem(
  menu: Pick<LargeMenu, 'menuNumber' | 'menu' | 'categories' | 'groups' | 'ingredients'>,
  n: number,
): MenuItem {
  const { categories, groups, ingredients } = menu;
  const ids = idsOf(menu.menuNumber);
  const category = categories[n % categories.length]!;
  const dish = DISHES[n % DISHES.length]!;
  const linked = (list: readonly { id: string }[], count: number) =>
    Array.from(
      { length: Math.min(count, list.length) },
      (_, index) => list[(n + index * 5) % list.length]!.id,
    );
  return {
    id: ids.item(n + 1),
    menuId: menu.menu.id,
    menuCategoryId: category.id,
    price: 4500 + (n % 40) * 500,
    image: `items/${ids.item(n + 1)}.webp`,
    sortOrder: Math.floor(n / categories.length),
    translations: [
      {
        languageId: 'en',
        name: `${dish} no. ${n + 1}`,
        description: `House ${dish.toLowerCase()} with seasonal sides, made to order in our kitchen`,
      },
      {
        languageId: 'da',
        name: `${dish} nr. ${n + 1}`,
        description: `Husets ${dish.toLowerCase()} med sæsonens tilbehør, lavet til bestilling`,
      },
    ],
    ingredients: linked(ingredients, 2 + (n % 2)).map((locationIngredientId, sortOrder) => ({
      locationIngredientId,
      sortOrder,
    })),
    optionsGroups: linked(groups, 2 + (n % 2)).map((optionsGroupId, sortOrder) => ({
      optionsGroupId,
      sortOrder,
    })),
  };
}

/** The records of a large menu of one location; nothing is written. */
export function largeMenuRecords(shape: LargeMenuShape): LargeMenu {
  const menuNumber = shape.menuNumber ?? 1;
  const ids = idsOf(menuNumber);
  const location = testLocation({ id: ids.location(1), name: 'Grand Hotel' });
  const menu = testMenu({
    id: ids.menu(1),
    locationId: location.id,
    languages: englishAndDanish(),
  });
  const categories = Array.from({ length: shape.categories ?? 20 }, (_, n): MenuCategory => ({
    id: ids.category(n + 1),
    menuId: menu.id,
    parentCategoryId: null,
    translations: names(`Category ${n + 1}`, `Kategori ${n + 1}`),
    sortOrder: n,
  }));
  const optionsPerGroup = shape.optionsPerGroup ?? 6;
  const groups = Array.from({ length: shape.groups ?? 12 }, (_, n): OptionsGroup => ({
    id: ids.group(n + 1),
    locationId: location.id,
    type: n % 3 === 0 ? 1 : 2,
    quantity: n % 3 === 0 ? 1 : 0,
    isReusable: true,
    isDeleted: false,
    translations: names(`Choice ${n + 1}`, `Valg ${n + 1}`),
    options: Array.from({ length: optionsPerGroup }, (_, index) => ({
      id: ids.option(n * optionsPerGroup + index + 1),
      sortOrder: index,
      priceDifference: index * 500,
      translations: names(`Option ${index + 1} of ${n + 1}`, `Mulighed ${index + 1} af ${n + 1}`),
    })),
  }));
  const ingredients = Array.from(
    { length: shape.ingredients ?? 12 },
    (_, n): LocationIngredient => ({
      id: ids.ingredient(n + 1),
      locationId: location.id,
      translations: names(`Ingredient ${n + 1}`, `Ingrediens ${n + 1}`),
    }),
  );
  const base = { menuNumber, menu, categories, groups, ingredients };
  const items = Array.from({ length: shape.items }, (_, n) => largeMenuItem(base, n));
  return { location, ...base, items };
}

/**
 * Writes everything of the menu but its items (the location, groups, ingredients, categories), as
 * menu/create and menu setup leave it: with the record of where each category ends.
 */
export async function seedLargeMenuFrame(store: Store, menu: LargeMenu): Promise<void> {
  await Promise.all([
    locationStore.put(store, menu.location),
    menuStore.put(store, menu.menu),
    menuCategoryStore.putMany(store, menu.categories),
    optionsGroupStore.putMany(store, menu.groups),
    locationIngredientStore.putMany(store, menu.ingredients),
    menuItemPlacesStore.start(store, menu.menu.id, []),
  ]);
}

/** Writes a large menu straight through the entity stores (fast: no service rules run). */
export async function seedLargeMenu(store: Store, shape: LargeMenuShape): Promise<LargeMenu> {
  const menu = largeMenuRecords(shape);
  await seedLargeMenuFrame(store, menu);
  await menuItemStore.putMany(store, menu.items);
  await menuItemPlacesStore.reserve(store, menu.menu.id, menu.items);
  return menu;
}

export type MenuItemInput = z.output<typeof menuItemInputSchema>;

/**
 * An item as the item form sends it to menuitem/create (no sortOrder: the server puts it last in
 * its category) or, with `saved`, to menuitem/update.
 */
export function menuItemInputOf(item: MenuItem, saved = false): MenuItemInput {
  return {
    id: saved ? item.id : EMPTY_GUID,
    menuId: item.menuId,
    menuCategoryId: item.menuCategoryId,
    price: item.price,
    // A new key must be an upload with bytes behind it; an update sends the stored key unchanged.
    image: saved ? item.image : '',
    ...(saved ? { sortOrder: item.sortOrder } : {}),
    translations: item.translations,
    ingredients: item.ingredients,
    optionsGroups: item.optionsGroups.map((link) => ({ ...link })),
  };
}
