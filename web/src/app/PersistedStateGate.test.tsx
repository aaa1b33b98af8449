import { act, cleanup, render, screen } from '@testing-library/react';
import { persistStore } from 'redux-persist';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PersistedStateGate } from './PersistedStateGate';
import { makeStore } from './store';

/** A persistor whose stored state is back in the store (rehydration ends a few ticks later). */
async function restoredPersistor() {
  const persistor = persistStore(makeStore());
  await vi.waitFor(() => expect(persistor.getState().bootstrapped).toBe(true));
  return persistor;
}

afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe('PersistedStateGate', () => {
  it('renders the page at once when the stored state is back, never the loading element', async () => {
    const persistor = await restoredPersistor();
    const Loading = vi.fn(() => <p>Waiting</p>);
    // redux-persist's PersistGate renders `loading` first and lifts itself only after mounting,
    // an update React renders synchronously, the whole page in one task: this failed with it.
    render(
      <PersistedStateGate persistor={persistor} loading={<Loading />}>
        <p>The page</p>
      </PersistedStateGate>,
    );
    expect(screen.getByText('The page')).toBeDefined();
    expect(Loading).not.toHaveBeenCalled();
  });

  it('shows the loading element until the stored state is back, then the page', async () => {
    // redux-persist reads storage asynchronously: right after persistStore nothing is back yet.
    const persistor = persistStore(makeStore());
    expect(persistor.getState().bootstrapped).toBe(false);
    render(
      <PersistedStateGate persistor={persistor} loading={<p>Waiting</p>}>
        <p>The page</p>
      </PersistedStateGate>,
    );
    expect(screen.getByText('Waiting')).toBeDefined();
    expect(screen.queryByText('The page')).toBeNull();
    await act(() => vi.waitFor(() => expect(persistor.getState().bootstrapped).toBe(true)));
    expect(await screen.findByText('The page')).toBeDefined();
    expect(screen.queryByText('Waiting')).toBeNull();
  });
});
