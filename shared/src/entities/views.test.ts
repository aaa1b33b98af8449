import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { errorsOf } from '../testing/errors';
import {
  FISH_ID,
  FOOD_ID,
  GARLIC_ID,
  GROUP_ID,
  HOTEL_ID,
  ITEM_ID,
  MAINS_ID,
  MENU_ID,
  RESTAURANT_ID,
} from '../testing/ids';
import { contact, ingredient, locationFields } from '../testing/location';
import { menu, menuCategory } from '../testing/menu';
import { option, optionsGroup } from '../testing/options-group';
import { danish, english, name } from '../testing/translations';
import {
  menuCategoryViewSchema,
  menuItemViewSchema,
  menuLanguageLinkSchema,
  menuViewSchema,
  optionsGroupViewSchema,
} from './catalog/menu-view';
import { countrySchema } from './country';
import { languageSchema } from './language';
import { childLocationViewSchema, locationSchema } from './location-view';
import { countryIdSchema, locationSummarySchema } from './location';
import { currentUserSchema } from './user';

const denmark = {
  id: 'DK',
  code: 'DK',
  name: 'Denmark',
  callingCode: '45',
  defaultCurrency: { id: 'DKK', code: 'DKK', symbol: 'kr.' },
};

const garlic = ingredient();

/** The Size group as views list it: with its typeString, one option only. */
const sizes = {
  ...optionsGroup({
    translations: [name('en', 'Size')],
    options: [option({ priceDifference: -200, translations: [name('en', 'Small')] })],
  }),
  typeString: 'Required',
  isDeleted: false,
};

const menuItem = (changes: Record<string, unknown> = {}) => ({
  id: ITEM_ID,
  menuId: MENU_ID,
  menuCategoryId: FISH_ID,
  price: 14500,
  image: '',
  sortOrder: 0,
  translations: [{ languageId: 'en', name: 'Fish and chips', description: '' }],
  ingredients: [{ locationIngredientId: GARLIC_ID, sortOrder: 0, locationIngredient: garlic }],
  optionsGroups: [{ optionsGroupId: GROUP_ID, sortOrder: 0, optionsGroup: sizes }],
  ...changes,
});

const category = (
  id: string,
  parentCategoryId: string | null,
  text: string,
  changes: Record<string, unknown> = {},
) => menuCategory(text, { id, menuId: MENU_ID, parentCategoryId, ...changes });

/** Food > Mains > Fish, with an item in Fish: subcategories two levels deep. */
const food = () =>
  category(FOOD_ID, null, 'Food', {
    subCategories: [
      category(MAINS_ID, FOOD_ID, 'Mains', {
        subCategories: [category(FISH_ID, MAINS_ID, 'Fish', { menuItems: [menuItem()] })],
      }),
    ],
  });

/** The All day menu every day of the week, closed now, as the guest reads it in English. */
const menuView = (changes: Record<string, unknown> = {}) => ({
  ...menu({ saturday: true, sunday: true }),
  isAvailable: false,
  nextAvailable: '2025-11-22T06:00:00.000Z',
  currentLanguage: english,
  languages: [
    { languageId: 'en', isDefault: true, language: english },
    { languageId: 'da', isDefault: false, language: danish },
  ],
  menuCategories: [food()],
  ...changes,
});

const childView = (changes: Record<string, unknown> = {}) => ({
  childLocationId: RESTAURANT_ID,
  sortOrder: 0,
  childLocation: {
    id: RESTAURANT_ID,
    name: 'Restaurant',
    description: 'Dinner by the water',
    image: '',
    isAvailable: true,
  },
  ...changes,
});

const locationView = (changes: Record<string, unknown> = {}) => ({
  ...locationFields(),
  country: denmark,
  isAvailable: true,
  contacts: [contact({ locationId: HOTEL_ID })],
  childLocations: [childView()],
  ingredients: [garlic],
  optionsGroups: [sizes],
  menus: [menuView()],
  ...changes,
});

