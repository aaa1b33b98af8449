import { basketLostByOpening, emptyBasket, type BasketItem } from '@inroom/shared';
import { describe, expect, it } from 'vitest';
import { makeStore } from '../../app/store';
import {
  basketCleared,
  basketLocationOpened,
  basketReplaced,
  commentChanged,
  itemAdded,
  itemIncreased,
  itemRemoved,
  roomChanged,
} from './basketSlice';
import { parentLocationForgotten, parentLocationRemembered } from './parentLocationSlice';

const DKK = { id: 'DKK', symbol: 'kr' };
const HOTEL = '5eed0001-0000-4000-8000-000000000001';
const DELI = '5eed0001-0000-4000-8000-000000000002';
const FRIES = '5eed0008-0000-4000-8000-000000000003';

const fries: BasketItem = {
  menuItemId: FRIES,
  name: 'Fries',
  description: '',
  defaultName: 'Fries',
  defaultDescription: '',
  options: [],
  quantity: 1,
  price: 4500,
  priceSum: 4500,
  currency: DKK,
};

const opened = (locationId: string, locationName: string) =>
  basketLocationOpened({
    locationId,
    locationName,
    parentLocationId: null,
    parentLocationName: '',
    currency: DKK,
    languageId: 'en',
  });

describe('basket slice', () => {
  it('adds, plus, minus and clears with the shared rules', () => {
    const store = makeStore();
    store.dispatch(opened(HOTEL, 'Hotel Nyhavn'));
    store.dispatch(itemAdded(fries));
    store.dispatch(itemAdded(fries));
    store.dispatch(itemIncreased(0));
    expect(store.getState().basket).toMatchObject({ priceSum: 13500, items: [{ quantity: 3 }] });
    store.dispatch(itemRemoved(0));
    expect(store.getState().basket.priceSum).toBe(9000);
    store.dispatch(basketCleared());
    expect(store.getState().basket).toMatchObject({ items: [], priceSum: 0, locationId: null });
  });

  it('keeps the basket for its own location and starts anew for another', () => {
    const store = makeStore();
    store.dispatch(opened(HOTEL, 'Hotel Nyhavn'));
    store.dispatch(itemAdded(fries));
    store.dispatch(opened(HOTEL, 'Hotel Nyhavn'));
    expect(store.getState().basket.items).toHaveLength(1);
    store.dispatch(opened(DELI, 'Kajens Deli'));
    expect(store.getState().basket).toMatchObject({ locationId: DELI, items: [], priceSum: 0 });
  });

  it('is lost by opening another location only when it holds items (issue 15)', () => {
    const store = makeStore();
    store.dispatch(opened(HOTEL, 'Hotel Nyhavn'));
    expect(basketLostByOpening(store.getState().basket, DELI)).toBe(false);
    store.dispatch(itemAdded(fries));
    expect(basketLostByOpening(store.getState().basket, HOTEL)).toBe(false);
    expect(basketLostByOpening(store.getState().basket, DELI)).toBe(true);
    // The question and the rule agree: opening the other location does throw the items away.
    store.dispatch(opened(DELI, 'Kajens Deli'));
    expect(store.getState().basket.items).toEqual([]);
  });

  it('takes the room, the comment and a translated basket', () => {
    const store = makeStore();
    store.dispatch(roomChanged('412'));
    store.dispatch(commentChanged('No ice'));
    expect(store.getState().basket).toMatchObject({ room: '412', comment: 'No ice' });
    const translated = { ...emptyBasket('da'), room: '412' };
    store.dispatch(basketReplaced(translated));
    expect(store.getState().basket).toEqual(translated);
  });
});

describe('parent location slice', () => {
  it('remembers the hotel a restaurant was opened from, until going back', () => {
    const store = makeStore();
    store.dispatch(
      parentLocationRemembered({ id: HOTEL, name: 'Hotel Nyhavn', url: `/location/${HOTEL}` }),
    );
    expect(store.getState().parentLocation).toEqual({
      parentLocation: { id: HOTEL, name: 'Hotel Nyhavn' },
      parentLocationUrl: `/location/${HOTEL}`,
    });
    store.dispatch(parentLocationForgotten());
    expect(store.getState().parentLocation).toEqual({
      parentLocation: null,
      parentLocationUrl: null,
    });
  });
});
