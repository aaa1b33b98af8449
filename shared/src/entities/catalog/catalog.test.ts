import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { errorsOf } from '../../testing/errors';
import { FOOD_ID, GARLIC_ID, HOTEL_ID, ITEM_ID, MENU_ID, RESTAURANT_ID } from '../../testing/ids';
import { contact as contactFields, ingredient } from '../../testing/location';
import { menu as menuFields } from '../../testing/menu';
import { option, optionsGroup } from '../../testing/options-group';
import { name } from '../../testing/translations';
import {
  compareByName,
  compareBySortOrder,
  compareNames,
  nameTranslationSchema,
  requiredNameTranslationSchema,
  translationsSchema,
} from './common';
import { locationChildLinkSchema } from './location-child-link';
import { contactPhoneNumberSchema, locationContactSchema } from './location-contact';
import { locationIngredientSchema } from './location-ingredient';
import { WEEKDAYS, menuSchema, timeOfDaySchema, timeOfDayToMinutes } from './menu';
import { menuCategorySchema } from './menu-category';
import { menuItemSchema } from './menu-item';
import { OPTIONS_GROUP_TYPE, OPTIONS_GROUP_TYPE_NAMES, optionsGroupSchema } from './options-group';

/** The All day menu, open all day on weekdays. */
const menu = menuFields({ availableFrom: '00:00', availableTo: '23:59' });

const menuItem = {
  id: ITEM_ID,
  menuId: MENU_ID,
  menuCategoryId: FOOD_ID,
  price: 1250,
  image: '',
  sortOrder: 0,
  translations: [{ languageId: 'en', name: 'Fries', description: '' }],
  ingredients: [{ locationIngredientId: GARLIC_ID, sortOrder: 0 }],
  optionsGroups: [],
};

/** A stored, non-reusable group: choose 2, with one option. */
const group = {
  ...optionsGroup({
    quantity: 2,
    isReusable: false,
    translations: [name('en', 'Choose 2')],
    options: [option({ translations: [name('en', 'Small')] })],
  }),
  isDeleted: false,
};

describe('time of day', () => {
  it.each(['00:00', '06:30', '23:59', '12:05'])('accepts %s', (time) => {
    expect(timeOfDaySchema.safeParse(time).success).toBe(true);
  });

  it.each(['24:00', '6:30', '06:60', '06:30:00', '', '0630'])('rejects %j', (time) => {
    expect(timeOfDaySchema.safeParse(time).success).toBe(false);
  });

  it.each([
    ['00:00', 0],
    ['06:30', 390],
    ['23:59', 1439],
  ])('converts %s to %d minutes since midnight', (time, minutes) => {
    expect(timeOfDayToMinutes(time)).toBe(minutes);
  });

  it('throws on a time it cannot convert', () => {
    expect(() => timeOfDayToMinutes('25:00')).toThrow();
  });
});

describe('menu', () => {
  it('parses a valid menu unchanged', () => {
    expect(menuSchema.parse(menu)).toEqual(menu);
  });

  it('rejects two default languages', () => {
    const languages = menu.languages.map((language) => ({ ...language, isDefault: true }));
    expect(menuSchema.safeParse({ ...menu, languages }).success).toBe(false);
  });

  it('rejects a language listed twice', () => {
    const languages = [...menu.languages, { languageId: 'da', isDefault: false }];
    expect(menuSchema.safeParse({ ...menu, languages }).success).toBe(false);
  });

  it('rejects a malformed window', () => {
    expect(menuSchema.safeParse({ ...menu, availableTo: '24:00' }).success).toBe(false);
  });
});

describe('menu item', () => {
  it('parses a valid item unchanged', () => {
    expect(menuItemSchema.parse(menuItem)).toEqual(menuItem);
  });

  it.each([12.5, -100])('holds prices in integer minor units only: rejects %d', (price) => {
    expect(menuItemSchema.safeParse({ ...menuItem, price }).success).toBe(false);
  });

  it('rejects two translations in one language', () => {
    const translations = [
      ...menuItem.translations,
      { languageId: 'en', name: 'Chips', description: '' },
    ];
    expect(menuItemSchema.safeParse({ ...menuItem, translations }).success).toBe(false);
  });

  it('rejects a non-UUID id', () => {
    expect(menuItemSchema.safeParse({ ...menuItem, id: 'item-1' }).success).toBe(false);
  });
});

describe('options group', () => {
  it('parses a valid group, negative price differences included', () => {
    expect(optionsGroupSchema.parse(group)).toEqual(group);
  });

  it.each([0, 4])('rejects type %d', (type) => {
    expect(optionsGroupSchema.safeParse({ ...group, type }).success).toBe(false);
  });

  it('rejects a negative quantity', () => {
    expect(optionsGroupSchema.safeParse({ ...group, quantity: -1 }).success).toBe(false);
  });
});

