import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { RememberedOrders } from './banner-boot';

/**
 * The orders this browser placed and the ones the guest dismissed from the active orders banner
 * (spec §2), kept across reloads. Guests have no account: the server knows their orders by a
 * cookie, and the banner asks it only once this browser has placed an order, so a new guest costs
 * no request. Part of the main bundle (the store), so it stays free of shared imports.
 */
export type OrdersState = RememberedOrders;

/** Enough for a stay; older ids drop off so storage does not grow without end. */
export const MAX_REMEMBERED_ORDERS = 30;

const initialState: OrdersState = { createdIds: [], dismissedIds: [] };

function remember(ids: string[], id: string): string[] {
  return [...ids.filter((known) => known !== id), id].slice(-MAX_REMEMBERED_ORDERS);
}

export const ordersSlice = createSlice({
  name: 'orders',
  initialState,
  reducers: {
    /** Order create answered: the guest is about to pay for it. */
    orderCreated: (state, action: PayloadAction<string>) => {
      state.createdIds = remember(state.createdIds, action.payload);
    },
    /** The guest closed the order's line in the active orders banner. */
    activeOrderDismissed: (state, action: PayloadAction<string>) => {
      state.dismissedIds = remember(state.dismissedIds, action.payload);
    },
  },
});

export const { orderCreated, activeOrderDismissed } = ordersSlice.actions;
