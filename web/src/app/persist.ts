import { createTransform, type PersistConfig } from 'redux-persist';
import autoMergeLevel2 from 'redux-persist/es/stateReconciler/autoMergeLevel2';
// Not 'redux-persist/lib/storage': that CommonJS build breaks in the browser under Vite 8.
import storage from 'redux-persist/es/storage';
import { PERSIST_KEY } from './persisted-ui';
import { storedShapeTransform } from './stored-state';
import type { UiState } from './uiSlice';

/**
 * Slices kept in localStorage across reloads (spec §1, §3): the basket, the parent location and
 * its URL, the UI state, the signed-in user and the orders placed in this browser. Slices that
 * must keep only some fields get a transform below.
 */
export const PERSISTED_SLICES = ['ui', 'basket', 'parentLocation', 'user', 'orders'] as const;

// Everything of the UI state but the loading flag survives a reload: isLoading must start true, or
// the overlay would never show while the first data loads.
export const uiTransform = createTransform<Partial<UiState>, Omit<Partial<UiState>, 'isLoading'>>(
  ({ isLoading: _isLoading, ...kept }) => kept,
  (stored) => stored,
  { whitelist: ['ui'] },
);

export function persistConfig<S>(): PersistConfig<S> {
  return {
    key: PERSIST_KEY,
    version: 1,
    storage,
    whitelist: [...PERSISTED_SLICES],
    // The shape check runs first on the way out of storage (transforms apply right to left there).
    transforms: [uiTransform, storedShapeTransform],
    // Merge stored fields into each slice's initial state instead of replacing the slice, so a
    // partly stored slice (ui) keeps its defaults and a field added in a later release appears.
    stateReconciler: autoMergeLevel2,
  };
}

type Flushable = { flush: () => Promise<unknown> };

/** The app's persistor, once main.tsx has set up flushWhenLeaving (none in component tests). */
let appPersistor: Flushable | undefined;

/**
 * Writes the state to storage now, before the browser leaves for another site (the payment page),
 * so the cleared basket and the new order's id are what a reload or the way back finds.
 */
export async function flushPersistedState(): Promise<void> {
  await appPersistor?.flush();
}

/**
 * redux-persist writes changed slices on a timer, one slice per tick, so a reload or a redirect
 * to the payment page right after a change could leave the previous basket in storage. Flushing
 * when the page is hidden or left writes synchronously (localStorage is synchronous).
 */
export function flushWhenLeaving(persistor: Flushable, target: Window = window): () => void {
  appPersistor = persistor;
  const flush = () => void persistor.flush();
  const onVisibility = () => {
    if (target.document.visibilityState === 'hidden') flush();
  };
  target.addEventListener('pagehide', flush);
  target.document.addEventListener('visibilitychange', onVisibility);
  return () => {
    if (appPersistor === persistor) appPersistor = undefined;
    target.removeEventListener('pagehide', flush);
    target.document.removeEventListener('visibilitychange', onVisibility);
  };
}
