import {
  isStaffActionable,
  type Order,
  type OrderAccept,
  type OrderCreate,
  type OrderStaffAction,
} from '@inroom/shared';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { api } from '../../app/api';
import { ACTIVE_ORDERS_TAG, ORDER_TAG } from './active/api';
import { ordersPath, staffContactPath, type OrdersArgs, type StaffArgs } from './order-requests';

// The orders calls of spec §7 for the order page (guest and staff) and the delivery page's order
// create; the active orders banner's call is in active/api.ts. Every answer that carries an order
// (a poll, the payment confirmation, a staff action, even a 409 with the current order) is written
// into the cached order lists that hold it, found by its 'Order' tag, so the page shows it at once
// without fetching the list again.

/** An order as the page keeps it: with the moment it arrived, to count its times down locally. */
export type ReceivedOrder = Order & {
  /** Date.now() when the answer arrived; requestExpiresIn and timeUntilDelivery count from it. */
  receivedAt: number;
};

/** The staff contact who opened the link. */
export interface StaffContact {
  id: string;
  name: string;
}

export { ORDER_TAG };
export type { OrdersArgs, StaffArgs };

export function isOrder(value: unknown): value is Order {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { id?: unknown }).id === 'string' &&
    typeof (value as { status?: unknown }).status === 'number'
  );
}

const received = (order: Order): ReceivedOrder => ({ ...order, receivedAt: Date.now() });

const ordersTagged = api.enhanceEndpoints({ addTagTypes: [ORDER_TAG] });

/** How long one poll of an order may take before it counts as no answer. */
export const ORDER_POLL_TIMEOUT_MS = 10_000;

export const ordersApi = ordersTagged.injectEndpoints({
  endpoints: (build) => ({
    /** Spec §7 order create: the order, waiting for payment at its paymentUrl. */
    createOrder: build.mutation<Order, OrderCreate>({
      query: (order) => ({ url: 'order/create', method: 'POST', body: order }),
      invalidatesTags: [ACTIVE_ORDERS_TAG],
    }),
    /** A new checkout for an order whose payment failed (status 1, 'Make payment'). */
    payOrder: build.mutation<{ paymentUrl: string }, string>({
      query: (id) => ({ url: `order/pay/${encodeURIComponent(id)}`, method: 'POST' }),
    }),
    /** Asks the payment provider whether the checkout completed (its webhook may be late). */
    confirmPayment: build.mutation<ReceivedOrder, string>({
      query: (id) => ({ url: `payment/confirm/${encodeURIComponent(id)}`, method: 'POST' }),
      transformResponse: received,
      invalidatesTags: [ACTIVE_ORDERS_TAG],
      onQueryStarted: (_id, { dispatch, getState, queryFulfilled }): Promise<void> =>
        storeAnswer(dispatch, getState, queryFulfilled),
    }),
    /**
     * One order; the order page polls it while the order awaits the location (spec §4). RTK Query
     * asks again only once the last request has ended, so one that hotel Wi-Fi leaves hanging
     * would stop the polls for as long as the browser waits for it: it is given up instead.
     */
    getOrder: build.query<ReceivedOrder, string>({
      query: (id) => ({
        url: `order/get/${encodeURIComponent(id)}`,
        timeout: ORDER_POLL_TIMEOUT_MS,
      }),
      transformResponse: received,
      providesTags: (order) => (order ? [{ type: ORDER_TAG, id: order.id }] : []),
      onQueryStarted: (_id, { dispatch, getState, queryFulfilled }): Promise<void> =>
        storeAnswer(dispatch, getState, queryFulfilled),
    }),
    /**
     * The order and the person's (guest) or the location's (staff) other orders, newest first
     * (spec §7). The one whose id matches is the current order.
     */
    getOrders: build.query<ReceivedOrder[], OrdersArgs>({
      query: ordersPath,
      transformResponse: (orders: Order[]) =>
        Array.isArray(orders) ? orders.filter(isOrder).map(received) : [],
      providesTags: (orders) => (orders ?? []).map((order) => ({ type: ORDER_TAG, id: order.id })),
      async onQueryStarted({ id }, { dispatch, queryFulfilled }): Promise<void> {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        const current = data?.find((order) => order.id === id);
        // Seeds the poll's cache, so polling starts 15 s after this answer rather than at once.
        if (current) void dispatch(ordersApi.util.upsertQueryData('getOrder', id, current));
      },
    }),
    /** The staff contact the link was texted to; their id goes with accept. */
    getStaffContact: build.query<StaffContact, StaffArgs>({
      query: staffContactPath,
    }),
    /** Staff accept (2 to 3) with the expected delivery (spec §4, §5). */
    acceptOrder: build.mutation<ReceivedOrder, OrderAccept>({
      query: (body) => ({ url: 'order/accept', method: 'POST', body }),
      transformResponse: received,
      onQueryStarted: (_args, { dispatch, getState, queryFulfilled }): Promise<void> =>
        storeAnswer(dispatch, getState, queryFulfilled),
    }),
    /** Staff decline (2 to 4). */
    declineOrder: build.mutation<ReceivedOrder, OrderStaffAction>({
      query: (body) => ({ url: 'order/decline', method: 'POST', body }),
      transformResponse: received,
      onQueryStarted: (_args, { dispatch, getState, queryFulfilled }): Promise<void> =>
        storeAnswer(dispatch, getState, queryFulfilled),
    }),
    /** Staff confirm delivery (3 to 5). */
    completeOrder: build.mutation<ReceivedOrder, OrderStaffAction>({
      query: (body) => ({ url: 'order/complete', method: 'POST', body }),
      transformResponse: received,
      onQueryStarted: (_args, { dispatch, getState, queryFulfilled }): Promise<void> =>
        storeAnswer(dispatch, getState, queryFulfilled),
    }),
  }),
});

