import {
  EVERY_DAY,
  type LocationIngredient,
  type LocationSummary,
  type Menu,
  type MenuCategory,
  type MenuItem,
  type MenuLanguage,
  type NameTranslation,
  type Option,
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
} from '../store';

// Records for the functions' tests. Each builder gives a valid record of Hotel Nord's catalog (the
// ids in IDS) and takes overrides, so a test names only what it is about. seedCatalog writes the
// whole catalog the service tests of menu items, options groups and ingredients share.

/** The fixed clock of the service tests: Monday 2 March 2026, 13:00 in Copenhagen. */
export const NOW = new Date('2026-03-02T12:00:00Z');

/** A UUID of version 4, as the services make for new records. */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** A test file's own series of saved ids: `<prefix>-0000-4000-8000-<n as 12 digits>`. */
export const idSeries =
  (prefix: string) =>
  (n: number): string =>
    `${prefix}-0000-4000-8000-${String(n).padStart(12, '0')}`;

const id = (kind: number, n: number) =>
  `${kind.toString(16).padStart(8, '0')}-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;

/**
 * Hotel Nord with one menu (Food and Drinks), an ingredient, a reusable group, a group of one item
 * alone and a deleted group, and a second location whose records must never be reachable from the
 * first.
 */
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

/** A name in English and, when given, in Danish. */
export const names = (en: string, da?: string): NameTranslation[] => [
  { languageId: 'en', name: en },
  ...(da === undefined ? [] : [{ languageId: 'da', name: da }]),
];

/** English as the default language, and Danish. */
export const englishAndDanish = (): MenuLanguage[] => [
  { languageId: 'en', isDefault: true },
  { languageId: 'da', isDefault: false },
];

/** Hotel Nord, by the harbour in Copenhagen. */
export const testLocation = (changes: Partial<LocationSummary> = {}): LocationSummary => ({
  id: IDS.hotel,
  name: 'Hotel Nord',
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
  ...changes,
});

/** Hotel Nord's All day menu: open all day, every day, in English (the default) and Danish. */
export const testMenu = (changes: Partial<Menu> = {}): Menu => ({
  id: IDS.menu,
  name: 'All day',
  locationId: IDS.hotel,
  isActive: true,
  isNameVisible: true,
  availableFrom: '00:00',
  availableTo: '23:59',
  ...EVERY_DAY,
  sortOrder: 0,
  languages: englishAndDanish(),
  ...changes,
});

/** Food, the first top-level category of the All day menu. */
export const testCategory = (changes: Partial<MenuCategory> = {}): MenuCategory => ({
  id: IDS.food,
  menuId: IDS.menu,
  parentCategoryId: null,
  translations: names('Food'),
  sortOrder: 0,
  ...changes,
});

/** A burger in Food, with garlic and no options groups. */
export const testItem = (changes: Partial<MenuItem> = {}): MenuItem => ({
  id: IDS.burger,
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

/** Garlic, an ingredient of Hotel Nord. */
export const testIngredient = (changes: Partial<LocationIngredient> = {}): LocationIngredient => ({
  id: IDS.garlic,
  locationId: IDS.hotel,
  translations: names('Garlic', 'Hvidløg'),
  ...changes,
});

/** Small, the Size group's first option: 5 kr. less. */
export const testOption = (changes: Partial<Option> = {}): Option => ({
  id: IDS.small,
  sortOrder: 0,
  priceDifference: -500,
  translations: names('Small'),
  ...changes,
});

/** Hotel Nord's reusable Size group: choose one of Small and Large. */
export const testOptionsGroup = (changes: Partial<OptionsGroup> = {}): OptionsGroup => ({
  id: IDS.size,
  locationId: IDS.hotel,
  type: 1,
  quantity: 1,
  isReusable: true,
  isDeleted: false,
  translations: names('Size', 'Størrelse'),
  options: [
    testOption(),
    testOption({
      id: IDS.large,
      sortOrder: 1,
      priceDifference: 1000,
      translations: names('Large'),
    }),
  ],
  ...changes,
});

/** The Sauce group, made for the burger alone. */
export const sauce = testOptionsGroup({
  id: IDS.sauce,
  isReusable: false,
  type: 2,
  quantity: 0,
  translations: names('Sauce'),
  options: [
    testOption({ id: IDS.ketchup, priceDifference: 0, translations: names('Ketchup') }),
    testOption({ id: IDS.mayo, sortOrder: 1, priceDifference: 500, translations: names('Mayo') }),
  ],
});

/** The burger: Food's item at position 3, with the reusable Size group and its own Sauce group. */
export const burger = testItem({
  sortOrder: 3,
  optionsGroups: [
    { optionsGroupId: IDS.sauce, sortOrder: 1 },
    { optionsGroupId: IDS.size, sortOrder: 0 },
  ],
});

/** Writes the catalog of IDS: Hotel Nord's and, apart from it, Hotel Syd's. */
export async function seedCatalog(store: Store): Promise<void> {
  await Promise.all([
    locationStore.put(store, testLocation()),
    locationStore.put(store, testLocation({ id: IDS.otherHotel, name: 'Hotel Syd' })),
    menuStore.put(store, testMenu()),
    menuStore.put(store, testMenu({ id: IDS.otherMenu, locationId: IDS.otherHotel })),
    menuCategoryStore.put(store, testCategory({ translations: names('Category 0') })),
    menuCategoryStore.put(
      store,
      testCategory({ id: IDS.drinks, sortOrder: 1, translations: names('Category 1') }),
    ),
    menuCategoryStore.put(
      store,
      testCategory({ id: IDS.otherFood, menuId: IDS.otherMenu, translations: names('Category 0') }),
    ),
    locationIngredientStore.put(store, testIngredient()),
    locationIngredientStore.put(
      store,
      testIngredient({ id: IDS.otherGarlic, locationId: IDS.otherHotel }),
    ),
    optionsGroupStore.put(store, testOptionsGroup()),
    optionsGroupStore.put(store, sauce),
    optionsGroupStore.put(store, testOptionsGroup({ id: IDS.gone, isDeleted: true })),
    optionsGroupStore.put(
      store,
      testOptionsGroup({ id: IDS.otherSize, locationId: IDS.otherHotel }),
    ),
    menuItemStore.put(store, burger),
    menuItemStore.put(
      store,
      testItem({
        id: IDS.fries,
        sortOrder: 1,
        optionsGroups: [{ optionsGroupId: IDS.size, sortOrder: 0 }],
      }),
    ),
    menuItemStore.put(
      store,
      testItem({
        id: IDS.otherItem,
        menuId: IDS.otherMenu,
        menuCategoryId: IDS.otherFood,
        ingredients: [],
        optionsGroups: [{ optionsGroupId: IDS.otherSize, sortOrder: 0 }],
      }),
    ),
  ]);
}
