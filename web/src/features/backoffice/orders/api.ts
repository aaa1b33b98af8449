import {
  HISTORY_PAGE_DEFAULT,
  type BoardOrder,
  type Order,
  type OrderBackOfficeAccept,
  type OrderBackOfficeAction,
  type OrderBoard,
  type OrderDayTotals,
  type OrderHistoryPage,
  type OrderStatus,
  type TimelineEvent,
} from '@inroom/shared';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { api } from '../../../app/api';
import { conflictOrder, isOrder, type ReceivedOrder } from '../../orders/api';

// The back office's orders calls (issue 17): the live board of a location and its children, one
// order with its timeline, the staff transitions on a back-office user's authority, history pages,
// day totals and the CSV export. The shapes are shared/'s (requests/order-board.ts).

/** A listed order with the moment its answer arrived, to count its response window down locally. */
export type ReceivedBoardOrder = BoardOrder & { receivedAt: number };

export type Board = Omit<OrderBoard, 'orders'> & { orders: ReceivedBoardOrder[] };

export interface BoardOrderDetail {
  order: ReceivedOrder;
  /** Oldest first. */
  timeline: TimelineEvent[];
}

export interface HistoryFilter {
  locationId: string;
  /** The location's local days, YYYY-MM-DD, inclusive. */
  from: string;
  to: string;
  /** One status, or every status when absent. */
  status?: OrderStatus | undefined;
}

export type HistoryPage = Omit<OrderHistoryPage, 'orders'> & { orders: ReceivedBoardOrder[] };

/** A CSV export: its text and the file name the server gave it. */
export interface OrdersExport {
  csv: string;
  filename: string;
}

/** Orders per history page: the API's default, and enough to fill a screen. */
export const HISTORY_PAGE_SIZE = HISTORY_PAGE_DEFAULT;

export const BOARD_ORDER_TAG = 'BoardOrder';
const LIST = 'LIST';

const receivedAll = (orders: unknown): ReceivedBoardOrder[] => {
  const receivedAt = Date.now();
  return Array.isArray(orders)
    ? orders
        .filter((order): order is BoardOrder => isOrder(order) && typeof order.room === 'string')
        .map((order) => ({ ...order, receivedAt }))
    : [];
};

const path = (id: string) => encodeURIComponent(id);

/** The query string of a history, totals or export call. */
export function historyParams(
  filter: HistoryFilter,
  extra: Record<string, string> = {},
): Record<string, string> {
  return {
    from: filter.from,
    to: filter.to,
    ...(filter.status === undefined ? {} : { status: String(filter.status) }),
    ...extra,
  };
}

/** The name in a Content-Disposition header, or `fallback`. */
export function attachmentName(header: string | null | undefined, fallback: string): string {
  const match = /filename="?([^";]+)"?/i.exec(header ?? '');
  return match?.[1] ?? fallback;
}

const tagged = api.enhanceEndpoints({ addTagTypes: [BOARD_ORDER_TAG] });

