import { describe, expect, it } from 'vitest';
import { EMPTY_GUID } from '../ids';
import { MAX_MINOR_UNITS } from '../schema/limits';
import { errorsOf } from '../testing/errors';
import { LARGE_ID } from '../testing/ids';
import { largeOption, option, optionsGroup } from '../testing/options-group';
import { name } from '../testing/translations';
import { optionInputSchema, optionsGroupInputSchema } from './options-group';

const manyOptions = (count: number) =>
  Array.from({ length: count }, (_, index) => option({ sortOrder: index }));

describe('optionsGroupInputSchema', () => {
  it('parses a valid group unchanged, negative price differences included', () => {
    expect(optionsGroupInputSchema.parse(optionsGroup())).toEqual(optionsGroup());
  });

  it('accepts a new group of new options and trims the names', () => {
    const typed = optionsGroup({
      id: EMPTY_GUID,
      translations: [name('en', ' Size ')],
      options: [option({ id: EMPTY_GUID, translations: [name('en', '\tSmall  ')] })],
    });
    expect(optionsGroupInputSchema.parse(typed)).toEqual(
      optionsGroup({
        id: EMPTY_GUID,
        translations: [name('en', 'Size')],
        options: [option({ id: EMPTY_GUID, translations: [name('en', 'Small')] })],
      }),
    );
  });

  describe('unknown fields', () => {
    it('rejects an unknown field on the group', () => {
      expect(errorsOf(optionsGroupInputSchema, optionsGroup({ typeString: 'Required' }))).toEqual({
        '': 'Unrecognized key: "typeString"',
      });
    });

    it('rejects isDeleted, which only the server sets', () => {
      expect(errorsOf(optionsGroupInputSchema, optionsGroup({ isDeleted: false }))).toEqual({
        '': 'Unrecognized key: "isDeleted"',
      });
    });

    it('rejects an unknown field on an option', () => {
      const value = optionsGroup({ options: [option(), { ...largeOption, isSelected: true }] });
      expect(errorsOf(optionsGroupInputSchema, value)).toEqual({
        'options.1': 'Unrecognized key: "isSelected"',
      });
    });

    it("rejects an unknown field on an option's name", () => {
      const value = optionsGroup({
        options: [option({ translations: [{ ...name('en', 'S'), x: 1 }] })],
      });
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
      expect(errorsOf(optionsGroupInputSchema, optionsGroup({ [field]: value }))).toEqual({
        [field]: message,
      });
    });

    it.each([
      ['priceDifference', '5', 'Price difference is required'],
      ['priceDifference', undefined, 'Price difference is required'],
      ['sortOrder', null, 'Sort order must be a number'],
    ])("rejects an option's %s %j", (field, value, message) => {
      const value_ = optionsGroup({ options: [option({ [field]: value }), largeOption] });
      expect(errorsOf(optionsGroupInputSchema, value_)).toEqual({
        [`options.0.${field}`]: message,
      });
    });
  });

  it.each([0, 4, 1.5])('rejects the type %j', (type) => {
    expect(errorsOf(optionsGroupInputSchema, optionsGroup({ type }))).toEqual({
      type: 'Select a type',
    });
  });

  it.each([
    [-1, 'Quantity cannot be negative'],
    [1.5, 'Quantity must be a whole number'],
    [101, 'Quantity must be at most 100'],
  ])('rejects the quantity %j', (quantity, message) => {
    expect(errorsOf(optionsGroupInputSchema, optionsGroup({ type: 2, quantity }))).toEqual({
      quantity: message,
    });
  });

  it('rejects an unsaved location', () => {
    expect(errorsOf(optionsGroupInputSchema, optionsGroup({ locationId: EMPTY_GUID }))).toEqual({
      locationId: 'Save the record first',
    });
  });

  describe('names', () => {
    it('needs a group name', () => {
      expect(errorsOf(optionsGroupInputSchema, optionsGroup({ translations: [] }))).toEqual({
        translations: 'Name is required',
      });
    });

    it.each(['', '  '])('rejects the group name %j', (text) => {
      expect(
        errorsOf(optionsGroupInputSchema, optionsGroup({ translations: [name('en', text)] })),
      ).toEqual({ 'translations.0.name': 'Name is required' });
    });

    it('needs an option name', () => {
      const value = optionsGroup({
        options: [option(), option({ id: LARGE_ID, translations: [] })],
      });
      expect(errorsOf(optionsGroupInputSchema, value)).toEqual({
        'options.1.translations': 'Option name is required',
      });
    });

    it.each(['', ' \n '])('rejects the option name %j', (text) => {
      const value = optionsGroup({
        options: [option({ translations: [name('en', 'Small'), name('da', text)] }), largeOption],
      });
      expect(errorsOf(optionsGroupInputSchema, value)).toEqual({
        'options.0.translations.1.name': 'Option name is required',
      });
    });

    it('limits names to 200 characters', () => {
      const longest = 'a'.repeat(200);
      const ok = optionsGroup({
        translations: [name('en', longest)],
        options: [option({ translations: [name('en', longest)] })],
      });
      expect(optionsGroupInputSchema.parse(ok)).toEqual(ok);
      const tooLong = optionsGroup({
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
      expect(errorsOf(optionsGroupInputSchema, optionsGroup({ translations: twice }))).toEqual({
        translations: 'A language appears more than once',
      });
      const value = optionsGroup({ options: [option({ translations: twice }), largeOption] });
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
      expect(optionsGroupInputSchema.parse(optionsGroup({ options })).options).toEqual(options);
    });

    it.each([
      [12.5, 'Price difference must be in minor units (a whole number)'],
      [MAX_MINOR_UNITS + 1, 'Price difference is too large'],
      [-MAX_MINOR_UNITS - 1, 'Price difference is too large'],
    ])('rejects %j', (priceDifference, message) => {
      const value = optionsGroup({ options: [option({ priceDifference }), largeOption] });
      expect(errorsOf(optionsGroupInputSchema, value)).toEqual({
        'options.0.priceDifference': message,
      });
    });
  });

  describe('options', () => {
    it('needs at least one option', () => {
      expect(errorsOf(optionsGroupInputSchema, optionsGroup({ type: 2, options: [] }))).toEqual({
        options: 'Add at least one option',
      });
    });

    it('accepts 100 options and rejects 101', () => {
      const ok = optionsGroup({ type: 2, quantity: 0, options: manyOptions(100) });
      expect(optionsGroupInputSchema.parse(ok).options).toHaveLength(100);
      expect(
        errorsOf(
          optionsGroupInputSchema,
          optionsGroup({ type: 2, quantity: 0, options: manyOptions(101) }),
        ),
      ).toEqual({ options: 'At most 100 options' });
    });

    it.each([
      [-1, 'Sort order cannot be negative'],
      [0.5, 'Sort order must be a whole number'],
    ])('rejects the option sort order %j', (sortOrder, message) => {
      const value = optionsGroup({ options: [option({ sortOrder })] });
      expect(errorsOf(optionsGroupInputSchema, value)).toEqual({ 'options.0.sortOrder': message });
    });
  });

  describe('quantity rules', () => {
    it('rejects a required group with quantity 0', () => {
      expect(errorsOf(optionsGroupInputSchema, optionsGroup({ type: 1, quantity: 0 }))).toEqual({
        quantity: 'A required group needs a quantity of at least 1',
      });
    });

    it('accepts a required group whose quantity equals its option count', () => {
      expect(optionsGroupInputSchema.parse(optionsGroup({ type: 1, quantity: 2 })).quantity).toBe(
        2,
      );
    });

    it('rejects a required group whose quantity is above its option count', () => {
      expect(errorsOf(optionsGroupInputSchema, optionsGroup({ type: 1, quantity: 3 }))).toEqual({
        quantity: 'Quantity cannot be more than the number of options',
      });
    });

    it('reports both the missing options and the quantity of a required group', () => {
      expect(
        errorsOf(optionsGroupInputSchema, optionsGroup({ type: 1, quantity: 1, options: [] })),
      ).toEqual({
        options: 'Add at least one option',
        quantity: 'Quantity cannot be more than the number of options',
      });
    });

    it.each([2, 3])(
      'lets a type %d group have quantity 0 (no limit) or above its options',
      (type) => {
        expect(optionsGroupInputSchema.parse(optionsGroup({ type, quantity: 0 })).quantity).toBe(0);
        expect(optionsGroupInputSchema.parse(optionsGroup({ type, quantity: 5 })).quantity).toBe(5);
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