export const {
  useCreateOrderMutation,
  usePayOrderMutation,
  useConfirmPaymentMutation,
  useGetOrderQuery,
  useGetOrdersQuery,
  useGetStaffContactQuery,
  useAcceptOrderMutation,
  useDeclineOrderMutation,
  useCompleteOrderMutation,
} = ordersApi;

// Typed from the api before these endpoints, so the endpoints' own callbacks can use them.
type ApiState = Parameters<typeof ordersTagged.util.selectInvalidatedBy>[0];
type OrdersDispatch = ThunkDispatch<ApiState, unknown, UnknownAction>;

/** True once the poll of this order has data (seeded from the list), in the app's state. */
export function hasCachedOrder(state: unknown, id: string): boolean {
  const select = ordersApi.endpoints.getOrder.select(id);
  return select(state as Parameters<typeof select>[0]).data !== undefined;
}

/**
 * The current order a 409 carries: `{ error, order }` when someone else changed the order first.
 */
export function conflictOrder(error: unknown): Order | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { status, data } = error as { status?: unknown; data?: unknown };
  if (status !== 409 || typeof data !== 'object' || data === null) return undefined;
  const { order } = data as { order?: unknown };
  return isOrder(order) ? order : undefined;
}

/** Writes the order an answer (or a 409) carries into every cached query that holds it. */
async function storeAnswer(
  dispatch: OrdersDispatch,
  getState: () => unknown,
  answer: Promise<{ data: ReceivedOrder }>,
): Promise<void> {
  let order: ReceivedOrder | undefined;
  try {
    const { data } = await answer;
    order = isOrder(data) ? data : undefined;
  } catch (failure) {
    const current = conflictOrder((failure as { error?: unknown } | undefined)?.error);
    order = current ? received(current) : undefined;
  }
  if (order) storeOrder(dispatch, getState() as ApiState, order);
}

/** Replaces the order in the cached lists and the cached poll that hold it (found by its tag). */
export function storeOrder(dispatch: OrdersDispatch, state: ApiState, order: ReceivedOrder): void {
  const holders = ordersApi.util.selectInvalidatedBy(state, [{ type: ORDER_TAG, id: order.id }]);
  for (const { endpointName, originalArgs } of holders) {
    if (endpointName === 'getOrders') {
      dispatch(
        ordersApi.util.updateQueryData('getOrders', originalArgs as OrdersArgs, (orders) => {
          const index = orders.findIndex((known) => known.id === order.id);
          const known = orders[index];
          if (known) orders[index] = keepingStaffToken(known, order);
        }),
      );
    } else if (endpointName === 'getOrder' && originalArgs === order.id) {
      dispatch(ordersApi.util.updateQueryData('getOrder', order.id, () => order));
    }
  }
}

/**
 * An answer about one order (a poll, a staff action) carries no staffToken: a staff list keeps the
 * one it was given while the order is still to answer or deliver, as the server would list it, and
 * drops it once the order is over.
 */
function keepingStaffToken(listed: ReceivedOrder, answer: ReceivedOrder): ReceivedOrder {
  if (
    answer.staffToken !== undefined ||
    listed.staffToken === undefined ||
    !isStaffActionable(answer.status)
  )
    return answer;
  return { ...answer, staffToken: listed.staffToken };
}
