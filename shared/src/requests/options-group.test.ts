import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { EMPTY_GUID } from '../ids';
import { fieldErrorsOf } from '../schema/field-errors';
import { MAX_MINOR_UNITS } from '../schema/limits';
import { optionInputSchema, optionsGroupInputSchema } from './options-group';

const LOCATION_ID = '7f3c2a10-1b2c-4d3e-8f40-5a6b7c8d9e0f';
const GROUP_ID = '0b1c2d3e-4f50-4a6b-9c7d-8e9f0a1b2c3d';
const SMALL_ID = '2c3d4e5f-6a7b-4c8d-9e0f-1a2b3c4d5e6f';
const LARGE_ID = '3d4e5f60-7a8b-4c9d-8e0f-1a2b3c4d5e60';

const name = (languageId: string, text: unknown) => ({ languageId, name: text });

const option = (changes: Record<string, unknown> = {}) => ({
  id: SMALL_ID,
  sortOrder: 0,
  priceDifference: -500,
  translations: [name('en', 'Small'), name('da', 'Lille')],
  ...changes,
});

const large = option({
  id: LARGE_ID,
  sortOrder: 1,
  priceDifference: 1000,
  translations: [name('en', 'Large')],
});

const group = (changes: Record<string, unknown> = {}) => ({
  id: GROUP_ID,
  locationId: LOCATION_ID,
  type: 1,
  quantity: 1,
  isReusable: true,
  translations: [name('en', 'Size'), name('da', 'Størrelse')],
  options: [option(), large],
  ...changes,
});

function errorsOf(schema: z.ZodType, value: unknown): Record<string, string> {
  const result = schema.safeParse(value);
  expect(result.success).toBe(false);
  return fieldErrorsOf(result.error!);
}

const manyOptions = (count: number) =>
  Array.from({ length: count }, (_, index) => option({ sortOrder: index }));

