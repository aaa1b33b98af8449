import { describe, expect, it } from 'vitest';
import { PERSISTED_SLICES, persistConfig, uiTransform } from './persist';
import { initialUiState } from './uiSlice';

describe('persist config', () => {
  it('persists the basket, the parent location, the UI state and the user (spec §1, §3)', () => {
    expect(persistConfig().whitelist).toEqual([...PERSISTED_SLICES]);
    expect([...PERSISTED_SLICES].sort()).toEqual(['basket', 'parentLocation', 'ui', 'user']);
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
