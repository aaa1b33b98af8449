import { emptyBasket, type Basket, type BasketItem } from '@inroom/shared';
import { DKK, idSequence } from './fixtures';

const nextId = idSequence('5eed0008');

/** A basket line: one Fries at 45.00 kr unless overridden (priceSum 0 until totals are worked out). */
export function makeBasketItem(overrides: Partial<BasketItem> = {}): BasketItem {
  const name = overrides.name ?? 'Fries';
  return {
    menuItemId: nextId(),
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

/** A chosen option of a basket line. */
export function makeBasketOption(
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

/** An English basket in kroner of the location, holding `items` (totals as they are). */
export function basketAt(location: { id: string; name: string }, items: BasketItem[]): Basket {
  return {
    ...emptyBasket('en'),
    locationId: location.id,
    locationName: location.name,
    currencyId: DKK.id,
    currency: DKK,
    items,
  };
}
