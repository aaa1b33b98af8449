import './app/intl-warm-up';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { setAutoFreeze } from 'immer';
import { persistStore } from 'redux-persist';
import { App } from './app/App';
import { loadConfig } from './app/config';
import { startFirstPageQueries } from './app/first-page-queries';
import { createAppRouter } from './app/router';
import { flushWhenLeaving } from './app/persist';
import { makeStore } from './app/store';
import { FIRST_RENDER_WAIT_MS, firstRenderReady } from './boot/first-render';
import './styles.css';

// Immer deep-freezes every value a reducer stores, a guest's whole location view included: 10 ms
// of the 20 it took to store the demo hotel's view here (median of 8 loads), four times that on a
// slow phone, more with a bigger menu. Freezing only catches a reducer or component that mutates
// state by mistake, and the tests, whose stores never run this file, still freeze.
setAutoFreeze(false);

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html has no #root element');

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Ends the current task, so the browser can paint and answer input before the next step. The
 * start-up below is split this way: on a slow phone each of its steps takes tens of milliseconds,
 * and a page busy for more than 50 ms at a time answers no tap meanwhile.
 */
const nextTask = () => delay(0);

// The config is needed by sign-in and the footer, so it is loaded before the first render; a
// failure is shown by ConfigErrorBanner rather than leaving a blank page.
const configLoaded = loadConfig();

async function start(root: HTMLElement): Promise<void> {
  await nextTask();
  const store = makeStore();
  const persistor = persistStore(store);
  // The page's data is asked for as its code arrives, not once the page has rendered without it:
  // what the boot script asked the API for (none if it did not run).
  const { __inroomFirstPage: requests } = window;
  const firstPage = requests ? startFirstPageQueries(store.dispatch, requests) : Promise.resolve();
  flushWhenLeaving(persistor);
  await nextTask();
  // Created before the config arrives so the first route's chunk downloads meanwhile.
  const router = createAppRouter();
  const config = await configLoaded;
  if (!config.ok) console.error(config.error);
  // Rendered with the first page's answers when they come soon, instead of a loading state first.
  firstRenderReady();
  await Promise.race([firstPage, delay(FIRST_RENDER_WAIT_MS)]);
  await nextTask();
  // As a transition, React renders the first page in slices the browser can paint between, not in
  // one long task (the boot markup stays until it is done).
  startTransition(() => {
    createRoot(root).render(
      <StrictMode>
        <App store={store} persistor={persistor} router={router} config={config} />
      </StrictMode>,
    );
  });
}

void start(rootElement);