describe('optionsGroupInputSchema', () => {
  it('parses a valid group unchanged, negative price differences included', () => {
    expect(optionsGroupInputSchema.parse(group())).toEqual(group());
  });

  it('accepts a new group of new options and trims the names', () => {
    const typed = group({
      id: EMPTY_GUID,
      translations: [name('en', ' Size ')],
      options: [option({ id: EMPTY_GUID, translations: [name('en', '\tSmall  ')] })],
    });
    expect(optionsGroupInputSchema.parse(typed)).toEqual(
      group({
        id: EMPTY_GUID,
        translations: [name('en', 'Size')],
        options: [option({ id: EMPTY_GUID, translations: [name('en', 'Small')] })],
      }),
    );
  });

  describe('unknown fields', () => {
    it('rejects an unknown field on the group', () => {
      expect(errorsOf(optionsGroupInputSchema, group({ typeString: 'Required' }))).toEqual({
        '': 'Unrecognized key: "typeString"',
      });
    });

    it('rejects isDeleted, which only the server sets', () => {
      expect(errorsOf(optionsGroupInputSchema, group({ isDeleted: false }))).toEqual({
        '': 'Unrecognized key: "isDeleted"',
      });
    });

    it('rejects an unknown field on an option', () => {
      const value = group({ options: [option(), { ...large, isSelected: true }] });
      expect(errorsOf(optionsGroupInputSchema, value)).toEqual({
        'options.1': 'Unrecognized key: "isSelected"',
      });
    });

    it("rejects an unknown field on an option's name", () => {
      const value = group({ options: [option({ translations: [{ ...name('en', 'S'), x: 1 }] })] });
      expect(errorsOf(optionsGroupInputSchema, value)).toEqual({
        'options.0.translations.0': 'Unrecognized key: "x"',
      });
    });
  });

  describe('wrong types', () => {
    it.each([
      ['type', '1', 'Select a type'],
      ['quantity', '2', 'Quantity must be a number'],
      ['isReusable', 'no', 'Invalid input: expected boolean, received string'],
      ['options', null, 'Invalid input: expected array, received null'],
      ['translations', undefined, 'Invalid input: expected array, received undefined'],
      ['id', 1, 'Expected an id (a UUID)'],
    ])('rejects %s %j', (field, value, message) => {
      expect(errorsOf(optionsGroupInputSchema, group({ [field]: value }))).toEqual({
        [field]: message,
      });
    });

    it.each([
      ['priceDifference', '5', 'Price difference is required'],
      ['priceDifference', undefined, 'Price difference is required'],
      ['sortOrder', null, 'Sort order must be a number'],
    ])("rejects an option's %s %j", (field, value, message) => {
      const value_ = group({ options: [option({ [field]: value }), large] });
      expect(errorsOf(optionsGroupInputSchema, value_)).toEqual({
        [`options.0.${field}`]: message,
      });
    });
  });

  it.each([0, 4, 1.5])('rejects the type %j', (type) => {
    expect(errorsOf(optionsGroupInputSchema, group({ type }))).toEqual({ type: 'Select a type' });
  });

  it.each([
    [-1, 'Quantity cannot be negative'],
    [1.5, 'Quantity must be a whole number'],
    [101, 'Quantity must be at most 100'],
  ])('rejects the quantity %j', (quantity, message) => {
    expect(errorsOf(optionsGroupInputSchema, group({ type: 2, quantity }))).toEqual({
      quantity: message,
    });
  });

  it('rejects an unsaved location', () => {
    expect(errorsOf(optionsGroupInputSchema, group({ locationId: EMPTY_GUID }))).toEqual({
      locationId: 'Save the record first',
    });
  });

  describe('names', () => {
    it('needs a group name', () => {
      expect(errorsOf(optionsGroupInputSchema, group({ translations: [] }))).toEqual({
        translations: 'Name is required',
      });
    });

    it.each(['', '  '])('rejects the group name %j', (text) => {
      expect(
        errorsOf(optionsGroupInputSchema, group({ translations: [name('en', text)] })),
      ).toEqual({ 'translations.0.name': 'Name is required' });
    });

    it('needs an option name', () => {
      const value = group({ options: [option(), option({ id: LARGE_ID, translations: [] })] });
      expect(errorsOf(optionsGroupInputSchema, value)).toEqual({
        'options.1.translations': 'Option name is required',
      });
    });

    it.each(['', ' \n '])('rejects the option name %j', (text) => {
      const value = group({
        options: [option({ translations: [name('en', 'Small'), name('da', text)] }), large],
      });
      expect(errorsOf(optionsGroupInputSchema, value)).toEqual({
        'options.0.translations.1.name': 'Option name is required',
      });
    });

    it('limits names to 200 characters', () => {
      const longest = 'a'.repeat(200);
      const ok = group({
        translations: [name('en', longest)],
        options: [option({ translations: [name('en', longest)] })],
      });
      expect(optionsGroupInputSchema.parse(ok)).toEqual(ok);
      const tooLong = group({
        translations: [name('en', `${longest}a`)],
        options: [option({ translations: [name('en', `${longest}a`)] })],
      });
      expect(errorsOf(optionsGroupInputSchema, tooLong)).toEqual({
        'translations.0.name': 'Name must be at most 200 characters',
        'options.0.translations.0.name': 'Option name must be at most 200 characters',
      });
    });

    it('rejects a language listed twice, on the group and on an option', () => {
      const twice = [name('en', 'Size'), name('en', 'Sizes')];
      expect(errorsOf(optionsGroupInputSchema, group({ translations: twice }))).toEqual({
        translations: 'A language appears more than once',
      });
      const value = group({ options: [option({ translations: twice }), large] });
      expect(errorsOf(optionsGroupInputSchema, value)).toEqual({
        'options.0.translations': 'A language appears more than once',
      });
    });
  });

  describe('price differences', () => {
    it('accepts the largest difference either way', () => {
      const options = [
        option({ priceDifference: -MAX_MINOR_UNITS }),
        option({ id: LARGE_ID, priceDifference: MAX_MINOR_UNITS }),
      ];
      expect(optionsGroupInputSchema.parse(group({ options })).options).toEqual(options);
    });

    it.each([
      [12.5, 'Price difference must be in minor units (a whole number)'],
      [MAX_MINOR_UNITS + 1, 'Price difference is too large'],
      [-MAX_MINOR_UNITS - 1, 'Price difference is too large'],
    ])('rejects %j', (priceDifference, message) => {
      const value = group({ options: [option({ priceDifference }), large] });
      expect(errorsOf(optionsGroupInputSchema, value)).toEqual({
        'options.0.priceDifference': message,
      });
    });
  });

  describe('options', () => {
    it('needs at least one option', () => {
      expect(errorsOf(optionsGroupInputSchema, group({ type: 2, options: [] }))).toEqual({
        options: 'Add at least one option',
      });
    });

    it('accepts 100 options and rejects 101', () => {
      const ok = group({ type: 2, quantity: 0, options: manyOptions(100) });
      expect(optionsGroupInputSchema.parse(ok).options).toHaveLength(100);
      expect(
        errorsOf(
          optionsGroupInputSchema,
          group({ type: 2, quantity: 0, options: manyOptions(101) }),
        ),
      ).toEqual({ options: 'At most 100 options' });
    });

    it.each([
      [-1, 'Sort order cannot be negative'],
      [0.5, 'Sort order must be a whole number'],
    ])('rejects the option sort order %j', (sortOrder, message) => {
      const value = group({ options: [option({ sortOrder })] });
      expect(errorsOf(optionsGroupInputSchema, value)).toEqual({ 'options.0.sortOrder': message });
    });
  });

  describe('quantity rules', () => {
    it('rejects a required group with quantity 0', () => {
      expect(errorsOf(optionsGroupInputSchema, group({ type: 1, quantity: 0 }))).toEqual({
        quantity: 'A required group needs a quantity of at least 1',
      });
    });

    it('accepts a required group whose quantity equals its option count', () => {
      expect(optionsGroupInputSchema.parse(group({ type: 1, quantity: 2 })).quantity).toBe(2);
    });

    it('rejects a required group whose quantity is above its option count', () => {
      expect(errorsOf(optionsGroupInputSchema, group({ type: 1, quantity: 3 }))).toEqual({
        quantity: 'Quantity cannot be more than the number of options',
      });
    });

    it('reports both the missing options and the quantity of a required group', () => {
      expect(
        errorsOf(optionsGroupInputSchema, group({ type: 1, quantity: 1, options: [] })),
      ).toEqual({
        options: 'Add at least one option',
        quantity: 'Quantity cannot be more than the number of options',
      });
    });

    it.each([2, 3])(
      'lets a type %d group have quantity 0 (no limit) or above its options',
      (type) => {
        expect(optionsGroupInputSchema.parse(group({ type, quantity: 0 })).quantity).toBe(0);
        expect(optionsGroupInputSchema.parse(group({ type, quantity: 5 })).quantity).toBe(5);
      },
    );
  });
});

describe('optionInputSchema', () => {
  it('parses an option on its own', () => {
    expect(optionInputSchema.parse(option())).toEqual(option());
  });

  it('rejects an unknown field at the root', () => {
    expect(errorsOf(optionInputSchema, option({ x: 1 }))).toEqual({ '': 'Unrecognized key: "x"' });
  });
});
