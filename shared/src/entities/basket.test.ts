import { describe, expect, it } from 'vitest';
import { basketLine, basketOption, basket as englishBasket, DKK } from '../testing/basket';
import { errorsOf } from '../testing/errors';
import { NO_ONION_ID } from '../testing/ids';
import { danish } from '../testing/translations';
import {
  basketCurrencySchema,
  basketItemOptionSchema,
  basketItemSchema,
  basketQuantitySchema,
  basketSchema,
  roomSchema,
} from './basket';

const noOnion = basketOption({
  optionId: NO_ONION_ID,
  optionsGroupType: 3,
  optionsGroupName: 'Remove',
  name: 'No onion',
  defaultName: 'No onion',
  priceDifference: 0,
});

/** Two burgers with bacon and no onion. */
const line = (changes: Record<string, unknown> = {}) =>
  basketLine({ options: [basketOption(), noOnion], ...changes });

/** A Danish guest's basket for room 12, with a comment. */
const basket = (changes: Record<string, unknown> = {}) =>
  englishBasket({
    languageId: 'da',
    language: danish,
    items: [line()],
    room: '12',
    comment: 'Ring twice',
    ...changes,
  });

describe('basketSchema', () => {
  it('parses a basket with a line and its options unchanged', () => {
    expect(basketSchema.parse(basket())).toEqual(basket());
  });

  it('parses an empty, cleared basket without a language', () => {
    const { language: _language, ...cleared } = basket({
      locationId: null,
      locationName: '',
      parentLocationId: null,
      parentLocationName: '',
      currencyId: '',
      currency: { id: '', symbol: '' },
      items: [],
      priceSum: 0,
      room: '',
      comment: '',
    });
    expect(basketSchema.parse(cleared)).toEqual(cleared);
  });

  it('trims its texts', () => {
    const typed = basket({ room: ' 12 ', comment: ' Ring twice\n', locationName: ' Restaurant ' });
    expect(basketSchema.parse(typed)).toEqual(basket());
  });

  it('holds a half-typed room', () => {
    expect(basketSchema.parse(basket({ room: '1a' })).room).toBe('1a');
  });

  it.each([
    ['the basket', basket({ x: 1 }), ''],
    ['a line', basket({ items: [line({ x: 1 })] }), 'items.0'],
    [
      'an option',
      basket({ items: [line({ options: [basketOption({ x: 1 })] })] }),
      'items.0.options.0',
    ],
  ])('rejects an unknown field on %s', (_where, value, path) => {
    expect(errorsOf(basketSchema, value)).toEqual({ [path]: 'Unrecognized key: "x"' });
  });

  // The currency and language are plain objects inside the strict basket: an unknown field there is
  // dropped, not rejected (reported as a bug in entities/basket.ts).
  it('rejects an unknown field on the currency and the language', () => {
    expect(
      errorsOf(
        basketSchema,
        basket({
          currency: { ...DKK, rate: 1 },
          language: { ...danish, x: 1 },
        }),
      ),
    ).toEqual({ currency: 'Unrecognized key: "rate"', language: 'Unrecognized key: "x"' });
  });

  it.each([
    ['locationId', 'restaurant', 'Expected an id (a UUID)'],
    ['parentLocationId', undefined, 'Expected an id (a UUID)'],
    ['locationName', null, 'Location name must be text'],
    ['parentLocationName', 1, 'Parent location name must be text'],
    ['currencyId', 'dkk', 'Expected an ISO 4217 currency code'],
    ['currencyId', 'DK', 'Expected an ISO 4217 currency code'],
    ['languageId', 'EN', 'Expected a language id such as en or da'],
    ['items', {}, 'Invalid input: expected array, received object'],
    ['priceSum', -1, 'Total cannot be negative'],
    ['priceSum', 31.5, 'Total must be in minor units (a whole number)'],
    ['room', 'a'.repeat(11), 'Room must be at most 10 characters'],
    ['comment', 'a'.repeat(501), 'Comment must be at most 500 characters'],
  ])('rejects %s %j', (field, value, message) => {
    expect(errorsOf(basketSchema, basket({ [field]: value }))).toEqual({ [field]: message });
  });

  it.each([
    [{ id: 'kr' }, 'currency.id', 'Expected an ISO 4217 currency code'],
    [
      { symbol: 'a'.repeat(11) },
      'currency.symbol',
      'Too big: expected string to have <=10 characters',
    ],
  ])('rejects the currency change %j', (change, path, message) => {
    expect(errorsOf(basketSchema, basket({ currency: { ...DKK, ...change } }))).toEqual({
      [path]: message,
    });
  });

  it('rejects a malformed language', () => {
    expect(errorsOf(basketSchema, basket({ language: { id: 'Danish', name: 'Danish' } }))).toEqual({
      'language.id': 'Expected a language id such as en or da',
    });
  });

  it('accepts 50 lines and rejects 51', () => {
    const lines = Array.from({ length: 51 }, () => line());
    expect(basketSchema.parse(basket({ items: lines.slice(0, 50) })).items).toHaveLength(50);
    expect(errorsOf(basketSchema, basket({ items: lines }))).toEqual({ items: 'At most 50 lines' });
  });
});

