import { describe, expect, it } from 'vitest';
import { basketLine, DKK } from '../testing/basket';
import { HOTEL_ID, ORDER_ID, RESTAURANT_ID, STAFF_ID } from '../testing/ids';
import { activeOrderSchema, orderSchema } from './order';

/** One plain burger. */
const line = basketLine({
  description: '',
  defaultDescription: '',
  options: [],
  quantity: 1,
  price: 1250,
  priceSum: 1250,
});

const order = (changes: Record<string, unknown> = {}) => ({
  id: ORDER_ID,
  orderNumber: 1,
  locationId: RESTAURANT_ID,
  locationName: 'Restaurant',
  parentLocationId: HOTEL_ID,
  parentLocationName: 'Hotel Nord',
  location: { image: 'demo/restaurant.png', name: 'Restaurant' },
  items: [line],
  currencyId: 'DKK',
  currency: DKK,
  priceSum: 1250,
  room: '12',
  comment: '',
  languageId: 'en',
  status: 3,
  paymentStatus: 4,
  paymentUrl: '',
  expectedDeliveryTimeMinutes: 15,
  requestExpiresIn: 0,
  timeUntilDelivery: 12,
  acceptedById: STAFF_ID,
  acceptedBy: { name: 'Reception' },
  createdAt: '2025-11-21T17:05:00.000Z',
  createdAtString: '21 Nov 18:05',
  ...changes,
});

const pathsOf = (value: unknown) =>
  orderSchema.safeParse(value).error?.issues.map((issue) => issue.path.join('.'));

describe('orderSchema', () => {
  it('parses an accepted order unchanged', () => {
    expect(orderSchema.parse(order())).toEqual(order());
  });

  it('parses an order awaiting payment, without a parent or a staff member', () => {
    const pending = order({
      parentLocationId: null,
      parentLocationName: '',
      status: 1,
      paymentStatus: 1,
      paymentUrl: 'https://pay.example.com/session/1',
      expectedDeliveryTimeMinutes: 0,
      timeUntilDelivery: 0,
      acceptedById: null,
      acceptedBy: null,
    });
    expect(orderSchema.parse(pending)).toEqual(pending);
  });

  it.each([
    ['orderNumber', 0],
    ['orderNumber', 1.5],
    ['status', 0],
    ['status', 8],
    ['paymentStatus', 8],
    ['priceSum', -1],
    ['expectedDeliveryTimeMinutes', -5],
    ['requestExpiresIn', 0.5],
    ['timeUntilDelivery', -1],
    ['createdAt', '21 Nov 18:05'],
    ['parentLocationId', undefined],
    ['acceptedBy', undefined],
    ['currencyId', 'dkk'],
    ['id', 'order-1'],
  ])('rejects %s %j', (field, value) => {
    expect(pathsOf(order({ [field]: value }))).toEqual([field]);
  });

  it('rejects a location image outside the images prefix', () => {
    expect(pathsOf(order({ location: { image: '/etc/passwd', name: 'Restaurant' } }))).toEqual([
      'location.image',
    ]);
  });

  it('checks each line as a basket line', () => {
    expect(pathsOf(order({ items: [{ ...line, quantity: 0 }] }))).toEqual(['items.0.quantity']);
  });
});

describe('activeOrderSchema', () => {
  it('keeps only what the active orders banner shows', () => {
    expect(activeOrderSchema.parse(order())).toEqual({
      id: ORDER_ID,
      orderNumber: order().orderNumber,
      createdAtString: order().createdAtString,
      status: 3,
      locationName: 'Restaurant',
      timeUntilDelivery: 12,
    });
  });

  it('rejects an unknown status', () => {
    const banner = {
      id: ORDER_ID,
      orderNumber: 1,
      createdAtString: '21 Nov 18:05',
      status: 9,
      locationName: 'Restaurant',
      timeUntilDelivery: 0,
    };
    expect(activeOrderSchema.safeParse(banner).success).toBe(false);
  });
});
