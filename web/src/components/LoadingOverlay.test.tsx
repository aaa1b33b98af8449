import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { initialUiState, loadingFinished, loadingStarted } from '../app/uiSlice';
import { renderWithProviders } from '../testing/render';
import { LoadingOverlay } from './LoadingOverlay';

afterEach(cleanup);

describe('LoadingOverlay', () => {
  it('shows Loading... as a live status while the app is loading', () => {
    renderWithProviders(<LoadingOverlay />, {
      preloadedState: { ui: { ...initialUiState, isLoading: true } },
    });
    const status = screen.getByRole('status');
    expect(status.textContent).toContain('Loading...');
    expect(status.getAttribute('aria-live')).toBe('polite');
  });

  it('shows nothing once loading has finished', () => {
    renderWithProviders(<LoadingOverlay />, {
      preloadedState: { ui: { ...initialUiState, isLoading: false } },
    });
    expect(screen.queryByText('Loading...')).toBeNull();
  });

  it('follows the flag as it changes', () => {
    const { store } = renderWithProviders(<LoadingOverlay />);
    expect(screen.queryByText('Loading...')).not.toBeNull();
    act(() => {
      store.dispatch(loadingFinished());
    });
    expect(screen.queryByText('Loading...')).toBeNull();
    act(() => {
      store.dispatch(loadingStarted());
    });
    expect(screen.queryByText('Loading...')).not.toBeNull();
  });
});
