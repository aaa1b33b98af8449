import { createTransform, type PersistConfig } from 'redux-persist';
import autoMergeLevel2 from 'redux-persist/es/stateReconciler/autoMergeLevel2';
// Not 'redux-persist/lib/storage': that CommonJS build breaks in the browser under Vite 8.
import storage from 'redux-persist/es/storage';
import type { UiState } from './uiSlice';

/**
 * Slices kept in localStorage across reloads. Add a slice's key here to persist it (basket, user and
 * parent location join later); slices that must keep only some fields get a transform below.
 */
export const PERSISTED_SLICES = ['ui'] as const;

// Only the sidebar choice survives a reload: isLoading must start true, and the previous route and
// transition belong to the visit, not to the device.
export const uiTransform = createTransform<
  Partial<UiState>,
  Pick<Partial<UiState>, 'sidebarShown'>
>(
  (ui) => ({ sidebarShown: ui.sidebarShown }),
  (stored) => stored,
  { whitelist: ['ui'] },
);

export function persistConfig<S>(): PersistConfig<S> {
  return {
    key: 'inroom',
    version: 1,
    storage,
    whitelist: [...PERSISTED_SLICES],
    transforms: [uiTransform],
    // Merge stored fields into each slice's initial state instead of replacing the slice, so a
    // partly stored slice (ui) keeps its defaults and a field added in a later release appears.
    stateReconciler: autoMergeLevel2,
  };
}
