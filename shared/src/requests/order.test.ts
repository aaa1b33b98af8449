import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { EMPTY_GUID } from '../ids';
import { fieldErrorsOf } from '../schema/field-errors';
import {
  basketTranslateSchema,
  orderAcceptSchema,
  orderCreateSchema,
  orderStaffActionSchema,
} from './order';

const RESTAURANT_ID = '7f3c2a10-1b2c-4d3e-8f40-5a6b7c8d9e0f';
const HOTEL_ID = '0b1c2d3e-4f50-4a6b-9c7d-8e9f0a1b2c3d';
const BURGER_ID = '2c3d4e5f-6a7b-4c8d-9e0f-1a2b3c4d5e6f';
const BACON_ID = '3d4e5f60-7a8b-4c9d-8e0f-1a2b3c4d5e60';
const ORDER_ID = '4e5f6071-8b9c-4dae-8f10-2b3c4d5e6f71';
const STAFF_ID = '5f607182-9cad-4ebf-9021-3c4d5e6f7082';
const IDEMPOTENCY_KEY = '6a718293-adbe-4fc0-a132-4d5e6f708193';

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
  options: [option()],
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
  languageId: 'en',
  language: { id: 'en', name: 'English' },
  items: [line()],
  priceSum: 3100,
  room: '',
  comment: '',
  ...changes,
});

const orderBody = (changes: Record<string, unknown> = {}) => ({
  ...basket({ room: '12' }),
  termsAccepted: true,
  idempotencyKey: IDEMPOTENCY_KEY,
  ...changes,
});

const staffCall = (changes: Record<string, unknown> = {}) => ({
  id: ORDER_ID,
  phoneNumber: '4520112233',
  token: 'k3y-from-the-text',
  ...changes,
});

function errorsOf(schema: z.ZodType, value: unknown): Record<string, string> {
  const result = schema.safeParse(value);
  expect(result.success).toBe(false);
  return fieldErrorsOf(result.error!);
}

describe('basketTranslateSchema', () => {
  it('parses a basket unchanged', () => {
    expect(basketTranslateSchema.parse(basket())).toEqual(basket());
  });

  it('accepts a cleared basket with a half-typed room', () => {
    const cleared = basket({
      locationId: null,
      parentLocationId: null,
      currencyId: '',
      currency: { id: '', symbol: '' },
      items: [],
      priceSum: 0,
      room: '1a',
    });
    expect(basketTranslateSchema.parse(cleared)).toEqual(cleared);
  });
});

