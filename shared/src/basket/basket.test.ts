import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Basket, BasketItem, BasketItemOption } from '../entities/basket';
import { basketSchema } from '../entities/basket';
import { MAX_LINE_QUANTITY } from '../schema/limits';
import {
  addToBasket,
  basketForLocation,
  basketItemCount,
  basketLineKey,
  clearBasket,
  emptyBasket,
  increaseQuantity,
  isSameLine,
  removeFromBasket,
  unitPrice,
  withTotals,
} from './basket';

const DKK = { id: 'DKK', symbol: 'kr' };
const HOTEL = '5eed0001-0000-4000-8000-000000000001';
const DELI = '5eed0001-0000-4000-8000-000000000002';
const BURGER = '1b000000-0000-4000-8000-000000000001';
const FRIES = '1b000000-0000-4000-8000-000000000002';
const CHEESE = '0b000000-0000-4000-8000-000000000001';
const BACON = '0b000000-0000-4000-8000-000000000002';
const NO_ONION = '0b000000-0000-4000-8000-000000000003';

const option = (optionId: string, priceDifference: number): BasketItemOption => ({
  optionId,
  optionsGroupType: 2,
  optionsGroupName: 'Extras',
  name: optionId,
  defaultName: optionId,
  priceDifference,
});

const line = (
  menuItemId: string,
  price: number,
  options: BasketItemOption[] = [],
  quantity = 1,
): BasketItem => {
  const unit = unitPrice(price, options);
  return {
    menuItemId,
    name: menuItemId,
    description: '',
    defaultName: menuItemId,
    defaultDescription: '',
    options,
    quantity,
    price: unit,
    priceSum: unit * quantity,
    currency: DKK,
  };
};

const hotelBasket = (): Basket =>
  basketForLocation(emptyBasket('en'), {
    locationId: HOTEL,
    locationName: 'Hotel Nyhavn',
    parentLocationId: null,
    parentLocationName: '',
    currency: DKK,
    languageId: 'en',
  });

describe('prices (spec §5)', () => {
  it('a line costs the item price plus its options, times quantity', () => {
    expect(unitPrice(9500, [option(CHEESE, 1000), option(NO_ONION, 0)])).toBe(10500);
    expect(unitPrice(9500, [option(CHEESE, -500)])).toBe(9000);
    const basket = addToBasket(hotelBasket(), line(BURGER, 9500, [option(CHEESE, 1000)], 3));
    expect(basket.items[0]).toMatchObject({ price: 10500, priceSum: 31500 });
    expect(basket.priceSum).toBe(31500);
  });

  it('withTotals recomputes lines and total from quantities', () => {
    const stale = { ...hotelBasket(), items: [{ ...line(BURGER, 100), quantity: 4 }], priceSum: 1 };
    expect(withTotals(stale)).toMatchObject({ priceSum: 400, items: [{ priceSum: 400 }] });
  });
});

