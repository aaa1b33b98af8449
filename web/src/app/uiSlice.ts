import {
  createSlice,
  isFulfilled,
  isRejected,
  type PayloadAction,
  type UnknownAction,
} from '@reduxjs/toolkit';
import { api } from './api';

export type TransitionName = 'fade' | 'fadeslideforwards' | 'fadeslidebackwards';

/** The route the user was on before the current one (spec §2: recorded on every navigation). */
export interface RecordedRoute {
  pathname: string;
  params: Record<string, string>;
}

export interface UiState {
  /** True from start-up until the first data arrives; drives the full-screen overlay. */
  isLoading: boolean;
  sidebarShown: boolean;
  transitionName: TransitionName;
  previousRoute: RecordedRoute | null;
  /** The menu language the guest chose on a location page; the browser's language until then. */
  menuLanguageId: string | null;
}

export const initialUiState: UiState = {
  isLoading: true,
  sidebarShown: true,
  transitionName: 'fade',
  previousRoute: null,
  menuLanguageId: null,
};

/** A query of our api slice has settled, whether with data or with an error. */
function isQuerySettled(action: UnknownAction): boolean {
  return (
    (isFulfilled(action) || isRejected(action)) &&
    action.type.startsWith(`${api.reducerPath}/executeQuery/`)
  );
}

export const uiSlice = createSlice({
  name: 'ui',
  initialState: initialUiState,
  reducers: {
    loadingStarted(state) {
      state.isLoading = true;
    },
    loadingFinished(state) {
      state.isLoading = false;
    },
    sidebarToggled(state) {
      state.sidebarShown = !state.sidebarShown;
    },
    sidebarShownSet(state, action: PayloadAction<boolean>) {
      state.sidebarShown = action.payload;
    },
    transitionNameSet(state, action: PayloadAction<TransitionName>) {
      state.transitionName = action.payload;
    },
    previousRouteRecorded(state, action: PayloadAction<RecordedRoute>) {
      state.previousRoute = action.payload;
    },
    menuLanguageChosen(state, action: PayloadAction<string>) {
      state.menuLanguageId = action.payload;
    },
  },
  extraReducers: (builder) => {
    // Whichever page loads first, its first answer (or failure) ends the start-up overlay.
    builder.addMatcher(isQuerySettled, (state) => {
      state.isLoading = false;
    });
  },
});

export const {
  loadingStarted,
  loadingFinished,
  sidebarToggled,
  sidebarShownSet,
  transitionNameSet,
  previousRouteRecorded,
  menuLanguageChosen,
} = uiSlice.actions;