describe('orderCreateSchema', () => {
  it('parses a basket ready to order', () => {
    expect(orderCreateSchema.parse(orderBody())).toEqual(orderBody());
  });

  it('trims the room, the comment and the names', () => {
    const typed = orderBody({
      room: ' 12 ',
      comment: '  Ring twice ',
      locationName: ' Restaurant ',
      items: [line({ name: ' Burger ', options: [option({ name: ' Bacon ' })] })],
    });
    expect(orderCreateSchema.parse(typed)).toEqual(orderBody({ comment: 'Ring twice' }));
  });

  it('rejects an empty basket', () => {
    expect(errorsOf(orderCreateSchema, orderBody({ items: [] }))).toEqual({
      items: 'Your basket is empty',
    });
  });

  it('accepts 50 lines and rejects 51', () => {
    const lines = Array.from({ length: 51 }, () => line());
    expect(orderCreateSchema.parse(orderBody({ items: lines.slice(0, 50) })).items).toHaveLength(
      50,
    );
    expect(errorsOf(orderCreateSchema, orderBody({ items: lines }))).toEqual({
      items: 'At most 50 lines',
    });
  });

  describe('room', () => {
    it.each([
      ['', 'Room is required'],
      ['   ', 'Room is required'],
      [undefined, 'Room is required'],
      [12, 'Room is required'],
      ['12a', 'Room must be a number'],
      ['-12', 'Room must be a number'],
      ['1 2', 'Room must be a number'],
      ['12345678901', 'Room must be at most 10 digits'],
    ])('rejects %j', (room, message) => {
      expect(errorsOf(orderCreateSchema, orderBody({ room }))).toEqual({ room: message });
    });

    it('accepts 10 digits', () => {
      expect(orderCreateSchema.parse(orderBody({ room: '1234567890' })).room).toBe('1234567890');
    });
  });

  it.each([false, 'true', undefined])('rejects termsAccepted %j', (termsAccepted) => {
    expect(errorsOf(orderCreateSchema, orderBody({ termsAccepted }))).toEqual({
      termsAccepted: 'Accept the terms and conditions to continue',
    });
  });

  it('rejects a missing idempotency key', () => {
    const { idempotencyKey: _key, ...withoutKey } = orderBody();
    expect(errorsOf(orderCreateSchema, withoutKey)).toEqual({
      idempotencyKey: 'Expected an idempotency key (a UUID)',
    });
  });

  it('rejects an idempotency key that is not a UUID', () => {
    expect(errorsOf(orderCreateSchema, orderBody({ idempotencyKey: 'checkout-1' }))).toEqual({
      idempotencyKey: 'Expected an idempotency key (a UUID)',
    });
  });

  it('rejects a cleared location', () => {
    expect(errorsOf(orderCreateSchema, orderBody({ locationId: null }))).toEqual({
      locationId: 'Expected an id (a UUID)',
    });
  });

  it('rejects an unsaved location', () => {
    expect(errorsOf(orderCreateSchema, orderBody({ locationId: EMPTY_GUID }))).toEqual({
      locationId: 'Save the record first',
    });
  });

  it('accepts a location without a parent', () => {
    const body = orderBody({ parentLocationId: null, parentLocationName: '' });
    expect(orderCreateSchema.parse(body)).toEqual(body);
  });

  describe('unknown fields', () => {
    it.each([
      [orderBody({ total: 3100 }), '', 'total'],
      [orderBody({ items: [line({ image: '' })] }), 'items.0', 'image'],
      [
        orderBody({ items: [line({ options: [option({ isSelected: true })] })] }),
        'items.0.options.0',
        'isSelected',
      ],
    ])('rejects an unknown field at %#', (value, path, key) => {
      expect(errorsOf(orderCreateSchema, value)).toEqual({ [path]: `Unrecognized key: "${key}"` });
    });
  });

  describe('lines', () => {
    it.each([
      [{ quantity: 0 }, 'items.0.quantity', 'Quantity must be at least 1'],
      [{ quantity: -1 }, 'items.0.quantity', 'Quantity must be at least 1'],
      [{ quantity: 100 }, 'items.0.quantity', 'Quantity must be at most 99'],
      [{ quantity: 1.5 }, 'items.0.quantity', 'Quantity must be a whole number'],
      [{ quantity: '2' }, 'items.0.quantity', 'Quantity must be a number'],
      [{ price: -1 }, 'items.0.price', 'Price cannot be negative'],
      [{ price: 12.5 }, 'items.0.price', 'Price must be in minor units (a whole number)'],
      [{ priceSum: -1 }, 'items.0.priceSum', 'Line total cannot be negative'],
      [{ menuItemId: EMPTY_GUID.slice(1) }, 'items.0.menuItemId', 'Expected an id (a UUID)'],
      [{ name: 'a'.repeat(201) }, 'items.0.name', 'Name must be at most 200 characters'],
    ])('rejects the line change %j', (change, path, message) => {
      expect(errorsOf(orderCreateSchema, orderBody({ items: [line(change)] }))).toEqual({
        [path]: message,
      });
    });

    it('accepts 99 of one line', () => {
      const body = orderBody({ items: [line({ quantity: 99 })] });
      expect(orderCreateSchema.parse(body).items[0]?.quantity).toBe(99);
    });

    it.each([
      [{ optionsGroupType: 4 }, 'items.0.options.0.optionsGroupType', 'Select a type'],
      [
        { priceDifference: 0.5 },
        'items.0.options.0.priceDifference',
        'Price difference must be in minor units (a whole number)',
      ],
      [{ optionId: 'bacon' }, 'items.0.options.0.optionId', 'Expected an id (a UUID)'],
    ])('rejects the option change %j', (change, path, message) => {
      const body = orderBody({ items: [line({ options: [option(change)] })] });
      expect(errorsOf(orderCreateSchema, body)).toEqual({ [path]: message });
    });
  });

  it('rejects a negative total', () => {
    expect(errorsOf(orderCreateSchema, orderBody({ priceSum: -1 }))).toEqual({
      priceSum: 'Total cannot be negative',
    });
  });

  it('limits the comment to 500 characters', () => {
    const longest = 'a'.repeat(500);
    expect(orderCreateSchema.parse(orderBody({ comment: longest })).comment).toBe(longest);
    expect(errorsOf(orderCreateSchema, orderBody({ comment: `${longest}a` }))).toEqual({
      comment: 'Comment must be at most 500 characters',
    });
  });
});