describe('add (spec §4)', () => {
  it('the same item with equal options adds to its line, in any option order', () => {
    let basket = addToBasket(
      hotelBasket(),
      line(BURGER, 9500, [option(CHEESE, 1000), option(BACON, 1500)]),
    );
    basket = addToBasket(basket, line(BURGER, 9500, [option(BACON, 1500), option(CHEESE, 1000)]));
    expect(basket.items).toHaveLength(1);
    expect(basket.items[0]?.quantity).toBe(2);
    expect(basket.priceSum).toBe(24000);
  });

  it('other options or another item make a new line', () => {
    let basket = addToBasket(hotelBasket(), line(BURGER, 9500));
    basket = addToBasket(basket, line(BURGER, 9500, [option(CHEESE, 1000)]));
    basket = addToBasket(basket, line(FRIES, 3500));
    expect(basket.items.map((item) => item.menuItemId)).toEqual([BURGER, BURGER, FRIES]);
    expect(basket.priceSum).toBe(9500 + 10500 + 3500);
  });

  it('adds the quantity chosen in the item modal, up to the most of one line', () => {
    let basket = addToBasket(hotelBasket(), line(FRIES, 3500, [], 2));
    basket = addToBasket(basket, line(FRIES, 3500, [], 3));
    expect(basket.items[0]?.quantity).toBe(5);
    basket = addToBasket(basket, line(FRIES, 3500, [], MAX_LINE_QUANTITY));
    expect(basket.items[0]?.quantity).toBe(MAX_LINE_QUANTITY);
    expect(basket.priceSum).toBe(3500 * MAX_LINE_QUANTITY);
  });

  it('line identity ignores option order but not option choice', () => {
    const a = line(BURGER, 1, [option(CHEESE, 0), option(BACON, 0)]);
    const b = line(BURGER, 1, [option(BACON, 0), option(CHEESE, 0)]);
    expect(isSameLine(a, b)).toBe(true);
    expect(basketLineKey(a)).toBe(basketLineKey(b));
    expect(isSameLine(a, line(BURGER, 1, [option(CHEESE, 0)]))).toBe(false);
    expect(isSameLine(line(BURGER, 1), line(FRIES, 1))).toBe(false);
  });
});

describe('remove, plus and clear (spec §4)', () => {
  it('minus drops a quantity above 1 by one and the total by the unit price', () => {
    const basket = addToBasket(hotelBasket(), line(FRIES, 3500, [], 3));
    const after = removeFromBasket(basket, 0);
    expect(after.items[0]?.quantity).toBe(2);
    expect(basket.priceSum - after.priceSum).toBe(3500);
  });

  it('minus on a line of one removes the line', () => {
    let basket = addToBasket(hotelBasket(), line(FRIES, 3500));
    basket = addToBasket(basket, line(BURGER, 9500));
    const after = removeFromBasket(basket, 0);
    expect(after.items.map((item) => item.menuItemId)).toEqual([BURGER]);
    expect(after.priceSum).toBe(9500);
  });

  it('an index that is not there changes nothing', () => {
    const basket = addToBasket(hotelBasket(), line(FRIES, 3500));
    expect(removeFromBasket(basket, 5)).toBe(basket);
    expect(increaseQuantity(basket, -1)).toBe(basket);
  });

  it('plus adds one, up to the most of one line', () => {
    const basket = addToBasket(hotelBasket(), line(FRIES, 3500));
    expect(increaseQuantity(basket, 0)).toMatchObject({ priceSum: 7000, items: [{ quantity: 2 }] });
    const full = addToBasket(hotelBasket(), line(FRIES, 3500, [], MAX_LINE_QUANTITY));
    expect(increaseQuantity(full, 0)).toBe(full);
  });

  it('clear empties items, total and location, and keeps room and comment', () => {
    const basket = { ...addToBasket(hotelBasket(), line(FRIES, 3500)), room: '12', comment: 'x' };
    expect(clearBasket(basket)).toMatchObject({
      items: [],
      priceSum: 0,
      locationId: null,
      locationName: '',
      room: '12',
      comment: 'x',
    });
  });

  it('counts things, not lines', () => {
    let basket = addToBasket(hotelBasket(), line(FRIES, 3500, [], 2));
    basket = addToBasket(basket, line(BURGER, 9500));
    expect(basketItemCount(basket)).toBe(3);
    expect(basketItemCount(emptyBasket())).toBe(0);
  });
});

