import {
  addToBasket,
  basketForLocation,
  clearBasket,
  emptyBasket,
  increaseQuantity,
  removeFromBasket,
  type Basket,
  type BasketItem,
  type BasketLocation,
} from '@inroom/shared';
import { createSlice, current, type PayloadAction } from '@reduxjs/toolkit';

// The guest's basket (spec §3, §4), kept in the browser across reloads. Every rule is the shared
// one; the reducers only hand it the current basket.

export const basketSlice = createSlice({
  name: 'basket',
  initialState: emptyBasket(),
  reducers: {
    /** A location with menus loaded: keep the basket if it is this location's, else start anew. */
    basketLocationOpened: (state, action: PayloadAction<BasketLocation>) =>
      basketForLocation(current(state), action.payload),
    itemAdded: (state, action: PayloadAction<BasketItem>) =>
      addToBasket(current(state), action.payload),
    /** The minus button of a line. */
    itemRemoved: (state, action: PayloadAction<number>) =>
      removeFromBasket(current(state), action.payload),
    /** The plus button of a line. */
    itemIncreased: (state, action: PayloadAction<number>) =>
      increaseQuantity(current(state), action.payload),
    basketCleared: (state) => clearBasket(current(state)),
    /** The server's translation of the basket into another language replaces it (spec §7). */
    basketReplaced: (_state, action: PayloadAction<Basket>) => action.payload,
    roomChanged: (state, action: PayloadAction<string>) => {
      state.room = action.payload;
    },
    commentChanged: (state, action: PayloadAction<string>) => {
      state.comment = action.payload;
    },
  },
});

export const {
  basketLocationOpened,
  itemAdded,
  itemRemoved,
  itemIncreased,
  basketCleared,
  basketReplaced,
  roomChanged,
  commentChanged,
} = basketSlice.actions;
