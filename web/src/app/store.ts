import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { FLUSH, PAUSE, PERSIST, PURGE, REGISTER, REHYDRATE, persistReducer } from 'redux-persist';
import { userSlice } from '../features/auth/userSlice';
import { basketSlice } from '../features/basket/basketSlice';
import { parentLocationSlice } from '../features/basket/parentLocationSlice';
import { ordersSlice } from '../features/orders/ordersSlice';
import { api } from './api';
import { persistConfig } from './persist';
import { uiSlice } from './uiSlice';

const combinedReducer = combineReducers({
  [api.reducerPath]: api.reducer,
  [uiSlice.name]: uiSlice.reducer,
  [basketSlice.name]: basketSlice.reducer,
  [parentLocationSlice.name]: parentLocationSlice.reducer,
  [userSlice.name]: userSlice.reducer,
  [ordersSlice.name]: ordersSlice.reducer,
});

/** The app's state without redux-persist's bookkeeping; what tests preload. */
export type RootState = ReturnType<typeof combinedReducer>;

const rootReducer = persistReducer(persistConfig<RootState>(), combinedReducer);

/** Builds a fresh store; main.tsx makes one for the app, each test its own. */
export function makeStore(preloadedState?: Partial<RootState>) {
  const store = configureStore({
    reducer: rootReducer,
    // redux-persist types its reducer as needing `_persist` in every state, but passes a state
    // without it straight to the wrapped reducer, which fills missing slices from their defaults.
    preloadedState: preloadedState as ReturnType<typeof rootReducer> | undefined,
    middleware: (getDefault) =>
      getDefault({
        // redux-persist's own actions carry functions (register, rehydrate callbacks).
        serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] },
      }).concat(api.middleware),
  });
  // Lets the api slice see the browser going back online (refetchOnReconnect).
  setupListeners(store.dispatch);
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
