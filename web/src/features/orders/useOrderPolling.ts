import { isFinalStatus, ORDER_PAGE_POLL_MS, ORDER_STATUS } from '@inroom/shared';
import { useAppSelector } from '../../app/hooks';
import { hasCachedOrder, useGetOrderQuery, type ReceivedOrder } from './api';

/**
 * How often the order page asks again once the order is accepted: the delivery takes minutes, so
 * slower than the spec's 15 s for an order awaiting an answer, yet soon enough that a guest who
 * has their food sees 'Order completed' without reloading (issue 15).
 */
export const ORDER_PAGE_FOLLOW_POLL_MS = 20_000;

/**
 * Spec §4: while the order awaits the location (status 2) it is fetched again every 15 s; after
 * that, more slowly until it reaches a final status. The poll's cache is seeded from the list, so
 * the first poll comes one interval after the page's answer. Status 1 is not polled: the page asks
 * the payment provider on return from checkout, and a failed payment waits for the guest.
 */
export function useOrderPolling(order: ReceivedOrder | undefined): void {
  const id = order?.id ?? '';
  const seeded = useAppSelector((state) => hasCachedOrder(state, id));
  const status = order?.status;
  const awaiting = status === ORDER_STATUS.awaitingResponse;
  const following =
    status !== undefined &&
    !awaiting &&
    status !== ORDER_STATUS.paymentPending &&
    !isFinalStatus(status);
  useGetOrderQuery(id, {
    skip: !(awaiting || following) || !seeded,
    pollingInterval: awaiting ? ORDER_PAGE_POLL_MS : ORDER_PAGE_FOLLOW_POLL_MS,
    // A phone left on a counter keeps polling while an order awaits: staff must see it arrive and
    // expire. Waiting for a delivery needs no background traffic; coming back asks at once.
    skipPollingIfUnfocused: !awaiting,
    refetchOnFocus: following,
  });
}
