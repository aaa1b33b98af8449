import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { fieldErrorsOf } from '../schema/field-errors';
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

const HOTEL_ID = '7f3c2a10-1b2c-4d3e-8f40-5a6b7c8d9e0f';
const RESTAURANT_ID = '0b1c2d3e-4f50-4a6b-9c7d-8e9f0a1b2c3d';
const MENU_ID = '2c3d4e5f-6a7b-4c8d-9e0f-1a2b3c4d5e6f';
const FOOD_ID = '3d4e5f60-7a8b-4c9d-8e0f-1a2b3c4d5e60';
const MAINS_ID = '4e5f6071-8b9c-4dae-8f10-2b3c4d5e6f71';
const FISH_ID = '5f607182-9cad-4ebf-9021-3c4d5e6f7082';
const ITEM_ID = '6a718293-adbe-4fc0-a132-4d5e6f708193';
const GARLIC_ID = '7b8293a4-becf-4ad1-b243-5e6f708192a4';
const GROUP_ID = '8c93a4b5-cfd0-4be2-8354-6f708192a3b5';
const OPTION_ID = '9da4b5c6-d0e1-4cf3-9465-708192a3b4c6';
const CONTACT_ID = 'aeb5c6d7-e1f2-4d04-a576-8192a3b4c5d7';

const english = { id: 'en', name: 'English' };
const danish = { id: 'da', name: 'Danish' };
const denmark = {
  id: 'DK',
  code: 'DK',
  name: 'Denmark',
  callingCode: '45',
  defaultCurrency: { id: 'DKK', code: 'DKK', symbol: 'kr.' },
};

const locationFields = (changes: Record<string, unknown> = {}) => ({
  id: HOTEL_ID,
  name: 'Hotel Nord',
  description: 'A small hotel by the harbour',
  address: 'Nørregade 1',
  zip: '1165',
  city: 'Copenhagen',
  countryId: 'DK',
  phone: '+4533120044',
  email: 'desk@hotelnord.dk',
  image: 'demo/hotel.png',
  isActive: true,
  timeZone: 'Europe/Copenhagen',
  ...changes,
});

const garlic = {
  id: GARLIC_ID,
  locationId: HOTEL_ID,
  translations: [{ languageId: 'en', name: 'Garlic' }],
};

const sizes = {
  id: GROUP_ID,
  locationId: HOTEL_ID,
  type: 1,
  typeString: 'Required',
  quantity: 1,
  isReusable: true,
  isDeleted: false,
  translations: [{ languageId: 'en', name: 'Size' }],
  options: [
    {
      id: OPTION_ID,
      sortOrder: 0,
      priceDifference: -200,
      translations: [{ languageId: 'en', name: 'Small' }],
    },
  ],
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
  name: string,
  changes: Record<string, unknown> = {},
): Record<string, unknown> => ({
  id,
  menuId: MENU_ID,
  parentCategoryId,
  translations: [{ languageId: 'en', name }],
  sortOrder: 0,
  subCategories: [],
  menuItems: [],
  ...changes,
});

/** Food > Mains > Fish, with an item in Fish: subcategories two levels deep. */
const food = () =>
  category(FOOD_ID, null, 'Food', {
    subCategories: [
      category(MAINS_ID, FOOD_ID, 'Mains', {
        subCategories: [category(FISH_ID, MAINS_ID, 'Fish', { menuItems: [menuItem()] })],
      }),
    ],
  });

const menuView = (changes: Record<string, unknown> = {}) => ({
  id: MENU_ID,
  name: 'All day',
  locationId: HOTEL_ID,
  isActive: true,
  isNameVisible: true,
  isAvailable: false,
  nextAvailable: '2025-11-22T06:00:00.000Z',
  availableFrom: '07:00',
  availableTo: '22:00',
  monday: true,
  tuesday: true,
  wednesday: true,
  thursday: true,
  friday: true,
  saturday: true,
  sunday: true,
  sortOrder: 0,
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
  contacts: [
    {
      id: CONTACT_ID,
      locationId: HOTEL_ID,
      name: 'Reception',
      countryCode: '45',
      phoneNumber: '20112233',
      isActive: true,
    },
  ],
  childLocations: [childView()],
  ingredients: [garlic],
  optionsGroups: [sizes],
  menus: [menuView()],
  ...changes,
});

function errorsOf(schema: z.ZodType, value: unknown): Record<string, string> {
  const result = schema.safeParse(value);
  expect(result.success).toBe(false);
  return fieldErrorsOf(result.error!);
}

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
      {
        id: CONTACT_ID,
        locationId: HOTEL_ID,
        name: 'Reception',
        countryCode: '+45',
        phoneNumber: '20 11 22 33',
        isActive: true,
      },
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
  it('parses a location with or without its country', () => {
    expect(locationSummarySchema.parse(locationFields())).toEqual(locationFields());
    const withCountry = { ...locationFields(), country: denmark };
    expect(locationSummarySchema.parse(withCountry)).toEqual(withCountry);
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
  it('parse reference data', () => {
    expect(countrySchema.parse(denmark)).toEqual(denmark);
    expect(languageSchema.parse(english)).toEqual(english);
  });

  it('reject malformed reference data', () => {
    expect(countrySchema.safeParse({ ...denmark, defaultCurrency: { id: 'DKK' } }).success).toBe(
      false,
    );
    expect(languageSchema.safeParse({ id: 'e', name: 'English' }).success).toBe(false);
  });
});

describe('currentUserSchema', () => {
  it('parses a signed-in and a signed-out user', () => {
    expect(currentUserSchema.parse({ id: 'user-1', userName: 'anna' })).toEqual({
      id: 'user-1',
      userName: 'anna',
    });
    expect(currentUserSchema.parse({ id: null, userName: '' })).toEqual({ id: null, userName: '' });
  });

  it('rejects a missing id', () => {
    expect(currentUserSchema.safeParse({ userName: 'anna' }).success).toBe(false);
  });
});
