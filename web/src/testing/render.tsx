import { render } from '@testing-library/react';
import { useEffect, type ReactElement, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import type { ConfigResult } from '../app/config';
import { ConfigProvider } from '../app/ConfigContext';
import { api } from '../app/api';
import { makeStore, type AppStore, type RootState } from '../app/store';
import { testConfigResult } from './fixtures';

interface ProviderOptions {
  preloadedState?: Partial<RootState>;
  config?: ConfigResult;
}

/**
 * Aborts the store's requests still running when the tree unmounts (a test's cleanup). Without
 * it a read the test no longer waits for meets the real `fetch` once the test's spy is restored,
 * fails, and is sent again 0.5 and 1.5 s later (READ_RETRY_DELAYS_MS) into whichever test's spy
 * is then installed (seen with access.test.tsx's `menu/getall`; most likely the third request the
 * HomePage Retry test once counted).
 */
function AbortRequestsOnUnmount({ store }: { store: AppStore }) {
  useEffect(
    () => () => {
      for (const query of store.dispatch(api.util.getRunningQueriesThunk())) query.abort();
      for (const mutation of store.dispatch(api.util.getRunningMutationsThunk())) mutation.abort();
    },
    [store],
  );
  return null;
}

/**
 * Renders with a fresh store and a config, as main.tsx does (without persistence). The providers
 * are RTL's wrapper, so `rerender(ui)` updates the same tree rather than remounting it.
 */
export function renderWithProviders(ui: ReactElement, options: ProviderOptions = {}) {
  const store = makeStore(options.preloadedState);
  const config = options.config ?? testConfigResult;
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Provider store={store}>
      <AbortRequestsOnUnmount store={store} />
      <ConfigProvider value={config}>{children}</ConfigProvider>
    </Provider>
  );
  return { store, ...render(ui, { wrapper }) };
}

interface RouterOptions extends ProviderOptions {
  initialEntries?: string[];
  initialIndex?: number;
}

/** Mounts routes in a memory router; `router.state.location` tells where navigation went. */
export function renderRoutes(routes: RouteObject[], options: RouterOptions = {}) {
  const router = createMemoryRouter(routes, {
    initialEntries: options.initialEntries ?? ['/'],
    initialIndex: options.initialIndex,
  });
  return { router, ...renderWithProviders(<RouterProvider router={router} />, options) };
}
