import { withTotals, type Basket, type BasketItem } from '@inroom/shared';
import { basketAt } from '../../../testing/baskets';

// Baskets for the basket and delivery page tests, with totals computed by the shared rules.

export {
  makeBasketItem as makeItem,
  makeBasketOption as makeOption,
} from '../../../testing/baskets';
export const HOTEL_ID = '5eed0001-0000-4000-8000-000000000001';
export const DELI_ID = '5eed0001-0000-4000-8000-000000000002';

/** A basket of the deli (a child of the hotel) holding `items`. */
export function makeBasket(items: BasketItem[] = [], overrides: Partial<Basket> = {}): Basket {
  return withTotals({
    ...basketAt({ id: DELI_ID, name: 'Nyhavn Deli' }, items),
    parentLocationId: HOTEL_ID,
    parentLocationName: 'Hotel Nyhavn',
    ...overrides,
  });
}
