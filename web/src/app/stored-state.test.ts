import { emptyBasket } from '@inroom/shared';
import { persistStore } from 'redux-persist';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { basketAt, makeBasketItem, makeBasketOption } from '../testing/baskets';
import { HOTEL } from '../testing/orders';
import { PERSISTED_STATE_KEY, persistedStateText } from '../testing/persisted';
import { PERSISTED_SLICES } from './persist';
import { makeStore } from './store';
import { STORED_SLICE_SHAPES } from './stored-state';
import { initialUiState } from './uiSlice';

const BASKET = basketAt(HOTEL, [
  makeBasketItem({ options: [makeBasketOption(1, 'Egg', 'Toppings', 500)], priceSum: 5000 }),
]);
const UI = {
  sidebarShown: false,
  transitionName: 'fade',
  previousRoute: { pathname: `/location/${HOTEL.id}`, params: { id: HOTEL.id } },
  menuLanguageId: 'da',
};
const ORDERS = { createdIds: ['order-1'], dismissedIds: [] };
const PARENT = { parentLocation: HOTEL, parentLocationUrl: `/location/${HOTEL.id}` };
const USER = { id: 'sub-1', userName: 'admin', role: 'owner', locationIds: [] };

const fits = (slice: string, value: unknown) => STORED_SLICE_SHAPES[slice]!(value);

describe('the shapes stored slices must have', () => {
  it('has one for every slice kept in storage, so a new one cannot be read unchecked', () => {
    expect(Object.keys(STORED_SLICE_SHAPES).sort()).toEqual([...PERSISTED_SLICES].sort());
  });

  it('takes what this build stores', () => {
    expect(fits('basket', BASKET)).toBe(true);
    expect(fits('basket', emptyBasket())).toBe(true);
    expect(fits('ui', UI)).toBe(true);
    expect(fits('orders', ORDERS)).toBe(true);
    expect(fits('parentLocation', PARENT)).toBe(true);
    expect(fits('user', USER)).toBe(true);
    expect(fits('user', { id: null, userName: '' })).toBe(true);
  });

  it('takes a slice stored before a field existed: the default fills it in', () => {
    const { comment: _comment, ...basketWithoutComment } = BASKET;
    expect(fits('basket', basketWithoutComment)).toBe(true);
    expect(fits('ui', { menuLanguageId: 'da' })).toBe(true);
  });

  it.each([
    ['ui', 'a language id that is a number', { ...UI, menuLanguageId: 5 }],
    ['ui', 'a route that is text', { ...UI, previousRoute: 'x' }],
    ['ui', 'text', 'x'],
    ['basket', 'lines that are a number', { ...BASKET, items: 5 }],
    ['basket', 'a line of other fields', { ...BASKET, items: [{ foo: 1 }] }],
    // Nothing fills in a field of a line.
    [
      'basket',
      'a line without options',
      { ...BASKET, items: [{ ...makeBasketItem(), options: undefined }] },
    ],
    [
      'basket',
      'an option without its fields',
      { ...BASKET, items: [makeBasketItem({ options: [{ optionId: 'x' }] as never })] },
    ],
    ['basket', 'a total that is text', { ...BASKET, priceSum: '50' }],
    ['basket', 'a total of null', { ...BASKET, priceSum: null }],
    ['basket', 'null', null],
    ['basket', 'a list', [BASKET]],
    ['orders', 'ids that are not lists', { createdIds: 5, dismissedIds: 'x' }],
    ['orders', 'ids that are objects', { createdIds: [{ id: 1 }], dismissedIds: [] }],
    ['parentLocation', 'numbers', { parentLocation: 5, parentLocationUrl: 7 }],
    ['user', 'a numeric id', { id: 5, userName: 'admin' }],
  ])('refuses a stored %s with %s', (slice, _what, value) => {
    expect(fits(slice, value)).toBe(false);
  });
});

describe('reading the stored state', () => {
  afterEach(() => localStorage.clear());

  /** A store rehydrated from `stored` (each slice a JSON string, as redux-persist writes it). */
  async function rehydrated(stored: Record<string, unknown>) {
    localStorage.setItem(PERSISTED_STATE_KEY, persistedStateText(stored));
    const store = makeStore();
    const persistor = persistStore(store);
    await vi.waitFor(() => expect(persistor.getState().bootstrapped).toBe(true));
    persistor.pause();
    return store.getState();
  }

  it('keeps every slice that fits', async () => {
    const state = await rehydrated({
      basket: BASKET,
      ui: UI,
      orders: ORDERS,
      parentLocation: PARENT,
    });
    expect(state.basket).toEqual(BASKET);
    expect(state.ui).toEqual({ ...initialUiState, ...UI });
    expect(state.orders).toEqual(ORDERS);
    expect(state.parentLocation).toEqual(PARENT);
  });

  it('starts a slice that does not fit afresh, and keeps the others', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const state = await rehydrated({
      basket: { ...BASKET, items: [{ foo: 1 }] },
      ui: { ...UI, menuLanguageId: 5 },
      orders: ORDERS,
    });
    expect(state.basket).toEqual(emptyBasket());
    expect(state.ui).toEqual(initialUiState);
    expect(state.orders).toEqual(ORDERS);
    expect(warn.mock.calls.map(([message]) => message).sort()).toEqual([
      'Inroom: the stored basket could not be read; it starts afresh.',
      'Inroom: the stored ui could not be read; it starts afresh.',
    ]);
    warn.mockRestore();
  });
});
