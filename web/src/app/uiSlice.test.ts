import { describe, expect, it } from 'vitest';
import {
  initialUiState,
  loadingFinished,
  loadingStarted,
  menuLanguageChosen,
  previousRouteRecorded,
  sidebarShownSet,
  sidebarToggled,
  transitionNameSet,
  uiSlice,
} from './uiSlice';

const reduce = uiSlice.reducer;

describe('ui slice', () => {
  it('starts loading, with the sidebar shown, the fade transition, no previous route and the browser language', () => {
    expect(reduce(undefined, { type: '@@init' })).toEqual({
      isLoading: true,
      sidebarShown: true,
      transitionName: 'fade',
      previousRoute: null,
      menuLanguageId: null,
    });
  });

  it('remembers the menu language the guest chose', () => {
    expect(reduce(initialUiState, menuLanguageChosen('da')).menuLanguageId).toBe('da');
  });

  it('sets and clears the loading flag', () => {
    const finished = reduce(initialUiState, loadingFinished());
    expect(finished.isLoading).toBe(false);
    expect(reduce(finished, loadingStarted()).isLoading).toBe(true);
  });

  it('toggles and sets the sidebar', () => {
    const hidden = reduce(initialUiState, sidebarToggled());
    expect(hidden.sidebarShown).toBe(false);
    expect(reduce(hidden, sidebarToggled()).sidebarShown).toBe(true);
    expect(reduce(initialUiState, sidebarShownSet(false)).sidebarShown).toBe(false);
  });

  it('records the transition name and the previous route', () => {
    const state = reduce(
      reduce(initialUiState, transitionNameSet('fadeslideforwards')),
      previousRouteRecorded({ pathname: '/location/abc', params: { id: 'abc' } }),
    );
    expect(state.transitionName).toBe('fadeslideforwards');
    expect(state.previousRoute).toEqual({ pathname: '/location/abc', params: { id: 'abc' } });
  });

  it('clears the loading flag when an api query settles, with data or an error', () => {
    const settled = (suffix: string) => ({
      type: `api/executeQuery/${suffix}`,
      payload: undefined,
      meta: { requestId: 'r1', requestStatus: suffix, arg: {} },
      error: suffix === 'rejected' ? { message: 'failed' } : undefined,
    });
    expect(reduce(initialUiState, settled('fulfilled')).isLoading).toBe(false);
    expect(reduce(initialUiState, settled('rejected')).isLoading).toBe(false);
    expect(reduce(initialUiState, settled('pending')).isLoading).toBe(true);
  });

  it('keeps loading when some other async action settles', () => {
    const other = {
      type: 'basket/translate/fulfilled',
      payload: undefined,
      meta: { requestId: 'r2', requestStatus: 'fulfilled', arg: {} },
    };
    expect(reduce(initialUiState, other).isLoading).toBe(true);
  });
});
