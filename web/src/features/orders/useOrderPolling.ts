import {
  isFinalStatus,
  ORDER_PAGE_FOLLOW_POLL_MS,
  ORDER_PAGE_POLL_MS,
  ORDER_STATUS,
} from '@inroom/shared';
import { gotNoAnswer } from '../../app/api';
import { useAppSelector } from '../../app/hooks';
import { useOnline } from '../../hooks/useOnline';
import { hasCachedOrder, useGetOrderQuery, type ReceivedOrder } from './api';

/**
 * Spec §4: while the order awaits the location (status 2) it is fetched again every 15 s; after
 * that, more slowly until it reaches a final status. The poll's cache is seeded from the list, so
 * the first poll comes one interval after the page's answer. Status 1 is not polled: the page asks
 * the payment provider on return from checkout, and a failed payment waits for the guest.
 *
 * Answers whether the connection is lost while the order still changes: the browser is offline,
 * or the last poll got no answer (after the api slice's retries). What the page shows may then be
 * out of date, and a guest watching a spinner should know it will not move until the connection
 * is back (when RTK Query asks again at once: refetchOnReconnect).
 */
export function useOrderPolling(order: ReceivedOrder | undefined): boolean {
  const id = order?.id ?? '';
  const seeded = useAppSelector((state) => hasCachedOrder(state, id));
  const status = order?.status;
  const awaiting = status === ORDER_STATUS.awaitingResponse;
  const following =
    status !== undefined &&
    !awaiting &&
    status !== ORDER_STATUS.paymentPending &&
    !isFinalStatus(status);
  const online = useOnline();
  const { error } = useGetOrderQuery(id, {
    skip: !(awaiting || following) || !seeded,
    pollingInterval: awaiting ? ORDER_PAGE_POLL_MS : ORDER_PAGE_FOLLOW_POLL_MS,
    // A phone left on a counter keeps polling while an order awaits: staff must see it arrive and
    // expire. Waiting for a delivery needs no background traffic; coming back asks at once.
    skipPollingIfUnfocused: !awaiting,
    refetchOnFocus: following,
  });
  return (awaiting || following) && (!online || gotNoAnswer(error));
}