describe('basketItemSchema', () => {
  it('parses a line on its own', () => {
    expect(basketItemSchema.parse(line())).toEqual(line());
  });

  it.each([
    [{ quantity: 0 }, 'quantity', 'Quantity must be at least 1'],
    [{ price: -1 }, 'price', 'Price cannot be negative'],
    [{ price: 15.5 }, 'price', 'Price must be in minor units (a whole number)'],
    [{ priceSum: -3100 }, 'priceSum', 'Line total cannot be negative'],
    [
      { description: 'a'.repeat(2001) },
      'description',
      'Description must be at most 2000 characters',
    ],
    [
      { defaultDescription: 'a'.repeat(2001) },
      'defaultDescription',
      'Description must be at most 2000 characters',
    ],
    [{ defaultName: 'a'.repeat(201) }, 'defaultName', 'Name must be at most 200 characters'],
    [{ currency: undefined }, 'currency', 'Invalid input: expected object, received undefined'],
  ])('rejects %j', (change, path, message) => {
    expect(errorsOf(basketItemSchema, line(change))).toEqual({ [path]: message });
  });

  it('accepts 500 options and rejects 501', () => {
    const options = Array.from({ length: 501 }, () => basketOption());
    expect(basketItemSchema.parse(line({ options: options.slice(0, 500) })).options).toHaveLength(
      500,
    );
    expect(errorsOf(basketItemSchema, line({ options }))).toEqual({ options: 'Too many options' });
  });
});

describe('basketItemOptionSchema', () => {
  it.each([1, 2, 3])('accepts options group type %d', (optionsGroupType) => {
    expect(basketItemOptionSchema.parse(basketOption({ optionsGroupType })).optionsGroupType).toBe(
      optionsGroupType,
    );
  });

  it('accepts a negative price difference', () => {
    expect(
      basketItemOptionSchema.parse(basketOption({ priceDifference: -200 })).priceDifference,
    ).toBe(-200);
  });

  it.each([
    [{ optionsGroupType: 0 }, 'optionsGroupType', 'Select a type'],
    [
      { optionsGroupName: 'a'.repeat(201) },
      'optionsGroupName',
      'Options group name must be at most 200 characters',
    ],
    [{ name: 5 }, 'name', 'Name must be text'],
    [{ priceDifference: undefined }, 'priceDifference', 'Price difference is required'],
  ])('rejects %j', (change, path, message) => {
    expect(errorsOf(basketItemOptionSchema, basketOption(change))).toEqual({ [path]: message });
  });
});

describe('basketQuantitySchema', () => {
  it.each([1, 99])('accepts %d', (quantity) => {
    expect(basketQuantitySchema.parse(quantity)).toBe(quantity);
  });

  it.each([
    [0, 'Quantity must be at least 1'],
    [-2, 'Quantity must be at least 1'],
    [100, 'Quantity must be at most 99'],
    [1.5, 'Quantity must be a whole number'],
    ['1', 'Quantity must be a number'],
  ])('rejects %j', (quantity, message) => {
    expect(errorsOf(basketQuantitySchema, quantity)).toEqual({ '': message });
  });
});

describe('roomSchema', () => {
  it('trims a room number', () => {
    expect(roomSchema.parse(' 0412 ')).toBe('0412');
  });

  it.each([
    ['', 'Room is required'],
    ['  ', 'Room is required'],
    [null, 'Room is required'],
    ['4b', 'Room must be a number'],
    ['12345678901', 'Room must be at most 10 digits'],
  ])('rejects %j', (room, message) => {
    expect(errorsOf(roomSchema, room)).toEqual({ '': message });
  });
});

describe('basketCurrencySchema', () => {
  it.each([DKK, { id: '', symbol: '' }])('accepts an ISO code or nothing: %j', (currency) => {
    expect(basketCurrencySchema.parse(currency)).toEqual(currency);
  });

  it('rejects a lowercase code', () => {
    expect(errorsOf(basketCurrencySchema, { id: 'eur', symbol: '€' })).toEqual({
      id: 'Expected an ISO 4217 currency code',
    });
  });
});