export const boardApi = tagged.injectEndpoints({
  endpoints: (build) => ({
    /** The last 24 hours of the location and its children, awaiting orders first. */
    getBoard: build.query<Board, string>({
      query: (locationId) => `order/be/board/${path(locationId)}`,
      transformResponse: (board: OrderBoard): Board => ({
        locations: Array.isArray(board.locations) ? board.locations : [],
        orders: receivedAll(board.orders),
        serverTime: board.serverTime,
      }),
      providesTags: [{ type: BOARD_ORDER_TAG, id: LIST }],
    }),
    /** One order as the staff view shows it, with what happened to it. */
    getBoardOrder: build.query<BoardOrderDetail, string>({
      query: (orderId) => `order/be/get/${path(orderId)}`,
      transformResponse: (detail: {
        order: Order;
        timeline?: TimelineEvent[];
      }): BoardOrderDetail => ({
        order: { ...detail.order, receivedAt: Date.now() },
        timeline: Array.isArray(detail.timeline) ? detail.timeline : [],
      }),
      providesTags: (_detail, _error, orderId) => [{ type: BOARD_ORDER_TAG, id: orderId }],
    }),
    /** Accept (2 to 3) with the expected delivery, as the back-office user. */
    acceptBoardOrder: build.mutation<ReceivedOrder, OrderBackOfficeAccept>({
      query: (body) => ({ url: 'order/be/accept', method: 'POST', body }),
      transformResponse: (order: Order) => ({ ...order, receivedAt: Date.now() }),
      onQueryStarted: ({ orderId }, { dispatch, queryFulfilled }) =>
        storeAnswer(dispatch, orderId, queryFulfilled),
      invalidatesTags: (_order, _error, { orderId }) => changed(orderId),
    }),
    /** Decline (2 to 4). */
    declineBoardOrder: build.mutation<ReceivedOrder, OrderBackOfficeAction>({
      query: (body) => ({ url: 'order/be/decline', method: 'POST', body }),
      transformResponse: (order: Order) => ({ ...order, receivedAt: Date.now() }),
      onQueryStarted: ({ orderId }, { dispatch, queryFulfilled }) =>
        storeAnswer(dispatch, orderId, queryFulfilled),
      invalidatesTags: (_order, _error, { orderId }) => changed(orderId),
    }),
    /** Confirm delivery (3 to 5). */
    completeBoardOrder: build.mutation<ReceivedOrder, OrderBackOfficeAction>({
      query: (body) => ({ url: 'order/be/complete', method: 'POST', body }),
      transformResponse: (order: Order) => ({ ...order, receivedAt: Date.now() }),
      onQueryStarted: ({ orderId }, { dispatch, queryFulfilled }) =>
        storeAnswer(dispatch, orderId, queryFulfilled),
      invalidatesTags: (_order, _error, { orderId }) => changed(orderId),
    }),
    /** History, one page (one store query) per call, newest first; 'Load more' asks the next. */
    getOrderHistory: build.infiniteQuery<HistoryPage, HistoryFilter, string | null>({
      infiniteQueryOptions: {
        initialPageParam: null,
        getNextPageParam: (page) => page.nextCursor ?? undefined,
      },
      query: ({ queryArg, pageParam }) => ({
        url: `order/be/history/${path(queryArg.locationId)}`,
        params: historyParams(queryArg, {
          limit: String(HISTORY_PAGE_SIZE),
          ...(pageParam ? { cursor: pageParam } : {}),
        }),
      }),
      transformResponse: (page: OrderHistoryPage): HistoryPage => ({
        orders: receivedAll(page.orders),
        nextCursor: typeof page.nextCursor === 'string' && page.nextCursor ? page.nextCursor : null,
      }),
    }),
    /** Per local day and currency: orders, paid, captured, released. */
    getOrderTotals: build.query<OrderDayTotals[], Omit<HistoryFilter, 'status'>>({
      query: (filter) => ({
        url: `order/be/totals/${path(filter.locationId)}`,
        params: historyParams(filter),
      }),
      transformResponse: (totals: { days?: OrderDayTotals[] }) =>
        Array.isArray(totals.days) ? totals.days : [],
    }),
    /**
     * The CSV of the filtered orders. Fetched through the api (it carries the sign-in token a plain
     * link could not) as text, which the page then offers as a file.
     */
    exportOrders: build.mutation<OrdersExport, HistoryFilter>({
      query: (filter) => ({
        url: `order/be/export/${path(filter.locationId)}`,
        params: historyParams(filter),
        // A refusal (a range too long) is JSON; the export itself is text/csv.
        responseHandler: 'content-type',
      }),
      transformResponse: (csv: string, meta, filter) => ({
        csv,
        filename: attachmentName(
          // The app's base query passes fetchBaseQuery's meta on, without typing it.
          (meta as { response?: Response } | undefined)?.response?.headers.get(
            'content-disposition',
          ),
          `orders-${filter.from}-${filter.to}.csv`,
        ),
      }),
    }),
  }),
});

export const {
  useGetBoardQuery,
  useGetBoardOrderQuery,
  useAcceptBoardOrderMutation,
  useDeclineBoardOrderMutation,
  useCompleteBoardOrderMutation,
  useGetOrderHistoryInfiniteQuery,
  useGetOrderTotalsQuery,
  useExportOrdersMutation,
} = boardApi;

/** An action changed the order (or lost a race to a change): the board and the order ask again. */
function changed(orderId: string) {
  return [
    { type: BOARD_ORDER_TAG, id: orderId },
    { type: BOARD_ORDER_TAG, id: LIST },
  ] as const;
}

type BoardState = Parameters<typeof tagged.util.selectInvalidatedBy>[0];
type BoardDispatch = ThunkDispatch<BoardState, unknown, UnknownAction>;

/**
 * Shows the order an action's answer carries (or the current order a 409 carries) at once, before
 * the invalidated order and its timeline come back.
 */
async function storeAnswer(
  dispatch: BoardDispatch,
  orderId: string,
  answer: Promise<{ data: ReceivedOrder }>,
): Promise<void> {
  let order: ReceivedOrder | undefined;
  try {
    order = (await answer).data;
  } catch (failure) {
    const current = conflictOrder((failure as { error?: unknown } | undefined)?.error);
    order = current ? { ...current, receivedAt: Date.now() } : undefined;
  }
  if (!order || order.id !== orderId) return;
  const shown = order;
  dispatch(
    boardApi.util.updateQueryData('getBoardOrder', orderId, (detail) => {
      detail.order = shown;
    }),
  );
}