describe('menuViewSchema', () => {
  it('parses a menu with subcategories two levels deep unchanged', () => {
    expect(menuViewSchema.parse(menuView())).toEqual(menuView());
  });

  it('parses an open menu without nextAvailable', () => {
    const { nextAvailable: _next, ...open } = menuView({ isAvailable: true });
    expect(menuViewSchema.parse(open)).toEqual(open);
  });

  it('reports an error deep in the tree at its full path', () => {
    const tree = food();
    const mains = (tree.subCategories as Record<string, unknown>[])[0]!;
    mains.subCategories = [
      category(FISH_ID, MAINS_ID, 'Fish', { menuItems: [menuItem({ price: -1 })] }),
    ];
    expect(errorsOf(menuViewSchema, menuView({ menuCategories: [tree] }))).toEqual({
      'menuCategories.0.subCategories.0.subCategories.0.menuItems.0.price':
        'Price cannot be negative',
    });
  });

  it('allows a blank stored category name', () => {
    const blank = category(FOOD_ID, null, '');
    expect(menuViewSchema.parse(menuView({ menuCategories: [blank] })).menuCategories).toEqual([
      blank,
    ]);
  });

  it('needs subCategories and menuItems on every category', () => {
    const { subCategories: _sub, ...withoutSub } = category(FOOD_ID, null, 'Food');
    expect(errorsOf(menuViewSchema, menuView({ menuCategories: [withoutSub] }))).toEqual({
      'menuCategories.0.subCategories': 'Invalid input: expected array, received undefined',
    });
  });

  it('needs the language beside each language id', () => {
    const languages = [{ languageId: 'en', isDefault: true }];
    expect(errorsOf(menuViewSchema, menuView({ languages }))).toEqual({
      'languages.0.language': 'Invalid input: expected object, received undefined',
    });
  });

  it('rejects two default languages', () => {
    const languages = [
      { languageId: 'en', isDefault: true, language: english },
      { languageId: 'da', isDefault: true, language: danish },
    ];
    expect(errorsOf(menuViewSchema, menuView({ languages }))).toEqual({
      languages: 'A menu has at most one default language',
    });
  });

  it.each([
    ['isAvailable', undefined],
    ['nextAvailable', 'tomorrow'],
    ['currentLanguage', { id: 'en' }],
  ])('rejects %s %j', (field, value) => {
    expect(Object.keys(errorsOf(menuViewSchema, menuView({ [field]: value })))[0]).toMatch(
      new RegExp(`^${field}`),
    );
  });
});

describe('menuCategoryViewSchema', () => {
  it('parses a category tree on its own', () => {
    expect(menuCategoryViewSchema.parse(food())).toEqual(food());
  });

  it('rejects a category id that is not a UUID two levels down', () => {
    const tree = category(FOOD_ID, null, 'Food', {
      subCategories: [
        category(MAINS_ID, FOOD_ID, 'Mains', {
          subCategories: [category('fish', MAINS_ID, 'Fish')],
        }),
      ],
    });
    expect(errorsOf(menuCategoryViewSchema, tree)).toEqual({
      'subCategories.0.subCategories.0.id': 'Expected an id (a UUID)',
    });
  });
});

describe('menuItemViewSchema', () => {
  it('parses an item with its ingredients and groups resolved', () => {
    expect(menuItemViewSchema.parse(menuItem())).toEqual(menuItem());
  });

  it('needs each link resolved', () => {
    const item = menuItem({
      ingredients: [{ locationIngredientId: GARLIC_ID, sortOrder: 0 }],
      optionsGroups: [{ optionsGroupId: GROUP_ID, sortOrder: 0 }],
    });
    expect(Object.keys(errorsOf(menuItemViewSchema, item))).toEqual([
      'ingredients.0.locationIngredient',
      'optionsGroups.0.optionsGroup',
    ]);
  });
});

describe('optionsGroupViewSchema', () => {
  it('parses a group with its typeString', () => {
    expect(optionsGroupViewSchema.parse(sizes)).toEqual(sizes);
  });

  it('needs the typeString', () => {
    const { typeString: _typeString, ...stored } = sizes;
    expect(errorsOf(optionsGroupViewSchema, stored)).toEqual({
      typeString: 'Invalid input: expected string, received undefined',
    });
  });
});

describe('menuLanguageLinkSchema', () => {
  it('parses a link with its language', () => {
    const link = { languageId: 'da', isDefault: false, language: danish };
    expect(menuLanguageLinkSchema.parse(link)).toEqual(link);
  });
});

