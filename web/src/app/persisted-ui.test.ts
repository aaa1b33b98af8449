import { describe, expect, it } from 'vitest';
import { persistedMenuLanguageId, persistedOrders } from './persisted-ui';

const storageWith = (value: string | null) => ({ getItem: () => value });

/**
 * The app's store persisting to an empty localStorage as main.tsx sets it up; `flush` writes what
 * the store holds now, `stop` ends the persisting.
 */
async function persistingStore() {
  const { makeStore } = await import('./store');
  const { persistStore } = await import('redux-persist');
  const { flushPersistedState, flushWhenLeaving } = await import('./persist');
  localStorage.clear();
  const store = makeStore();
  const persistor = persistStore(store);
  await new Promise((resolve) => setTimeout(resolve, 20));
  const stopFlushing = flushWhenLeaving(persistor);
  const stop = () => {
    stopFlushing();
    persistor.pause();
  };
  return { store, flush: flushPersistedState, stop };
}

describe('persistedMenuLanguageId', () => {
  it("reads the guest's menu language as the app's store persisted it", async () => {
    const { menuLanguageChosen } = await import('./uiSlice');
    const { store, flush, stop } = await persistingStore();
    expect(persistedMenuLanguageId(localStorage)).toBeNull();

    store.dispatch(menuLanguageChosen('da'));
    await flush();
    expect(persistedMenuLanguageId(localStorage)).toBe('da');
    stop();
  });

  it('is null for anything else stored under the key', () => {
    const unreadable = [
      null,
      'not json',
      '[]',
      '{"ui":1}',
      '{"ui":"{}"}',
      '{"ui":"{\\"menuLanguageId\\":5}"}',
    ];
    for (const stored of unreadable)
      expect(persistedMenuLanguageId(storageWith(stored))).toBeNull();
  });
});

describe('persistedOrders', () => {
  it('reads the orders placed and dismissed as the store persisted them', async () => {
    const { orderCreated, activeOrderDismissed } = await import('../features/orders/ordersSlice');
    const { store, flush, stop } = await persistingStore();
    expect(persistedOrders(localStorage)).toEqual({ createdIds: [], dismissedIds: [] });

    store.dispatch(orderCreated('order-1'));
    store.dispatch(orderCreated('order-2'));
    store.dispatch(activeOrderDismissed('order-1'));
    await flush();
    expect(persistedOrders(localStorage)).toEqual({
      createdIds: ['order-1', 'order-2'],
      dismissedIds: ['order-1'],
    });
    stop();
  });

  it('is null for anything else stored under the key', () => {
    const unreadable = [
      null,
      '{}',
      '{"orders":"{}"}',
      '{"orders":"{\\"createdIds\\":[1],\\"dismissedIds\\":[]}"}',
      '{"orders":"{\\"createdIds\\":[],\\"dismissedIds\\":\\"x\\"}"}',
    ];
    for (const stored of unreadable) expect(persistedOrders(storageWith(stored))).toBeNull();
  });
});
