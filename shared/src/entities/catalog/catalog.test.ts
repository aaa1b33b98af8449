import { describe, expect, it } from 'vitest';
import { compareByName, compareBySortOrder } from './common';
import { locationContactSchema } from './location-contact';
import { menuSchema, timeOfDaySchema, timeOfDayToMinutes } from './menu';
import { menuItemSchema } from './menu-item';
import { optionsGroupSchema } from './options-group';

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

  it.each([{ phoneNumber: '+4520112233' }, { phoneNumber: '20 11 22 33' }, { countryCode: '+45' }])(
    'rejects non-digit numbers %j',
    (change) => {
      expect(locationContactSchema.safeParse({ ...contact, ...change }).success).toBe(false);
    },
  );
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

  it('sorts by name regardless of case, then id', () => {
    const sorted = [
      { id: '2', name: 'room service' },
      { id: '1', name: 'Reception' },
      { id: '0', name: 'Room Service' },
    ].sort(compareByName);
    expect(sorted.map((entry) => entry.id)).toEqual(['1', '0', '2']);
  });
});
