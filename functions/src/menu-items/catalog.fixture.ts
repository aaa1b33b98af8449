import {
  type LocationIngredient,
  type LocationSummary,
  type Menu,
  type MenuCategory,
  type MenuItem,
  type OptionsGroup,
} from '@inroom/shared';
import { createDependencies, type Dependencies } from '../dependencies';
import {
  locationIngredientStore,
  locationStore,
  menuCategoryStore,
  menuItemStore,
  menuStore,
  optionsGroupStore,
  type Store,
} from '../store';

// A small catalog for the service tests of menu items, options groups and ingredients: Hotel Nord
// with one menu (Food and Drinks), an ingredient, a reusable group, a group of one item alone and
// a deleted group, and a second location whose records must never be reachable from the first.

const id = (kind: number, n: number) =>
  `${kind.toString(16).padStart(8, '0')}-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;

export const IDS = {
  hotel: id(1, 1),
  otherHotel: id(1, 2),
  missing: id(9, 9),
  menu: id(2, 1),
  otherMenu: id(2, 2),
  food: id(3, 1),
  drinks: id(3, 2),
  otherFood: id(3, 3),
  garlic: id(4, 1),
  otherGarlic: id(4, 2),
  size: id(5, 1),
  sauce: id(5, 2),
  gone: id(5, 3),
  otherSize: id(5, 4),
  small: id(6, 1),
  large: id(6, 2),
  ketchup: id(6, 3),
  mayo: id(6, 4),
  burger: id(7, 1),
  fries: id(7, 2),
  otherItem: id(7, 3),
} as const;

export const NOW = new Date('2026-03-02T12:00:00Z');

const location = (locationId: string, name: string): LocationSummary => ({
  id: locationId,
  name,
  description: 'A small hotel by the harbour',
  address: 'Nørregade 1',
  zip: '1165',
  city: 'Copenhagen',
  countryId: 'DK',
  phone: '+4533120044',
  email: 'desk@hotelnord.dk',
  image: '',
  isActive: true,
  timeZone: 'Europe/Copenhagen',
});

const menu = (menuId: string, locationId: string): Menu => ({
  id: menuId,
  name: 'All day',
  locationId,
  isActive: true,
  isNameVisible: true,
  availableFrom: '00:00',
  availableTo: '23:59',
  monday: true,
  tuesday: true,
  wednesday: true,
  thursday: true,
  friday: true,
  saturday: true,
  sunday: true,
  sortOrder: 0,
  languages: [
    { languageId: 'en', isDefault: true },
    { languageId: 'da', isDefault: false },
  ],
});

const category = (categoryId: string, menuId: string, sortOrder: number): MenuCategory => ({
  id: categoryId,
  menuId,
  parentCategoryId: null,
  translations: [{ languageId: 'en', name: `Category ${sortOrder}` }],
  sortOrder,
});

export const ingredient = (ingredientId: string, locationId = IDS.hotel): LocationIngredient => ({
  id: ingredientId,
  locationId,
  translations: [
    { languageId: 'en', name: 'Garlic' },
    { languageId: 'da', name: 'Hvidløg' },
  ],
});

export const group = (groupId: string, changes: Partial<OptionsGroup> = {}): OptionsGroup => ({
  id: groupId,
  locationId: IDS.hotel,
  type: 1,
  quantity: 1,
  isReusable: true,
  isDeleted: false,
  translations: [
    { languageId: 'en', name: 'Size' },
    { languageId: 'da', name: 'Størrelse' },
  ],
  options: [
    {
      id: IDS.small,
      sortOrder: 0,
      priceDifference: -500,
      translations: [{ languageId: 'en', name: 'Small' }],
    },
    {
      id: IDS.large,
      sortOrder: 1,
      priceDifference: 1000,
      translations: [{ languageId: 'en', name: 'Large' }],
    },
  ],
  ...changes,
});

/** The Sauce group, made for the burger alone. */
export const sauce = group(IDS.sauce, {
  isReusable: false,
  type: 2,
  quantity: 0,
  translations: [{ languageId: 'en', name: 'Sauce' }],
  options: [
    {
      id: IDS.ketchup,
      sortOrder: 0,
      priceDifference: 0,
      translations: [{ languageId: 'en', name: 'Ketchup' }],
    },
    {
      id: IDS.mayo,
      sortOrder: 1,
      priceDifference: 500,
      translations: [{ languageId: 'en', name: 'Mayo' }],
    },
  ],
});

export const item = (itemId: string, changes: Partial<MenuItem> = {}): MenuItem => ({
  id: itemId,
  menuId: IDS.menu,
  menuCategoryId: IDS.food,
  price: 12500,
  image: '',
  sortOrder: 0,
  translations: [
    { languageId: 'en', name: 'Burger', description: 'With fries' },
    { languageId: 'da', name: 'Burger', description: 'Med pommes frites' },
  ],
  ingredients: [{ locationIngredientId: IDS.garlic, sortOrder: 0 }],
  optionsGroups: [],
  ...changes,
});

/** The burger: Food's item at position 3, with the reusable Size group and its own Sauce group. */
export const burger = item(IDS.burger, {
  sortOrder: 3,
  optionsGroups: [
    { optionsGroupId: IDS.sauce, sortOrder: 1 },
    { optionsGroupId: IDS.size, sortOrder: 0 },
  ],
});

export async function seedCatalog(store: Store): Promise<void> {
  await Promise.all([
    locationStore.put(store, location(IDS.hotel, 'Hotel Nord')),
    locationStore.put(store, location(IDS.otherHotel, 'Hotel Syd')),
    menuStore.put(store, menu(IDS.menu, IDS.hotel)),
    menuStore.put(store, menu(IDS.otherMenu, IDS.otherHotel)),
    menuCategoryStore.put(store, category(IDS.food, IDS.menu, 0)),
    menuCategoryStore.put(store, category(IDS.drinks, IDS.menu, 1)),
    menuCategoryStore.put(store, category(IDS.otherFood, IDS.otherMenu, 0)),
    locationIngredientStore.put(store, ingredient(IDS.garlic)),
    locationIngredientStore.put(store, ingredient(IDS.otherGarlic, IDS.otherHotel)),
    optionsGroupStore.put(store, group(IDS.size)),
    optionsGroupStore.put(store, sauce),
    optionsGroupStore.put(store, group(IDS.gone, { isDeleted: true })),
    optionsGroupStore.put(store, group(IDS.otherSize, { locationId: IDS.otherHotel })),
    menuItemStore.put(store, burger),
    menuItemStore.put(
      store,
      item(IDS.fries, {
        sortOrder: 1,
        optionsGroups: [{ optionsGroupId: IDS.size, sortOrder: 0 }],
      }),
    ),
    menuItemStore.put(
      store,
      item(IDS.otherItem, {
        menuId: IDS.otherMenu,
        menuCategoryId: IDS.otherFood,
        ingredients: [],
        optionsGroups: [{ optionsGroupId: IDS.otherSize, sortOrder: 0 }],
      }),
    ),
  ]);
}

/** The handlers' dependencies over a test table, with a fixed clock. */
export const testDependencies = (store: Store): Dependencies => ({
  ...createDependencies({ LOG_LEVEL: 'SILENT' }),
  store,
  now: () => NOW,
});
