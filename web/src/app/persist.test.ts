import { describe, expect, it } from 'vitest';
import {
  PERSISTED_SLICES,
  flushPersistedState,
  flushWhenLeaving,
  persistConfig,
  uiTransform,
} from './persist';
import { initialUiState } from './uiSlice';

describe('persist config', () => {
  it('persists the basket, the parent location, the UI state, the user and the orders placed here (spec §1, §3)', () => {
    expect(persistConfig().whitelist).toEqual([...PERSISTED_SLICES]);
    expect([...PERSISTED_SLICES].sort()).toEqual([
      'basket',
      'orders',
      'parentLocation',
      'ui',
      'user',
    ]);
  });

  it('stores all of the ui slice but the loading flag, which must start true', () => {
    expect(persistConfig().transforms).toContain(uiTransform);
    const ui = {
      ...initialUiState,
      isLoading: false,
      sidebarShown: false,
      transitionName: 'fadeslideforwards' as const,
      previousRoute: { pathname: '/location/x', params: { id: 'x' } },
      menuLanguageId: 'da',
    };
    expect(uiTransform.in(ui, 'ui', {})).toEqual({
      sidebarShown: false,
      transitionName: 'fadeslideforwards',
      previousRoute: { pathname: '/location/x', params: { id: 'x' } },
      menuLanguageId: 'da',
    });
  });
});

describe('flushWhenLeaving', () => {
  it('writes the latest basket to storage synchronously when the page is left', async () => {
    const { makeStore } = await import('./store');
    const { persistStore } = await import('redux-persist');
    const { roomChanged } = await import('../features/basket/basketSlice');
    const { orderCreated } = await import('../features/orders/ordersSlice');
    localStorage.clear();
    const store = makeStore();
    const persistor = persistStore(store);
    await new Promise((resolve) => setTimeout(resolve, 20));
    const stop = flushWhenLeaving(persistor);

    store.dispatch(roomChanged('412'));
    // No timer has run yet: only the flush on pagehide can have written it.
    window.dispatchEvent(new Event('pagehide'));
    expect(localStorage.getItem('persist:inroom')).toContain('412');

    // Before leaving for the payment page, the page flushes on its own.
    store.dispatch(orderCreated('order-1'));
    await flushPersistedState();
    expect(localStorage.getItem('persist:inroom')).toContain('order-1');

    stop();
    await flushPersistedState(); // nothing registered any more: a no-op
    store.dispatch(roomChanged('999'));
    window.dispatchEvent(new Event('pagehide'));
    expect(localStorage.getItem('persist:inroom')).not.toContain('999');
    persistor.pause();
  });
});