describe('orderAcceptSchema', () => {
  it('accepts 15 minutes', () => {
    const body = staffCall({ expectedDeliveryTimeMinutes: 15 });
    expect(orderAcceptSchema.parse(body)).toEqual(body);
  });

  it('accepts who accepted it', () => {
    const body = staffCall({ expectedDeliveryTimeMinutes: 60, acceptedById: STAFF_ID });
    expect(orderAcceptSchema.parse(body)).toEqual(body);
  });

  it.each([7, 0, 15.5, '15', undefined])('rejects %j minutes', (minutes) => {
    expect(
      errorsOf(orderAcceptSchema, staffCall({ expectedDeliveryTimeMinutes: minutes })),
    ).toEqual({ expectedDeliveryTimeMinutes: 'Select expected delivery' });
  });

  it('rejects an unknown field', () => {
    expect(
      errorsOf(orderAcceptSchema, staffCall({ expectedDeliveryTimeMinutes: 15, status: 3 })),
    ).toEqual({ '': 'Unrecognized key: "status"' });
  });

  it('rejects an acceptedById that is not a UUID', () => {
    const body = staffCall({ expectedDeliveryTimeMinutes: 15, acceptedById: 'staff' });
    expect(errorsOf(orderAcceptSchema, body)).toEqual({ acceptedById: 'Expected an id (a UUID)' });
  });
});

describe('orderStaffActionSchema', () => {
  it('parses a decline or complete call', () => {
    expect(orderStaffActionSchema.parse(staffCall())).toEqual(staffCall());
  });

  it('rejects an extra field such as the expected delivery', () => {
    expect(errorsOf(orderStaffActionSchema, staffCall({ expectedDeliveryTimeMinutes: 0 }))).toEqual(
      { '': 'Unrecognized key: "expectedDeliveryTimeMinutes"' },
    );
  });

  it('rejects an unsaved order', () => {
    expect(errorsOf(orderStaffActionSchema, staffCall({ id: EMPTY_GUID }))).toEqual({
      id: 'Save the record first',
    });
  });

  it('accepts phone numbers of 4 to 19 digits', () => {
    for (const phoneNumber of ['1234', '1234567890123456789']) {
      expect(orderStaffActionSchema.parse(staffCall({ phoneNumber })).phoneNumber).toBe(
        phoneNumber,
      );
    }
  });

  it.each(['123', '12345678901234567890', '+4520112233', '20 11 22 33', '', 4520112233])(
    'rejects the phone number %j',
    (phoneNumber) => {
      expect(Object.keys(errorsOf(orderStaffActionSchema, staffCall({ phoneNumber })))).toEqual([
        'phoneNumber',
      ]);
    },
  );

  it('says a malformed phone number is not one', () => {
    expect(errorsOf(orderStaffActionSchema, staffCall({ phoneNumber: '20-11' }))).toEqual({
      phoneNumber: 'Expected a phone number',
    });
  });

  it('accepts a token of 200 characters and rejects an empty or longer one', () => {
    const longest = 'a'.repeat(200);
    expect(orderStaffActionSchema.parse(staffCall({ token: longest })).token).toBe(longest);
    expect(errorsOf(orderStaffActionSchema, staffCall({ token: '' }))).toEqual({
      token: 'Expected a link token',
    });
    expect(errorsOf(orderStaffActionSchema, staffCall({ token: `${longest}a` }))).toEqual({
      token: 'Link token is too long',
    });
  });
});
