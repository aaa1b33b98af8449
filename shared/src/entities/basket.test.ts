import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { fieldErrorsOf } from '../schema/field-errors';
import {
  basketCurrencySchema,
  basketItemOptionSchema,
  basketItemSchema,
  basketQuantitySchema,
  basketSchema,
  roomSchema,
} from './basket';

const RESTAURANT_ID = '7f3c2a10-1b2c-4d3e-8f40-5a6b7c8d9e0f';
const HOTEL_ID = '0b1c2d3e-4f50-4a6b-9c7d-8e9f0a1b2c3d';
const BURGER_ID = '2c3d4e5f-6a7b-4c8d-9e0f-1a2b3c4d5e6f';
const BACON_ID = '3d4e5f60-7a8b-4c9d-8e0f-1a2b3c4d5e60';
const NO_ONION_ID = '4e5f6071-8b9c-4dae-8f10-2b3c4d5e6f71';

const currency = { id: 'DKK', symbol: 'kr.' };

const option = (changes: Record<string, unknown> = {}) => ({
  optionId: BACON_ID,
  optionsGroupType: 2,
  optionsGroupName: 'Extras',
  name: 'Bacon',
  defaultName: 'Bacon',
  priceDifference: 300,
  ...changes,
});

const line = (changes: Record<string, unknown> = {}) => ({
  menuItemId: BURGER_ID,
  name: 'Burger',
  description: 'With fries',
  defaultName: 'Burger',
  defaultDescription: 'With fries',
  options: [
    option(),
    option({
      optionId: NO_ONION_ID,
      optionsGroupType: 3,
      optionsGroupName: 'Remove',
      name: 'No onion',
      defaultName: 'No onion',
      priceDifference: 0,
    }),
  ],
  quantity: 2,
  price: 1550,
  priceSum: 3100,
  currency,
  ...changes,
});

const basket = (changes: Record<string, unknown> = {}) => ({
  locationId: RESTAURANT_ID,
  locationName: 'Restaurant',
  parentLocationId: HOTEL_ID,
  parentLocationName: 'Hotel Nord',
  currencyId: 'DKK',
  currency,
  languageId: 'da',
  language: { id: 'da', name: 'Danish' },
  items: [line()],
  priceSum: 3100,
  room: '12',
  comment: 'Ring twice',
  ...changes,
});

function errorsOf(schema: z.ZodType, value: unknown): Record<string, string> {
  const result = schema.safeParse(value);
  expect(result.success).toBe(false);
  return fieldErrorsOf(result.error!);
}

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

  it('rejects an unknown field on the basket, a line and an option', () => {
    expect(errorsOf(basketSchema, basket({ x: 1 }))).toEqual({ '': 'Unrecognized key: "x"' });
    expect(errorsOf(basketSchema, basket({ items: [line({ x: 1 })] }))).toEqual({
      'items.0': 'Unrecognized key: "x"',
    });
    expect(
      errorsOf(basketSchema, basket({ items: [line({ options: [option({ x: 1 })] })] })),
    ).toEqual({ 'items.0.options.0': 'Unrecognized key: "x"' });
  });

  // The currency and language are plain objects inside the strict basket: an unknown field there is
  // dropped, not rejected (reported as a bug in entities/basket.ts).
  it('rejects an unknown field on the currency and the language', () => {
    expect(
      errorsOf(
        basketSchema,
        basket({
          currency: { ...currency, rate: 1 },
          language: { id: 'da', name: 'Danish', x: 1 },
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
    expect(errorsOf(basketSchema, basket({ currency: { ...currency, ...change } }))).toEqual({
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
    const options = Array.from({ length: 501 }, () => option());
    expect(basketItemSchema.parse(line({ options: options.slice(0, 500) })).options).toHaveLength(
      500,
    );
    expect(errorsOf(basketItemSchema, line({ options }))).toEqual({ options: 'Too many options' });
  });
});

describe('basketItemOptionSchema', () => {
  it.each([1, 2, 3])('accepts options group type %d', (optionsGroupType) => {
    expect(basketItemOptionSchema.parse(option({ optionsGroupType })).optionsGroupType).toBe(
      optionsGroupType,
    );
  });

  it('accepts a negative price difference', () => {
    expect(basketItemOptionSchema.parse(option({ priceDifference: -200 })).priceDifference).toBe(
      -200,
    );
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
    expect(errorsOf(basketItemOptionSchema, option(change))).toEqual({ [path]: message });
  });
});

describe('basketQuantitySchema', () => {
  it('accepts 1 to 99', () => {
    expect(basketQuantitySchema.parse(1)).toBe(1);
    expect(basketQuantitySchema.parse(99)).toBe(99);
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
  it('accepts an ISO code or nothing', () => {
    expect(basketCurrencySchema.parse(currency)).toEqual(currency);
    expect(basketCurrencySchema.parse({ id: '', symbol: '' })).toEqual({ id: '', symbol: '' });
  });

  it('rejects a lowercase code', () => {
    expect(errorsOf(basketCurrencySchema, { id: 'eur', symbol: '€' })).toEqual({
      id: 'Expected an ISO 4217 currency code',
    });
  });
});
