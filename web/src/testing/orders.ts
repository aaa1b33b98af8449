import type { ActiveOrder, Order } from '@inroom/shared';
import { makeBasketItem, makeBasketOption } from './baskets';
import { DKK, fixtureId } from './fixtures';

// Orders as the orders API answers them (spec §3), for the order page and banner tests.

export const HOTEL = { id: fixtureId('5eed0001', 1), name: 'Hotel Nyhavn' };
export const DELI = { id: fixtureId('5eed0001', 2), name: 'Nyhavn Deli' };

let sequence = 0;

/** An id for the n-th test order (the same n gives the same id). */
export const orderId = (number: number): string => fixtureId('5eed0009', number);

/**
 * An order of the deli (a child of the hotel) awaiting the deli's answer: 2 Fries at 45.00 kr and a
 * Burger with a doneness, an extra and a removal, 320.00 kr in all, paid by card.
 */
export function makeOrder(overrides: Partial<Order> = {}): Order {
  sequence += 1;
  return {
    id: orderId(sequence + 100),
    orderNumber: sequence,
    locationId: DELI.id,
    locationName: DELI.name,
    parentLocationId: HOTEL.id,
    parentLocationName: HOTEL.name,
    location: { image: 'locations/deli.webp', name: DELI.name },
    items: [
      makeBasketItem({
        name: 'Pommes frites',
        defaultName: 'Fries',
        description: 'Sprøde',
        defaultDescription: 'Crispy',
        quantity: 2,
        price: 4500,
        priceSum: 9000,
      }),
      makeBasketItem({
        name: 'Burger',
        defaultName: 'Burger',
        quantity: 1,
        price: 23000,
        priceSum: 23000,
        options: [
          {
            ...makeBasketOption(1, 'Medium', 'Tilberedning'),
            defaultOptionsGroupName: 'Doneness',
            defaultName: 'Medium',
          },
          { ...makeBasketOption(2, 'Bacon', 'Ekstra', 1500), defaultName: 'Bacon' },
          { ...makeBasketOption(3, 'Løg', 'Uden'), defaultName: 'Onions' },
        ],
      }),
    ],
    currencyId: DKK.id,
    currency: DKK,
    priceSum: 32000,
    room: '214',
    comment: 'Ring twice',
    languageId: 'da',
    status: 2,
    paymentStatus: 4,
    paymentUrl: '',
    expectedDeliveryTimeMinutes: 0,
    requestExpiresIn: 300,
    timeUntilDelivery: 0,
    acceptedById: null,
    acceptedBy: null,
    createdAt: '2025-11-21T17:05:00.000Z',
    createdAtString: '21 Nov 18:05',
    ...overrides,
  };
}

/** The banner's view of an order. */
export function activeOrder(order: Order): ActiveOrder {
  const { id, orderNumber, createdAtString, status, locationName, timeUntilDelivery } = order;
  return { id, orderNumber, createdAtString, status, locationName, timeUntilDelivery };
}
