import { randomUUID } from 'node:crypto';
import {
  EMPTY_GUID,
  EVERY_DAY,
  type LocationIngredient,
  type LocationSummary,
  type Menu,
  type MenuCategory,
  type MenuItem,
  type OptionsGroup,
} from '@inroom/shared';
import {
  locationIngredientStore,
  locationStore,
  menuCategoryStore,
  menuItemStore,
  menuStore,
  optionsGroupStore,
  type Store,
} from '@inroom/functions/store';

// Generated locations for the menu sizes the bench measures, shaped like a real hotel's: nested
// categories, a location's worth of ingredients and reusable options groups shared by many items,
// a group of its own on every tenth item, English and Danish texts of realistic length.

const INGREDIENTS = 20;
const REUSABLE_GROUPS = 6;
const OPTIONS_PER_GROUP = 4;

export interface GeneratedMenu {
  locationId: string;
  menuId: string;
  categoryIds: string[];
  ingredientIds: string[];
  reusableGroupIds: string[];
}

const texts = (index: number) => [
  {
    languageId: 'en',
    name: `Dish number ${index + 1} of the house`,
    description:
      'Slow-cooked with seasonal vegetables from Zealand, served with bread from our bakery and a ' +
      'small salad. Ask us about allergens.',
  },
  {
    languageId: 'da',
    name: `Husets ret nummer ${index + 1}`,
    description:
      'Langtidstilberedt med sæsonens grøntsager fra Sjælland, serveret med brød fra vores bageri ' +
      'og en lille salat. Spørg os om allergener.',
  },
];

const names = (en: string, da: string) => [
  { languageId: 'en', name: en },
  { languageId: 'da', name: da },
];

/** A generated location (seedLocation) for each of the sizes, by its number of items. */
export async function seedLocations(
  store: Store,
  label: string,
  sizes: readonly number[],
): Promise<Map<number, GeneratedMenu>> {
  const seeded = new Map<number, GeneratedMenu>();
  for (const items of sizes)
    seeded.set(items, await seedLocation(store, `${label} ${items}`, items));
  return seeded;
}

/** A category per sqrt(items), every third one nested under the one before. */
export function categoryCount(items: number): number {
  return Math.max(3, Math.round(Math.sqrt(items)));
}

/**
 * A new active location with one always-open menu sized for `items` items: its categories,
 * ingredients, reusable options groups and (unless `withItems` is false, for a menu the bench then
 * fills through the API) the items, written through the entity stores.
 */
