import { Provider } from 'react-redux';
import { RouterProvider, type createBrowserRouter } from 'react-router-dom';
import type { Persistor } from 'redux-persist';
import { ConfigErrorBanner } from '../components/ConfigErrorBanner';
import { LoadingOverlay } from '../components/LoadingOverlay';
import { StartupUserCheck } from '../features/auth/StartupUserCheck';
import type { ConfigResult } from './config';
import { ConfigProvider } from './ConfigContext';
import { PersistedStateGate } from './PersistedStateGate';
import type { AppStore } from './store';

interface AppProps {
  store: AppStore;
  persistor: Persistor;
  router: ReturnType<typeof createBrowserRouter>;
  config: ConfigResult;
}

export function App({ store, persistor, router, config }: AppProps) {
  return (
    <Provider store={store}>
      <ConfigProvider value={config}>
        <PersistedStateGate persistor={persistor} loading={<LoadingOverlay />}>
          <ConfigErrorBanner />
          {/* After rehydration: a restored back-office user is checked with the API (spec §7). */}
          <StartupUserCheck />
          <RouterProvider router={router} />
          <LoadingOverlay />
        </PersistedStateGate>
      </ConfigProvider>
    </Provider>
  );
}
