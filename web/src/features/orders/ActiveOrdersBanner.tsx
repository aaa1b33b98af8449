import {
  ACTIVE_ORDERS_POLL_MS,
  hasAwaitingOrder,
  mostUrgentOrder,
  ORDER_STATUS,
} from '@inroom/shared';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { useOrderMessages } from '../../i18n/orders';
import { wallClockIn } from '../../i18n/wall-clock';
import { activeOrdersApi, useGetActiveOrdersQuery, type ReceivedActiveOrder } from './active/api';
import { activeOrderDismissed } from './ordersSlice';
import { deliveryMinutesLeft, StatusIcon, statusIconLabel } from './StatusIcon';
import { useNow } from './useNow';
import './active-orders.css';

/**
 * Spec §2 Active orders banner, away from order pages: the guest's active orders, each with its
 * status icon, 'Your order from {location}' linking to its order page, and a dismiss button. It
 * opens when the first active order appears, and refreshes every 10 s only while an order awaits
 * (spec §4: statuses 2 and 7); otherwise it does not poll.
 *
 * One order is shown as its line. Several fold into one line, the count and the most urgent status,
 * that unfolds to their lines: five lines took more than half a phone's height. Each line names the
 * order's number and time placed, as orders from one location read alike otherwise. The server
 * drops orders that ended a while ago (ENDED_ORDER_BANNER_MS).
 */
export function ActiveOrdersBanner({ onSettled }: { onSettled?: (() => void) | undefined }) {
  const dispatch = useAppDispatch();
  const listId = useId();
  const section = useRef<HTMLElement>(null);
  const dismissedIds = useAppSelector((state) => state.orders.dismissedIds);
  const { data } = activeOrdersApi.endpoints.getActiveOrders.useQueryState(undefined);
  const orders = (data ?? []).filter((order) => !dismissedIds.includes(order.id));
  const awaiting = hasAwaitingOrder(orders);
  const { isUninitialized, isLoading } = useGetActiveOrdersQuery(undefined, {
    pollingInterval: awaiting ? ACTIVE_ORDERS_POLL_MS : 0,
    skipPollingIfUnfocused: true,
    // Back from an order page, a list older than one poll is asked for again.
    refetchOnMountOrArgChange: ACTIVE_ORDERS_POLL_MS / 1000,
  });
  const settled = !isUninitialized && !isLoading;
  useEffect(() => {
    if (settled) onSettled?.();
  }, [settled, onSettled]);
  const hasAccepted = orders.some((order) => order.status === ORDER_STATUS.accepted);
  const newest = orders.reduce((latest, order) => Math.max(latest, order.receivedAt), 0);
  const now = useNow(30_000, hasAccepted, newest);
  const [open, setOpen] = useState(false);
  const messages = useOrderMessages();
  const { t, locale } = messages;

  // A dismissed line takes its button with it: focus moves to what is left of the banner (the fold
  // button, or the one line's link) rather than to the page's start.
  const refocus = useRef(false);
  useEffect(() => {
    if (!refocus.current) return;
    refocus.current = false;
    section.current
      ?.querySelector<HTMLElement>('.active-orders__toggle, .active-orders__link')
      ?.focus();
  }, [orders.length]);

  const urgent = mostUrgentOrder(orders);
  if (!urgent) return null;

  const dismiss = (id: string) => {
    refocus.current = true;
    dispatch(activeOrderDismissed(id));
  };
  const statusOf = (order: ReceivedActiveOrder) =>
    statusIconLabel(order.status, deliveryMinutesLeft(order, now), messages);

  const lines = orders.map((order) => (
    <li key={order.id} className="active-orders__order">
      <StatusIcon status={order.status} minutes={deliveryMinutesLeft(order, now)} />
      <Link className="active-orders__link" to={`/order/${encodeURIComponent(order.id)}`}>
        <span className="active-orders__title">
          {t('yourOrderFrom', { location: order.locationName })}
        </span>
        {/* The two lines are one name to a screen reader: a pause between them. */}
        <span className="visually-hidden">,</span>{' '}
        <span className="active-orders__meta">
          {t('bannerOrderMeta', {
            number: order.orderNumber,
            time: wallClockIn(order.createdAtString, locale),
          })}
        </span>
      </Link>
      <button
        type="button"
        className="active-orders__dismiss"
        aria-label={t('dismissOrder', {
          location: order.locationName,
          number: order.orderNumber,
        })}
        onClick={() => dismiss(order.id)}
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20">
          <path d="M7 7l10 10M17 7L7 17" />
        </svg>
      </button>
    </li>
  ));

  if (orders.length === 1) {
    return (
      <section ref={section} className="active-orders" aria-label={t('activeOrders')}>
        <ul className="active-orders__list">{lines}</ul>
      </section>
    );
  }

  return (
    <section ref={section} className="active-orders" aria-label={t('activeOrders')}>
      <button
        type="button"
        className="active-orders__toggle"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen(!open)}
      >
        {/* The status is read from the text beside it, so the icon is not read twice. */}
        <span className="active-orders__summary-icon" aria-hidden="true">
          <StatusIcon status={urgent.status} minutes={deliveryMinutesLeft(urgent, now)} />
        </span>
        <span className="active-orders__summary">
          <span className="active-orders__count">{t('orderCount', { count: orders.length })}</span>
          <span className="active-orders__urgent">, {statusOf(urgent)}</span>
        </span>
        <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20">
          <path d={open ? 'M6 15l6-6 6 6' : 'M6 9l6 6 6-6'} />
        </svg>
      </button>
      <ul id={listId} className="active-orders__list" hidden={!open}>
        {lines}
      </ul>
    </section>
  );
}
