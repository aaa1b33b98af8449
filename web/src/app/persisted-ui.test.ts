import { describe, expect, it } from 'vitest';
import { persistedMenuLanguageId, persistedOrders } from './persisted-ui';

const storageWith = (value: string | null) => ({ getItem: () => value });

describe('persistedMenuLanguageId', () => {
  it("reads the guest's menu language as the app's store persisted it", async () => {
    const { makeStore } = await import('./store');
    const { persistStore } = await import('redux-persist');
    const { flushPersistedState, flushWhenLeaving } = await import('./persist');
    const { menuLanguageChosen } = await import('./uiSlice');
    localStorage.clear();
    const store = makeStore();
    const persistor = persistStore(store);
    await new Promise((resolve) => setTimeout(resolve, 20));
    const stop = flushWhenLeaving(persistor);
    expect(persistedMenuLanguageId(localStorage)).toBeNull();

    store.dispatch(menuLanguageChosen('da'));
    await flushPersistedState();
    expect(persistedMenuLanguageId(localStorage)).toBe('da');
    stop();
    persistor.pause();
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
    const { makeStore } = await import('./store');
    const { persistStore } = await import('redux-persist');
    const { flushPersistedState, flushWhenLeaving } = await import('./persist');
    const { orderCreated, activeOrderDismissed } = await import('../features/orders/ordersSlice');
    localStorage.clear();
    const store = makeStore();
    const persistor = persistStore(store);
    await new Promise((resolve) => setTimeout(resolve, 20));
    const stop = flushWhenLeaving(persistor);

    store.dispatch(orderCreated('order-1'));
    store.dispatch(orderCreated('order-2'));
    store.dispatch(activeOrderDismissed('order-1'));
    await flushPersistedState();
    expect(persistedOrders(localStorage)).toEqual({
      createdIds: ['order-1', 'order-2'],
      dismissedIds: ['order-1'],
    });
    stop();
    persistor.pause();
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
