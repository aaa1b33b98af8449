import { describe, expect, it } from 'vitest';
import { PERSISTED_SLICES, persistConfig, uiTransform } from './persist';
import { initialUiState } from './uiSlice';

describe('persist config', () => {
  it('persists the whitelisted slices only', () => {
    expect(persistConfig().whitelist).toEqual([...PERSISTED_SLICES]);
    expect(PERSISTED_SLICES).toContain('ui');
  });

  it('stores only the sidebar choice of the ui slice, never the loading flag', () => {
    expect(persistConfig().transforms).toContain(uiTransform);
    const ui = { ...initialUiState, isLoading: false, sidebarShown: false };
    expect(uiTransform.in(ui, 'ui', {})).toEqual({ sidebarShown: false });
  });
});
