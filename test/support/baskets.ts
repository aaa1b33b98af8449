import { randomUUID } from 'node:crypto';
import type { Basket, OrderCreate } from '@inroom/shared';
import { DEMO_IDS } from '../../infra/local/seed/demo-data';

// The demo basket the order tests and the bench share; no test runner here, so the bench (which
// runs outside Vitest) can use it too.

const DKK = { id: 'DKK', symbol: 'kr.' };

/**
 * Two Nyhavn burgers with crispy bacon from the demo hotel, as the browser holds the basket:
 * 2 x (185.00 + 15.00) = 400.00 kr. The client's prices are set to 1 øre, to show they are ignored.
 */
export function demoBasketOnly(changes: Partial<Basket> = {}): Basket {
  return {
    locationId: DEMO_IDS.location.hotel,
    locationName: 'Hotel Nyhavn',
    parentLocationId: null,
    parentLocationName: '',
    currencyId: DKK.id,
    currency: DKK,
    languageId: 'en',
    items: [
      {
        menuItemId: DEMO_IDS.item.nyhavnBurger,
        name: 'Nyhavn burger',
        description: '',
        defaultName: 'Nyhavn burger',
        defaultDescription: '',
        options: [
          {
            optionId: DEMO_IDS.option.bacon,
            optionsGroupType: 2,
            optionsGroupName: 'Extras',
            name: 'Crispy bacon',
            defaultName: 'Crispy bacon',
            priceDifference: 1,
          },
        ],
        quantity: 2,
        price: 1,
        priceSum: 2,
        currency: DKK,
      },
    ],
    priceSum: 2,
    room: '412',
    comment: 'Please knock',
    ...changes,
  };
}

/** The demo basket as order/create takes it: terms accepted, with a new idempotency key. */
export function demoBasket(changes: Partial<OrderCreate> = {}): OrderCreate {
  return {
    ...demoBasketOnly(),
    locationId: DEMO_IDS.location.hotel,
    termsAccepted: true,
    idempotencyKey: randomUUID(),
    ...changes,
  };
}

export const DEMO_BASKET_TOTAL = 40000;
