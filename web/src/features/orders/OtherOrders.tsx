import { basketItemCount, formatMoney, ORDER_STATUS, OTHER_ORDERS_PAGE_SIZE } from '@inroom/shared';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { responsiveImage, type ImageLayout } from '../../components/responsiveImage';
import { useOrderMessages } from '../../i18n/orders';
import { wallClockIn } from '../../i18n/wall-clock';
import type { ReceivedOrder } from './api';
import type { StaffLink } from './StaffStatus';
import { deliveryMinutesLeft, StatusIcon } from './StatusIcon';
import { useNow } from './useNow';

/** The 3.5rem square of a row (orders.css .other-order__image), covered. */
const ORDER_IMAGE_LAYOUT: ImageLayout = { sizes: [{ width: '56px' }], coverAspect: 1 };

/**
 * Where an order of the list opens: staff keep their phone number, with the token the server gave
 * for that order (a link token is good for one order only). Undefined for staff when the server
 * gave none: the order is over, listed to look back at, and the current link's token would not
 * open it anyway.
 */
export function orderPath(
  id: string,
  staff: StaffLink | null,
  staffToken?: string,
): string | undefined {
  const path = `/order/${encodeURIComponent(id)}`;
  if (!staff) return path;
  if (!staffToken) return undefined;
  return `${path}/${encodeURIComponent(staff.phoneNumber)}?t=${encodeURIComponent(staffToken)}`;
}

/**
 * Spec §2 'Your other orders': the guest's (or, for staff, the contact's) other orders, three at a
 * time with Show More and Show Less. Each shows the order number (staff) or the location's image
 * and name (guest), the item count, the total, when it was made and its status icon, and opens
 * that order (for staff, only those still to answer or deliver). Show More moves focus to the
 * first order it reveals.
 */
export function OtherOrders({
  orders,
  staff,
}: {
  orders: ReceivedOrder[];
  staff: StaffLink | null;
}) {
  const headingId = useId();
  const { t, locale } = useOrderMessages();
  const [shown, setShown] = useState(OTHER_ORDERS_PAGE_SIZE);
  const list = useRef<HTMLUListElement>(null);
  const showMoreButton = useRef<HTMLButtonElement>(null);
  /** Where focus goes once `shown` is `for`: an order's row, or Show More. */
  const focusAfter = useRef<{ for: number; target: number | 'show-more' } | null>(null);
  const hasAccepted = orders.some((order) => order.status === ORDER_STATUS.accepted);
  const now = useNow(30_000, hasAccepted);

  useEffect(() => {
    const request = focusAfter.current;
    // Only the render that shows the tap's change answers it. On a slow phone the list's mount
    // effect can still be pending when the tap comes; run first, it would take the request and
    // find the rows not there yet (seen in OrderPage.test.tsx with the CPU loaded).
    if (request?.for !== shown) return;
    focusAfter.current = null;
    if (request.target === 'show-more') showMoreButton.current?.focus();
    else list.current?.querySelectorAll<HTMLElement>('.other-order')[request.target]?.focus();
  }, [shown]);

  if (orders.length === 0) return null;
  const visible = orders.slice(0, shown);

  const showMore = () => {
    focusAfter.current = { for: shown + OTHER_ORDERS_PAGE_SIZE, target: shown };
    setShown(shown + OTHER_ORDERS_PAGE_SIZE);
  };
  const showLess = () => {
    focusAfter.current = { for: OTHER_ORDERS_PAGE_SIZE, target: 'show-more' };
    setShown(OTHER_ORDERS_PAGE_SIZE);
  };

  return (
    <section className="other-orders" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('yourOtherOrders')}</h2>
      <ul ref={list} className="other-orders__list">
        {visible.map((order) => (
          <li key={order.id}>
            <Entry to={orderPath(order.id, staff, order.staffToken)}>
              {staff ? (
                <span className="other-order__title">
                  {t('orderNumber', { number: order.orderNumber })}
                </span>
              ) : (
                <>
                  {order.location.image ? (
                    <img
                      className="other-order__image"
                      {...responsiveImage(order.location.image, ORDER_IMAGE_LAYOUT)}
                      alt=""
                      width={56}
                      height={56}
                      loading="lazy"
                      decoding="async"
                    />
                  ) : (
                    <span className="other-order__image" aria-hidden="true" />
                  )}
                  <span className="other-order__title">
                    {order.location.name || order.locationName}
                  </span>
                </>
              )}
              {/* The spaces keep the link's accessible name readable: 'Order #3 2 items …'. */}{' '}
              <span className="other-order__meta">
                <span>{t('itemCount', { count: basketItemCount(order) })}</span>{' '}
                <span>{formatMoney(order.priceSum, order.currency)}</span>{' '}
                <span>{wallClockIn(order.createdAtString, locale)}</span>
              </span>{' '}
              <StatusIcon status={order.status} minutes={deliveryMinutesLeft(order, now)} />
            </Entry>
          </li>
        ))}
      </ul>
      {(shown < orders.length || shown > OTHER_ORDERS_PAGE_SIZE) && (
        <div className="other-orders__paging">
          {shown < orders.length && (
            <button ref={showMoreButton} type="button" className="button" onClick={showMore}>
              {t('showMore')}
            </button>
          )}
          {shown > OTHER_ORDERS_PAGE_SIZE && (
            <button type="button" className="button" onClick={showLess}>
              {t('showLess')}
            </button>
          )}
        </div>
      )}
    </section>
  );
}

/**
 * One order of the list: a link when it can be opened, else the same row as plain text. Focusable
 * from script either way, so Show More can move focus to the first order it reveals.
 */
function Entry({ to, children }: { to: string | undefined; children: ReactNode }) {
  if (to)
    return (
      <Link className="other-order" to={to}>
        {children}
      </Link>
    );
  return (
    <div className="other-order" tabIndex={-1}>
      {children}
    </div>
  );
}
