import { describe, expect, it } from 'vitest';
import { EMPTY_GUID } from '../ids';
import { basket, basketLine, basketOption } from '../testing/basket';
import { errorsOf } from '../testing/errors';
import { IDEMPOTENCY_KEY, ORDER_ID, STAFF_ID } from '../testing/ids';
import {
  basketTranslateSchema,
  orderAcceptSchema,
  orderCreateSchema,
  orderStaffActionSchema,
} from './order';

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
      items: [basketLine({ name: ' Burger ', options: [basketOption({ name: ' Bacon ' })] })],
    });
    expect(orderCreateSchema.parse(typed)).toEqual(orderBody({ comment: 'Ring twice' }));
  });

  it('rejects an empty basket', () => {
    expect(errorsOf(orderCreateSchema, orderBody({ items: [] }))).toEqual({
      items: 'Your basket is empty',
    });
  });

  it('accepts 50 lines and rejects 51', () => {
    const lines = Array.from({ length: 51 }, () => basketLine());
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
      [orderBody({ items: [basketLine({ image: '' })] }), 'items.0', 'image'],
      [
        orderBody({ items: [basketLine({ options: [basketOption({ isSelected: true })] })] }),
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
      expect(errorsOf(orderCreateSchema, orderBody({ items: [basketLine(change)] }))).toEqual({
        [path]: message,
      });
    });

    it('accepts 99 of one line', () => {
      const body = orderBody({ items: [basketLine({ quantity: 99 })] });
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
      const body = orderBody({ items: [basketLine({ options: [basketOption(change)] })] });
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

  it.each(['1234', '1234567890123456789'])('accepts the phone number %j', (phoneNumber) => {
    expect(orderStaffActionSchema.parse(staffCall({ phoneNumber })).phoneNumber).toBe(phoneNumber);
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

  it('accepts a token of 200 characters', () => {
    const longest = 'a'.repeat(200);
    expect(orderStaffActionSchema.parse(staffCall({ token: longest })).token).toBe(longest);
  });

  it.each([
    ['an empty', '', 'Expected a link token'],
    ['a 201-character', 'a'.repeat(201), 'Link token is too long'],
  ])('rejects %s token', (_which, token, message) => {
    expect(errorsOf(orderStaffActionSchema, staffCall({ token }))).toEqual({ token: message });
  });
});
