import type { ActiveOrder } from '@inroom/shared';
import { api } from '../../../app/api';
import { ACTIVE_ORDERS_PATH } from '../banner-boot';

// The active orders banner's one call (spec §7 GET /api/order/active), apart from the order page's
// endpoints (../api.ts) so the banner's chunk downloads only this.

export const ORDER_TAG = 'Order';
/** The banner's list; order create and the payment confirmation change it. */
export const ACTIVE_ORDERS_TAG = { type: ORDER_TAG, id: 'ACTIVE' } as const;

/** A line of the active orders banner, with the moment it arrived (Date.now()). */
export type ReceivedActiveOrder = ActiveOrder & { receivedAt: number };

export const activeOrdersApi = api.enhanceEndpoints({ addTagTypes: [ORDER_TAG] }).injectEndpoints({
  endpoints: (build) => ({
    /** The guest's active orders (spec §2 Active orders banner), by the guest cookie. */
    getActiveOrders: build.query<ReceivedActiveOrder[], void>({
      query: () => ACTIVE_ORDERS_PATH,
      transformResponse: (orders: ActiveOrder[]) => {
        const receivedAt = Date.now();
        return Array.isArray(orders) ? orders.map((order) => ({ ...order, receivedAt })) : [];
      },
      providesTags: [ACTIVE_ORDERS_TAG],
    }),
  }),
});

export const { useGetActiveOrdersQuery } = activeOrdersApi;