describe('locationSchema', () => {
  it('parses a whole location unchanged', () => {
    expect(locationSchema.parse(locationView())).toEqual(locationView());
  });

  it('parses the guest view: no contacts, ingredients or groups, a closed location', () => {
    const guest = locationView({
      isAvailable: false,
      nextAvailable: '2025-11-22T06:00:00.000Z',
      contacts: [],
      ingredients: [],
      optionsGroups: [],
      menus: [],
    });
    expect(locationSchema.parse(guest)).toEqual(guest);
  });

  it('normalises stored contact numbers', () => {
    const contacts = [
      contact({ locationId: HOTEL_ID, countryCode: '+45', phoneNumber: '20 11 22 33' }),
    ];
    expect(locationSchema.parse(locationView({ contacts })).contacts[0]).toMatchObject({
      countryCode: '45',
      phoneNumber: '20112233',
    });
  });

  it.each([
    [{ country: undefined }, 'country', 'Invalid input: expected object, received undefined'],
    [{ name: '' }, 'name', 'Name is required'],
    [{ countryId: 'Denmark' }, 'countryId', 'Select country'],
    [{ timeZone: 'Mars/Base' }, 'timeZone', 'Unknown time zone'],
    [
      { menus: [menuView({ availableTo: '25:00' })] },
      'menus.0.availableTo',
      'Enter a time as HH:MM',
    ],
    [
      { childLocations: [childView({ childLocationId: 'restaurant' })] },
      'childLocations.0.childLocationId',
      'Expected an id (a UUID)',
    ],
  ])('rejects %j', (change, path, message) => {
    expect(errorsOf(locationSchema, locationView(change))).toEqual({ [path]: message });
  });
});

describe('childLocationViewSchema', () => {
  it('parses a child location as its parent lists it', () => {
    expect(childLocationViewSchema.parse(childView())).toEqual(childView());
  });

  it('needs the child availability', () => {
    const child = childView();
    const { isAvailable: _available, ...childLocation } = child.childLocation;
    expect(errorsOf(childLocationViewSchema, { ...child, childLocation })).toEqual({
      'childLocation.isAvailable': 'Invalid input: expected boolean, received undefined',
    });
  });

  it('checks the child image key', () => {
    const child = childView();
    const value = { ...child, childLocation: { ...child.childLocation, image: '../x.png' } };
    expect(errorsOf(childLocationViewSchema, value)).toEqual({
      'childLocation.image': 'Image must be an uploaded image key',
    });
  });
});

describe('locationSummarySchema', () => {
  it.each([
    ['without', locationFields()],
    ['with', { ...locationFields(), country: denmark }],
  ])('parses a location %s its country', (_with, location) => {
    expect(locationSummarySchema.parse(location)).toEqual(location);
  });

  it('rejects a malformed country', () => {
    const value = { ...locationFields(), country: { ...denmark, code: 'DNK' } };
    expect(Object.keys(errorsOf(locationSummarySchema, value))).toEqual(['country.code']);
  });
});

describe('countryIdSchema', () => {
  it('accepts an ISO 3166-1 alpha-2 code', () => {
    expect(countryIdSchema.parse('DK')).toBe('DK');
  });

  it.each(['dk', 'DNK', '', 45])('rejects %j', (value) => {
    expect(errorsOf(countryIdSchema, value)).toEqual({ '': 'Select country' });
  });
});

describe('countrySchema and languageSchema', () => {
  it.each<[string, z.ZodType, unknown]>([
    ['country', countrySchema, denmark],
    ['language', languageSchema, english],
  ])('parse reference data: a %s', (_kind, schema, value) => {
    expect(schema.parse(value)).toEqual(value);
  });

  it.each<[string, z.ZodType, unknown]>([
    ['country', countrySchema, { ...denmark, defaultCurrency: { id: 'DKK' } }],
    ['language', languageSchema, { id: 'e', name: 'English' }],
  ])('reject malformed reference data: a %s', (_kind, schema, value) => {
    expect(schema.safeParse(value).success).toBe(false);
  });
});

describe('currentUserSchema', () => {
  it.each([
    ['signed-in', { id: 'user-1', userName: 'anna' }],
    ['signed-out', { id: null, userName: '' }],
  ])('parses a %s user', (_state, user) => {
    expect(currentUserSchema.parse(user)).toEqual(user);
  });

  it('rejects a missing id', () => {
    expect(currentUserSchema.safeParse({ userName: 'anna' }).success).toBe(false);
  });
});
