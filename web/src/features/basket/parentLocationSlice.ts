import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** The hotel a guest came from when they opened one of its restaurants (spec §3, §4). */
export interface ParentLocationState {
  parentLocation: { id: string; name: string } | null;
  /** Where Back goes from the child location's page. */
  parentLocationUrl: string | null;
}

const initialState: ParentLocationState = { parentLocation: null, parentLocationUrl: null };

export const parentLocationSlice = createSlice({
  name: 'parentLocation',
  initialState,
  reducers: {
    parentLocationRemembered: (
      _state,
      action: PayloadAction<{ id: string; name: string; url: string }>,
    ) => ({
      parentLocation: { id: action.payload.id, name: action.payload.name },
      parentLocationUrl: action.payload.url,
    }),
    /** After going back to the parent (spec §4). */
    parentLocationForgotten: () => initialState,
  },
});

export const { parentLocationRemembered, parentLocationForgotten } = parentLocationSlice.actions;
