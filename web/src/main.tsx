import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { persistStore } from 'redux-persist';
import { App } from './app/App';
import { loadConfig } from './app/config';
import { createAppRouter } from './app/router';
import { flushWhenLeaving } from './app/persist';
import { makeStore } from './app/store';
import './styles.css';

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html has no #root element');

const store = makeStore();
const persistor = persistStore(store);
flushWhenLeaving(persistor);
// Created before the config arrives so the first route's chunk downloads meanwhile.
const router = createAppRouter();

// The config is needed by sign-in and the footer, so it is loaded before the first render; a
// failure is shown by ConfigErrorBanner rather than leaving a blank page.
void loadConfig().then((config) => {
  if (!config.ok) console.error(config.error);
  createRoot(rootElement).render(
    <StrictMode>
      <App store={store} persistor={persistor} router={router} config={config} />
    </StrictMode>,
  );
});
