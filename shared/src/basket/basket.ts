import type { Basket, BasketCurrency, BasketItem } from '../entities/basket';
import { addMoney, multiplyMoney, type MinorUnits } from '../money/money';
import { MAX_LINE_QUANTITY } from '../schema/limits';

// The basket rules of spec §4 and §5. Every function returns a new basket and recomputes the
// totals from the lines, so a total can never disagree with its lines.

/** A basket with nothing in it, for no location yet. */
export function emptyBasket(languageId = 'en'): Basket {
  return {
    locationId: null,
    locationName: '',
    parentLocationId: null,
    parentLocationName: '',
    currencyId: '',
    currency: { id: '', symbol: '' },
    languageId,
    items: [],
    priceSum: 0,
    room: '',
    comment: '',
  };
}

type Line = Pick<BasketItem, 'menuItemId' | 'options'>;

/** What makes two lines the same: the item and the set of chosen options, in any order. */
export function basketLineKey(line: Line): string {
  const optionIds = line.options.map((option) => option.optionId).sort();
  return [line.menuItemId, ...optionIds].join('|');
}

export const isSameLine = (a: Line, b: Line): boolean => basketLineKey(a) === basketLineKey(b);

/** Unit price of a line: the item's price plus the chosen options' price differences (spec §5). */
export function unitPrice(
  itemPrice: MinorUnits,
  options: readonly { priceDifference: MinorUnits }[],
): MinorUnits {
  return addMoney(itemPrice, ...options.map((option) => option.priceDifference));
}

const withLineSum = (item: BasketItem): BasketItem => ({
  ...item,
  priceSum: multiplyMoney(item.price, item.quantity),
});

/** Recomputes each line's priceSum (price x quantity) and the basket's total (sum of lines). */
export function withTotals(basket: Basket, items: readonly BasketItem[] = basket.items): Basket {
  const lines = items.map(withLineSum);
  return { ...basket, items: lines, priceSum: addMoney(...lines.map((line) => line.priceSum)) };
}

/**
 * Adds a line (spec §4): a line with the same item and options gets the new quantity added (at
 * most MAX_LINE_QUANTITY); anything else is appended.
 */
export function addToBasket(basket: Basket, item: BasketItem): Basket {
  const index = basket.items.findIndex((line) => isSameLine(line, item));
  if (index === -1) return withTotals(basket, [...basket.items, item]);
  return withTotals(
    basket,
    basket.items.map((line, i) =>
      i === index
        ? { ...line, quantity: Math.min(line.quantity + item.quantity, MAX_LINE_QUANTITY) }
        : line,
    ),
  );
}

/** The minus button (spec §4): one fewer, and a line of one goes; quantity never drops below 1. */
export function removeFromBasket(basket: Basket, index: number): Basket {
  const line = basket.items[index];
  if (!line) return basket;
  if (line.quantity <= 1) return withTotals(basket, basket.items.toSpliced(index, 1));
  return withTotals(basket, basket.items.with(index, { ...line, quantity: line.quantity - 1 }));
}

/** The plus button: one more of a line, up to MAX_LINE_QUANTITY. */
export function increaseQuantity(basket: Basket, index: number): Basket {
  const line = basket.items[index];
  if (!line || line.quantity >= MAX_LINE_QUANTITY) return basket;
  return withTotals(basket, basket.items.with(index, { ...line, quantity: line.quantity + 1 }));
}

/** Empties the basket: no lines, total 0, no location (spec §4). Room and comment stay. */
export function clearBasket(basket: Basket): Basket {
  return { ...basket, items: [], priceSum: 0, locationId: null, locationName: '' };
}

/** How many things are in the basket, for '{n} Items in your basket'. */
export function basketItemCount(basket: Pick<Basket, 'items'>): number {
  return basket.items.reduce((count, line) => count + line.quantity, 0);
}

export type BasketLocation = {
  locationId: string;
  locationName: string;
  parentLocationId: string | null;
  parentLocationName: string;
  currency: BasketCurrency;
  languageId: string;
};

const isBasketOf = (basket: Pick<Basket, 'locationId'>, locationId: string): boolean =>
  basket.locationId === locationId;

/**
 * Whether opening `locationId` would throw away what the guest has put in the basket: it holds
 * lines and belongs to another location, so basketForLocation would start it afresh. Screens that
 * lead elsewhere ask the guest first when this is true.
 */
export function basketLostByOpening(
  basket: Pick<Basket, 'locationId' | 'items'>,
  locationId: string,
): boolean {
  return basket.items.length > 0 && !isBasketOf(basket, locationId);
}

/**
 * The basket for the location a guest opened (spec §4): kept as it is when it already belongs to
 * that location, otherwise started afresh for it.
 */
export function basketForLocation(basket: Basket, location: BasketLocation): Basket {
  if (isBasketOf(basket, location.locationId)) return basket;
  return {
    ...emptyBasket(location.languageId),
    ...location,
    currencyId: location.currency.id,
    room: basket.room,
    comment: '',
  };
}
