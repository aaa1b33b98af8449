import { describe, expect, it } from 'vitest';
import { persistedMenuLanguageId } from './persisted-ui';

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
