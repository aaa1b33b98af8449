import { describe, expect, it } from 'vitest';
import { fieldErrorsOf } from '../../schema/field-errors';
import {
  compareByName,
  compareBySortOrder,
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

const ID = '7f3c2a10-1b2c-4d3e-8f40-5a6b7c8d9e0f';
const OTHER_ID = '0b1c2d3e-4f50-4a6b-9c7d-8e9f0a1b2c3d';

const menu = {
  id: ID,
  name: 'All day',
  locationId: OTHER_ID,
  isActive: true,
  isNameVisible: true,
  availableFrom: '00:00',
  availableTo: '23:59',
  monday: true,
  tuesday: true,
  wednesday: true,
  thursday: true,
  friday: true,
  saturday: false,
  sunday: false,
  sortOrder: 0,
  languages: [
    { languageId: 'en', isDefault: true },
    { languageId: 'da', isDefault: false },
  ],
};

const menuItem = {
  id: ID,
  menuId: OTHER_ID,
  menuCategoryId: OTHER_ID,
  price: 1250,
  image: '',
  sortOrder: 0,
  translations: [{ languageId: 'en', name: 'Fries', description: '' }],
  ingredients: [{ locationIngredientId: OTHER_ID, sortOrder: 0 }],
  optionsGroups: [],
};

const group = {
  id: ID,
  locationId: OTHER_ID,
  type: 1,
  quantity: 2,
  isReusable: false,
  isDeleted: false,
  translations: [{ languageId: 'en', name: 'Choose 2' }],
  options: [
    {
      id: OTHER_ID,
      sortOrder: 0,
      priceDifference: -500,
      translations: [{ languageId: 'en', name: 'Small' }],
    },
  ],
};

describe('time of day', () => {
  it.each(['00:00', '06:30', '23:59', '12:05'])('accepts %s', (time) => {
    expect(timeOfDaySchema.safeParse(time).success).toBe(true);
  });

  it.each(['24:00', '6:30', '06:60', '06:30:00', '', '0630'])('rejects %j', (time) => {
    expect(timeOfDaySchema.safeParse(time).success).toBe(false);
  });

  it('converts to minutes since midnight', () => {
    expect(timeOfDayToMinutes('00:00')).toBe(0);
    expect(timeOfDayToMinutes('06:30')).toBe(390);
    expect(timeOfDayToMinutes('23:59')).toBe(1439);
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

  it('holds prices in integer minor units only', () => {
    expect(menuItemSchema.safeParse({ ...menuItem, price: 12.5 }).success).toBe(false);
    expect(menuItemSchema.safeParse({ ...menuItem, price: -100 }).success).toBe(false);
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
  const contact = {
    id: ID,
    locationId: OTHER_ID,
    name: 'Reception',
    countryCode: '45',
    phoneNumber: '20112233',
    isActive: true,
  };

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
      const result = locationContactSchema.safeParse({ ...contact, phoneNumber });
      expect(fieldErrorsOf(result.error!)).toEqual({
        phoneNumber: 'Phone number must be digits only (4 to 15)',
      });
    },
  );

  it.each([{ phoneNumber: '' }, { phoneNumber: '  ' }, { phoneNumber: 20112233 }])(
    'rejects the missing phone number in %j',
    (change) => {
      const result = locationContactSchema.safeParse({ ...contact, ...change });
      expect(fieldErrorsOf(result.error!)).toEqual({ phoneNumber: 'Phone number is required' });
    },
  );

  it.each(['12345', '++45', 'DK'])('rejects the country code %j', (countryCode) => {
    const result = locationContactSchema.safeParse({ ...contact, countryCode });
    expect(fieldErrorsOf(result.error!)).toEqual({ countryCode: 'Select a country code' });
  });

  it.each(['', '+'])('rejects the missing country code %j', (countryCode) => {
    const result = locationContactSchema.safeParse({ ...contact, countryCode });
    expect(fieldErrorsOf(result.error!)).toEqual({ countryCode: 'Country code is required' });
  });

  it('rejects a blank name', () => {
    const result = locationContactSchema.safeParse({ ...contact, name: '  ' });
    expect(fieldErrorsOf(result.error!)).toEqual({ name: 'Name is required' });
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
    const result = requiredNameTranslationSchema().safeParse({ languageId: 'en', name: '' });
    expect(fieldErrorsOf(result.error!)).toEqual({ name: 'Name is required' });
  });

  it('uses the given label', () => {
    const result = requiredNameTranslationSchema('Category name').safeParse({
      languageId: 'en',
      name: '',
    });
    expect(fieldErrorsOf(result.error!)).toEqual({ name: 'Category name is required' });
  });

  it('rejects a language listed twice', () => {
    const result = translationsSchema(nameTranslationSchema).safeParse([
      { languageId: 'en', name: 'Fries' },
      { languageId: 'en', name: 'Chips' },
    ]);
    expect(fieldErrorsOf(result.error!)).toEqual({ '': 'A language appears more than once' });
  });
});

describe('stored records', () => {
  it('parses a category, an ingredient and a child link', () => {
    const category = {
      id: ID,
      menuId: OTHER_ID,
      parentCategoryId: null,
      translations: [{ languageId: 'en', name: 'Food' }],
      sortOrder: 0,
    };
    expect(menuCategorySchema.parse(category)).toEqual(category);
    const ingredient = {
      id: ID,
      locationId: OTHER_ID,
      translations: [{ languageId: 'en', name: 'Garlic' }],
    };
    expect(locationIngredientSchema.parse(ingredient)).toEqual(ingredient);
    const link = { locationId: ID, childLocationId: OTHER_ID, sortOrder: 0 };
    expect(locationChildLinkSchema.parse(link)).toEqual(link);
  });

  it('gives the type names of the back office', () => {
    expect(OPTIONS_GROUP_TYPE_NAMES).toEqual({
      [OPTIONS_GROUP_TYPE.required]: 'Required',
      [OPTIONS_GROUP_TYPE.optional]: 'Optional',
      [OPTIONS_GROUP_TYPE.optionalRemove]: 'Optional remove',
    });
  });

  it('lists the weekdays Monday first', () => {
    expect(WEEKDAYS).toEqual([
      'monday',
      'tuesday',
      'wednesday',
      'thursday',
      'friday',
      'saturday',
      'sunday',
    ]);
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
});
