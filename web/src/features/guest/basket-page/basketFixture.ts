import { emptyBasket, withTotals, type Basket, type BasketItem } from '@inroom/shared';

// Baskets for the basket and delivery page tests, with totals computed by the shared rules.

export const DKK = { id: 'DKK', symbol: 'kr' };
export const HOTEL_ID = '5eed0001-0000-4000-8000-000000000001';
export const DELI_ID = '5eed0001-0000-4000-8000-000000000002';

let sequence = 0;
const nextId = (prefix: string) => {
  sequence += 1;
  return `${prefix}-0000-4000-8000-${String(sequence).padStart(12, '0')}`;
};

export function makeItem(overrides: Partial<BasketItem> = {}): BasketItem {
  const name = overrides.name ?? 'Fries';
  return {
    menuItemId: nextId('5eed0008'),
    name,
    description: '',
    defaultName: name,
    defaultDescription: '',
    options: [],
    quantity: 1,
    price: 4500,
    priceSum: 0,
    currency: DKK,
    ...overrides,
  };
}

export function makeOption(
  optionsGroupType: 1 | 2 | 3,
  name: string,
  optionsGroupName = '',
  priceDifference = 0,
): BasketItem['options'][number] {
  return {
    optionId: nextId('5eed000a'),
    optionsGroupType,
    optionsGroupName,
    name,
    defaultName: name,
    priceDifference,
  };
}

/** A basket of the deli (a child of the hotel) holding `items`. */
export function makeBasket(items: BasketItem[] = [], overrides: Partial<Basket> = {}): Basket {
  return withTotals({
    ...emptyBasket('en'),
    locationId: DELI_ID,
    locationName: 'Nyhavn Deli',
    parentLocationId: HOTEL_ID,
    parentLocationName: 'Hotel Nyhavn',
    currencyId: DKK.id,
    currency: DKK,
    items,
    ...overrides,
  });
}