export async function seedLocation(
  store: Store,
  label: string,
  items: number,
  { withItems = true }: { withItems?: boolean } = {},
): Promise<GeneratedMenu> {
  const locationId = randomUUID();
  const menuId = randomUUID();
  const location: LocationSummary = {
    id: locationId,
    name: `Bench hotel ${label}`,
    description: 'A generated hotel for npm run bench, with a menu of a chosen size.',
    address: 'Nyhavn 1',
    zip: '1051',
    city: 'København K',
    countryId: 'DK',
    phone: '+4533120099',
    email: 'bench@hotelnyhavn.example',
    image: 'demo/hotel.png',
    isActive: true,
    timeZone: 'Europe/Copenhagen',
  };
  const menu: Menu = {
    id: menuId,
    name: 'All day',
    locationId,
    isActive: true,
    isNameVisible: true,
    availableFrom: '00:00',
    availableTo: '23:59',
    ...EVERY_DAY,
    sortOrder: 0,
    languages: [
      { languageId: 'en', isDefault: true },
      { languageId: 'da', isDefault: false },
    ],
  };
  const ingredients: LocationIngredient[] = Array.from({ length: INGREDIENTS }, (_, index) => ({
    id: randomUUID(),
    locationId,
    translations: names(`Ingredient ${index + 1}`, `Ingrediens ${index + 1}`),
  }));
  const group = (index: number, isReusable: boolean): OptionsGroup => ({
    id: randomUUID(),
    locationId,
    type: ((index % 3) + 1) as 1 | 2 | 3,
    quantity: index % 3 === 0 ? 1 : 0,
    isReusable,
    isDeleted: false,
    translations: names(`Choice ${index + 1}`, `Valg ${index + 1}`),
    options: Array.from({ length: OPTIONS_PER_GROUP }, (_, option) => ({
      id: randomUUID(),
      sortOrder: option,
      priceDifference: option * 500,
      translations: names(`Option ${option + 1}`, `Tilvalg ${option + 1}`),
    })),
  });
  const reusable = Array.from({ length: REUSABLE_GROUPS }, (_, index) => group(index, true));
  const count = categoryCount(items);
  const categories: MenuCategory[] = [];
  for (let index = 0; index < count; index += 1) {
    const parent = index % 3 === 2 ? (categories[index - 1]?.id ?? null) : null;
    categories.push({
      id: randomUUID(),
      menuId,
      parentCategoryId: parent,
      sortOrder: index,
      translations: names(`Category ${index + 1}`, `Kategori ${index + 1}`),
    });
  }
  const ownGroups: OptionsGroup[] = [];
  const menuItems: MenuItem[] = Array.from({ length: withItems ? items : 0 }, (_, index) => {
    const own = index % 10 === 9 ? group(index, false) : undefined;
    if (own) ownGroups.push(own);
    return {
      id: randomUUID(),
      menuId,
      menuCategoryId: (categories[index % categories.length] as MenuCategory).id,
      price: 9500 + (index % 20) * 500,
      image: 'demo/items/nyhavn-burger.png',
      sortOrder: Math.floor(index / categories.length),
      translations: texts(index),
      ingredients: pick(ingredients, index, 3 + (index % 3)).map((ingredient, sortOrder) => ({
        locationIngredientId: ingredient.id,
        sortOrder,
      })),
      optionsGroups: [...pick(reusable, index, index % 4), ...(own ? [own] : [])].map(
        (linked, sortOrder) => ({ optionsGroupId: linked.id, sortOrder }),
      ),
    };
  });
  await locationStore.put(store, location);
  await menuStore.put(store, menu);
  await locationIngredientStore.putMany(store, ingredients);
  await optionsGroupStore.putMany(store, [...reusable, ...ownGroups]);
  await menuCategoryStore.putMany(store, categories);
  await menuItemStore.putMany(store, menuItems);
  return {
    locationId,
    menuId,
    categoryIds: categories.map((category) => category.id),
    ingredientIds: ingredients.map((ingredient) => ingredient.id),
    reusableGroupIds: reusable.map((reusableGroup) => reusableGroup.id),
  };
}

/** `count` entries of `list` starting at a place that moves with `index`, wrapping around. */
function pick<T>(list: readonly T[], index: number, count: number): T[] {
  return Array.from({ length: Math.min(count, list.length) }, (_, offset) => {
    return list[(index * 7 + offset) % list.length] as T;
  });
}

/**
 * The body the back office's item form sends to menuitem/create for item `index` of a generated
 * menu: two translations, ingredients, reusable groups by id and, every tenth item, a new group
 * of its own.
 */
export function itemCreateBody(menu: GeneratedMenu, index: number): Record<string, unknown> {
  const own =
    index % 10 === 9
      ? [
          {
            optionsGroupId: EMPTY_GUID,
            sortOrder: 9,
            optionsGroup: {
              id: EMPTY_GUID,
              locationId: menu.locationId,
              type: 1,
              quantity: 1,
              isReusable: false,
              translations: names('Bread', 'Brød'),
              options: Array.from({ length: OPTIONS_PER_GROUP }, (_, option) => ({
                id: EMPTY_GUID,
                sortOrder: option,
                priceDifference: option * 500,
                translations: names(`Option ${option + 1}`, `Tilvalg ${option + 1}`),
              })),
            },
          },
        ]
      : [];
  return {
    id: EMPTY_GUID,
    menuId: menu.menuId,
    menuCategoryId: menu.categoryIds[index % menu.categoryIds.length],
    price: 9500 + (index % 20) * 500,
    image: '',
    translations: texts(index),
    ingredients: pick(menu.ingredientIds, index, 3 + (index % 3)).map(
      (locationIngredientId, sortOrder) => ({ locationIngredientId, sortOrder }),
    ),
    optionsGroups: [
      ...pick(menu.reusableGroupIds, index, index % 4).map((optionsGroupId, sortOrder) => ({
        optionsGroupId,
        sortOrder,
      })),
      ...own,
    ],
  };
}