describe('location contact', () => {
  const contact = contactFields({ locationId: HOTEL_ID });

  it('parses a valid contact', () => {
    expect(locationContactSchema.parse(contact)).toEqual(contact);
  });

  it.each([
    { phoneNumber: '20 11 22 33' },
    { phoneNumber: ' 20-11-22-33 ' },
    { phoneNumber: '(20) 11.22.33' },
    { countryCode: '+45' },
    { countryCode: ' 45 ' },
    { countryCode: '+45', phoneNumber: '20 11 22 33' },
  ])('normalises %j to digits only', (change) => {
    expect(locationContactSchema.parse({ ...contact, ...change })).toEqual(contact);
  });

  it('trims the name', () => {
    expect(locationContactSchema.parse({ ...contact, name: ' Reception ' }).name).toBe('Reception');
  });

  it.each(['+4520112233', '2011223x', '123', '1234567890123456'])(
    'rejects the phone number %j',
    (phoneNumber) => {
      expect(errorsOf(locationContactSchema, { ...contact, phoneNumber })).toEqual({
        phoneNumber: 'Phone number must be digits only (4 to 15)',
      });
    },
  );

  it.each([{ phoneNumber: '' }, { phoneNumber: '  ' }, { phoneNumber: 20112233 }])(
    'rejects the missing phone number in %j',
    (change) => {
      expect(errorsOf(locationContactSchema, { ...contact, ...change })).toEqual({
        phoneNumber: 'Phone number is required',
      });
    },
  );

  it.each(['12345', '++45', 'DK'])('rejects the country code %j', (countryCode) => {
    expect(errorsOf(locationContactSchema, { ...contact, countryCode })).toEqual({
      countryCode: 'Select a country code',
    });
  });

  it.each(['', '+'])('rejects the missing country code %j', (countryCode) => {
    expect(errorsOf(locationContactSchema, { ...contact, countryCode })).toEqual({
      countryCode: 'Country code is required',
    });
  });

  it('rejects a blank name', () => {
    expect(errorsOf(locationContactSchema, { ...contact, name: '  ' })).toEqual({
      name: 'Name is required',
    });
  });
});

describe('contactPhoneNumberSchema', () => {
  it('drops spaces, dashes, dots and brackets', () => {
    expect(contactPhoneNumberSchema.parse(' 20 11-22.33 ')).toBe('20112233');
  });
});

describe('translations', () => {
  it('allows a blank stored name', () => {
    expect(nameTranslationSchema.parse({ languageId: 'en', name: ' ' })).toEqual({
      languageId: 'en',
      name: '',
    });
  });

  it("requires a form's name, labelled Name by default", () => {
    expect(errorsOf(requiredNameTranslationSchema(), { languageId: 'en', name: '' })).toEqual({
      name: 'Name is required',
    });
  });

  it('uses the given label', () => {
    expect(
      errorsOf(requiredNameTranslationSchema('Category name'), {
        languageId: 'en',
        name: '',
      }),
    ).toEqual({ name: 'Category name is required' });
  });

  it('rejects a language listed twice', () => {
    expect(
      errorsOf(translationsSchema(nameTranslationSchema), [
        { languageId: 'en', name: 'Fries' },
        { languageId: 'en', name: 'Chips' },
      ]),
    ).toEqual({ '': 'A language appears more than once' });
  });
});

describe('stored records', () => {
  it.each<[string, z.ZodType, unknown]>([
    [
      'category',
      menuCategorySchema,
      {
        id: FOOD_ID,
        menuId: MENU_ID,
        parentCategoryId: null,
        translations: [name('en', 'Food')],
        sortOrder: 0,
      },
    ],
    ['ingredient', locationIngredientSchema, ingredient()],
    [
      'child link',
      locationChildLinkSchema,
      { locationId: HOTEL_ID, childLocationId: RESTAURANT_ID, sortOrder: 0 },
    ],
  ])('parses a stored %s', (_record, schema, record) => {
    expect(schema.parse(record)).toEqual(record);
  });

  it('gives the type names of the back office', () => {
    expect(OPTIONS_GROUP_TYPE_NAMES).toEqual({
      [OPTIONS_GROUP_TYPE.required]: 'Required',
      [OPTIONS_GROUP_TYPE.optional]: 'Optional',
      [OPTIONS_GROUP_TYPE.optionalRemove]: 'Optional remove',
    });
  });

  it('lists the weekdays Monday first', () => {
    const mondayFirst = 'monday tuesday wednesday thursday friday saturday sunday'.split(' ');
    expect(WEEKDAYS).toEqual(mondayFirst);
  });
});

describe('sorting', () => {
  it('sorts by sortOrder, then id', () => {
    const sorted = [
      { id: 'b', sortOrder: 1 },
      { id: 'c', sortOrder: 0 },
      { id: 'a', sortOrder: 1 },
    ].sort(compareBySortOrder);
    expect(sorted.map((entry) => entry.id)).toEqual(['c', 'a', 'b']);
  });

  it('sorts entries without an id as if their id were empty', () => {
    const sorted = [{ sortOrder: 1, id: 'a' }, { sortOrder: 1 }, { sortOrder: 0 }].sort(
      compareBySortOrder,
    );
    expect(sorted).toEqual([{ sortOrder: 0 }, { sortOrder: 1 }, { sortOrder: 1, id: 'a' }]);
    expect(compareBySortOrder({ sortOrder: 2, id: 'b' }, { sortOrder: 2 })).toBeGreaterThan(0);
  });

  it('sorts by name regardless of case, then id', () => {
    const sorted = [
      { id: '2', name: 'room service' },
      { id: '1', name: 'Reception' },
      { id: '0', name: 'Room Service' },
    ].sort(compareByName);
    expect(sorted.map((entry) => entry.id)).toEqual(['1', '0', '2']);
  });

  it('sorts numbers inside names by value, not digit by digit', () => {
    const sorted = ['Café 11', 'Café 2', 'Café 10', 'Café 1']
      .map((entryName, index) => ({ id: String(index), name: entryName }))
      .sort(compareByName);
    expect(sorted.map((entry) => entry.name)).toEqual(['Café 1', 'Café 2', 'Café 10', 'Café 11']);
  });

  it('treats accents and case as the same letter, leaving the id to break the tie', () => {
    expect(compareNames('Cafe 2', 'CAFÉ 2')).toBe(0);
    expect(compareNames('café 2', 'Cafe 10')).toBeLessThan(0);
    const sorted = [
      { id: 'b', name: 'Café' },
      { id: 'a', name: 'cafe' },
    ].sort(compareByName);
    expect(sorted.map((entry) => entry.id)).toEqual(['a', 'b']);
  });
});
