import { ACTIVE_ORDERS_POLL_MS, hasAwaitingOrder, ORDER_STATUS } from '@inroom/shared';
import { useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { activeOrdersApi, useGetActiveOrdersQuery } from './active/api';
import { activeOrderDismissed } from './ordersSlice';
import { deliveryMinutesLeft, StatusIcon } from './StatusIcon';
import { useNow } from './useNow';
import './active-orders.css';

/**
 * Spec §2 Active orders banner, away from order pages: the guest's active orders, each with its
 * status icon, 'Your order from {location}' linking to its order page, and a dismiss button. It
 * opens when the first active order appears, and refreshes every 10 s only while an order awaits
 * (spec §4: statuses 2 and 7); otherwise it does not poll.
 */
export function ActiveOrdersBanner() {
  const dispatch = useAppDispatch();
  const listId = useId();
  const toggle = useRef<HTMLButtonElement>(null);
  const dismissedIds = useAppSelector((state) => state.orders.dismissedIds);
  const { data } = activeOrdersApi.endpoints.getActiveOrders.useQueryState(undefined);
  const orders = (data ?? []).filter((order) => !dismissedIds.includes(order.id));
  const awaiting = hasAwaitingOrder(orders);
  useGetActiveOrdersQuery(undefined, {
    pollingInterval: awaiting ? ACTIVE_ORDERS_POLL_MS : 0,
    skipPollingIfUnfocused: true,
    // Back from an order page, a list older than one poll is asked for again.
    refetchOnMountOrArgChange: ACTIVE_ORDERS_POLL_MS / 1000,
  });
  const hasAccepted = orders.some((order) => order.status === ORDER_STATUS.accepted);
  const newest = orders.reduce((latest, order) => Math.max(latest, order.receivedAt), 0);
  const now = useNow(30_000, hasAccepted, newest);

  // Opens whenever the list goes from nothing to something; the guest may close it meanwhile.
  const [open, setOpen] = useState(true);
  const [shownCount, setShownCount] = useState(orders.length);
  if (shownCount !== orders.length) {
    setShownCount(orders.length);
    if (shownCount === 0) setOpen(true);
  }

  if (orders.length === 0) return null;

  const dismiss = (id: string) => {
    dispatch(activeOrderDismissed(id));
    toggle.current?.focus();
  };

  return (
    <section className="active-orders" aria-label="Active orders">
      <button
        ref={toggle}
        type="button"
        className="active-orders__toggle"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen(!open)}
      >
        <span>
          Your active orders <span className="active-orders__count">({orders.length})</span>
        </span>
        <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20">
          <path d={open ? 'M6 15l6-6 6 6' : 'M6 9l6 6 6-6'} />
        </svg>
      </button>
      <ul id={listId} className="active-orders__list" hidden={!open}>
        {orders.map((order) => (
          <li key={order.id} className="active-orders__order">
            <StatusIcon status={order.status} minutes={deliveryMinutesLeft(order, now)} />
            <Link className="active-orders__link" to={`/order/${encodeURIComponent(order.id)}`}>
              Your order from {order.locationName}
            </Link>
            <button
              type="button"
              className="active-orders__dismiss"
              aria-label={`Dismiss order from ${order.locationName}`}
              onClick={() => dismiss(order.id)}
            >
              <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20">
                <path d="M7 7l10 10M17 7L7 17" />
              </svg>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