describe('the basket for a location (spec §4)', () => {
  it('is kept when it belongs to the location opened', () => {
    const basket = addToBasket(hotelBasket(), line(FRIES, 3500));
    expect(
      basketForLocation(basket, {
        locationId: HOTEL,
        locationName: 'Hotel Nyhavn',
        parentLocationId: null,
        parentLocationName: '',
        currency: DKK,
        languageId: 'da',
      }),
    ).toBe(basket);
  });

  it('starts afresh for another location, remembering its parent and currency', () => {
    const basket = { ...addToBasket(hotelBasket(), line(FRIES, 3500)), room: '12' };
    const deli = basketForLocation(basket, {
      locationId: DELI,
      locationName: 'Kajens Deli',
      parentLocationId: HOTEL,
      parentLocationName: 'Hotel Nyhavn',
      currency: DKK,
      languageId: 'da',
    });
    expect(deli).toEqual({
      locationId: DELI,
      locationName: 'Kajens Deli',
      parentLocationId: HOTEL,
      parentLocationName: 'Hotel Nyhavn',
      currencyId: 'DKK',
      currency: DKK,
      languageId: 'da',
      items: [],
      priceSum: 0,
      room: '12',
      comment: '',
    });
    expect(basketSchema.parse(deli)).toEqual(deli);
  });
});

describe('invariants (property tests)', () => {
  const optionArb = fc.constantFrom(
    option(CHEESE, 1000),
    option(BACON, 1500),
    option(NO_ONION, -250),
  );
  const lineArb = fc
    .tuple(
      fc.constantFrom(BURGER, FRIES),
      fc.integer({ min: 250, max: 50_000 }),
      fc.uniqueArray(optionArb, { selector: (o) => o.optionId, maxLength: 3 }),
      fc.integer({ min: 1, max: 5 }),
    )
    .map(([id, price, options, quantity]) => line(id, price, options, quantity));
  // The same item always has the same price, as on a real menu.
  const samePricePerItem = (items: BasketItem[]) =>
    items.map((item) =>
      line(item.menuItemId, item.menuItemId === BURGER ? 9500 : 3500, item.options, item.quantity),
    );

  type Step = { kind: 'add'; item: BasketItem } | { kind: 'minus' | 'plus'; index: number };
  const stepArb: fc.Arbitrary<Step> = fc.oneof(
    lineArb.map((item) => ({ kind: 'add' as const, item })),
    fc.record({ kind: fc.constantFrom('minus' as const, 'plus' as const), index: fc.nat(6) }),
  );
  const apply = (basket: Basket, step: Step): Basket => {
    if (step.kind === 'add') return addToBasket(basket, samePricePerItem([step.item])[0]!);
    return step.kind === 'minus'
      ? removeFromBasket(basket, step.index)
      : increaseQuantity(basket, step.index);
  };

  it('total = sum of lines, line sum = price x quantity, quantity never below 1', () => {
    fc.assert(
      fc.property(fc.array(stepArb, { maxLength: 60 }), (steps) => {
        const basket = steps.reduce(apply, hotelBasket());
        expect(basket.priceSum).toBe(basket.items.reduce((sum, item) => sum + item.priceSum, 0));
        for (const item of basket.items) {
          expect(item.priceSum).toBe(item.price * item.quantity);
          expect(item.quantity).toBeGreaterThanOrEqual(1);
          expect(item.quantity).toBeLessThanOrEqual(MAX_LINE_QUANTITY);
        }
        expect(new Set(basket.items.map(basketLineKey)).size).toBe(basket.items.length);
        expect(basketSchema.safeParse(basket).success).toBe(true);
      }),
    );
  });

  it('adding one of an item and then removing it returns the original basket', () => {
    fc.assert(
      fc.property(fc.array(stepArb, { maxLength: 30 }), lineArb, (steps, extra) => {
        const before = steps.reduce(apply, hotelBasket());
        const [item] = samePricePerItem([{ ...extra, quantity: 1 }]);
        const added = addToBasket(before, item!);
        const index = added.items.findIndex((lineItem) => isSameLine(lineItem, item!));
        if (added.items[index]!.quantity === MAX_LINE_QUANTITY) return; // already full: nothing added
        expect(removeFromBasket(added, index)).toEqual(before);
      }),
    );
  });
});
