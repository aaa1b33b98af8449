import { activeOrdersApi } from './active/api';

// The active orders banner's chunk entry: loaded by ActiveOrdersSlot only for a guest who has
// ordered in this browser, and by the app at start when its first page shows the banner
// (active-orders-code.ts).
export { ActiveOrdersBanner } from './ActiveOrdersBanner';

/** The banner's endpoint, whose query the app starts as the chunk arrives (first-page-queries). */
export { activeOrdersApi };

const selectActiveOrders = activeOrdersApi.endpoints.getActiveOrders.select();

/** True once the server has answered the banner's list, or failed to, in the app's state. */
export function activeOrdersAnswered(state: unknown): boolean {
  const { isSuccess, isError } = selectActiveOrders(
    state as Parameters<typeof selectActiveOrders>[0],
  );
  return isSuccess || isError;
}
