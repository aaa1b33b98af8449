import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import type { ConfigResult } from '../app/config';
import { ConfigProvider } from '../app/ConfigContext';
import { makeStore, type RootState } from '../app/store';
import { testConfigResult } from './fixtures';

interface ProviderOptions {
  preloadedState?: Partial<RootState>;
  config?: ConfigResult;
}

/** Renders with a fresh store and a config, as main.tsx does (without persistence). */
export function renderWithProviders(ui: ReactElement, options: ProviderOptions = {}) {
  const store = makeStore(options.preloadedState);
  const result = render(
    <Provider store={store}>
      <ConfigProvider value={options.config ?? testConfigResult}>{ui}</ConfigProvider>
    </Provider>,
  );
  return { store, ...result };
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
