import {
  formatMoney,
  PAYMENT_STATUS,
  paymentStatusText,
  showsPaymentStatus,
  type BasketItem,
  type Order,
} from '@inroom/shared';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import type { Messages } from '../../i18n';
import { useOrderMessages } from '../../i18n/orders';
import { LineOptions } from '../guest/basket-page/LineOptions';

/**
 * Spec §2 Order page: the items (staff read the menu's default names), the comment (read-only),
 * 'Room number: {room}' (for staff at the top instead, see OrderRoom), the total and the payment
 * state (spec §4: only paid, declined and cancelled are shown; staff also see a capture or release
 * the provider refused).
 */
export function OrderDetails({
  order,
  staff,
  messages,
}: {
  order: Order;
  staff: boolean;
  /** Texts other than the guest screens' (the back office is in English). */
  messages?: Messages;
}) {
  const headingId = useId();
  const commentId = useId();
  const audience = staff ? 'staff' : 'guest';
  const screenMessages = useOrderMessages();
  const { t, known } = messages ?? screenMessages;
  return (
    <section className="order-details" aria-labelledby={headingId}>
      <h2 id={headingId} className="visually-hidden">
        {t('orderDetails')}
      </h2>
      <ul className="order-lines" aria-label={t('items')}>
        {order.items.map((item, index) => (
          <OrderLine
            key={`${item.menuItemId}-${index}`}
            item={item}
            staff={staff}
            spoken={{ with: t('spokenWith'), without: t('spokenWithout') }}
          />
        ))}
      </ul>
      {/* Staff find the room at the top of the page (OrderRoom), where they look first. */}
      {!staff && <p className="order-details__room">{t('roomNumber', { room: order.room })}</p>}
      {order.comment && (
        <div className="order-field">
          <label htmlFor={commentId}>{t('comment')}</label>
          <textarea id={commentId} readOnly rows={3} value={order.comment} />
        </div>
      )}
      <p className="order-details__total">
        <span>{t('total')}</span> <span>{formatMoney(order.priceSum, order.currency)}</span>
      </p>
      {showsPaymentStatus(order.paymentStatus, audience) && (
        <p
          className={`order-details__payment order-details__payment--${order.paymentStatus === PAYMENT_STATUS.paid ? 'paid' : 'failed'}`}
        >
          {order.paymentStatus === PAYMENT_STATUS.paid && (
            <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20">
              <path d="M5 12.5l4.5 4.5L19 7.5" />
            </svg>
          )}
          {known(paymentStatusText(order.paymentStatus, audience))}
        </p>
      )}
    </section>
  );
}

function OrderLine({
  item,
  staff,
  spoken,
}: {
  item: BasketItem;
  staff: boolean;
  spoken: { with: string; without: string };
}) {
  // Staff read the menu's default language whatever language the guest ordered in.
  const name = staff ? item.defaultName || item.name : item.name;
  const description = staff ? item.defaultDescription : item.description;
  // Orders stored before defaultOptionsGroupName existed fall back to the guest's group name.
  const options = staff
    ? item.options.map((option) => ({
        ...option,
        optionsGroupName: option.defaultOptionsGroupName || option.optionsGroupName,
        name: option.defaultName || option.name,
      }))
    : item.options;
  return (
    <li className="order-line">
      <div className="order-line__details">
        <p className="order-line__name">
          {item.quantity} × {name}
        </p>
        {description && <p className="order-line__description">{description}</p>}
        <LineOptions options={options} spoken={spoken} />
      </div>
      <p className="order-line__total">{formatMoney(item.priceSum, item.currency)}</p>
    </li>
  );
}

/**
 * Spec §2 'Room number: {room}' for staff, large at the top of the page: the room is what a
 * receptionist or runner needs first, before the items.
 */
export function OrderRoom({ order }: { order: Order }) {
  const { rich } = useOrderMessages();
  return (
    <p className="order__room">
      {rich('roomNumber', {
        room: (
          <span key="room" className="order__room-number">
            {order.room}
          </span>
        ),
      })}
    </p>
  );
}

/** The location to go back to: the parent (the hotel) when there is one, else the location. */
export function placeOf(order: Order): { id: string; name: string; isParent: boolean } {
  return order.parentLocationId
    ? {
        id: order.parentLocationId,
        name: order.parentLocationName || order.locationName,
        isParent: true,
      }
    : { id: order.locationId, name: order.locationName, isParent: false };
}

/** Spec §2: a link to the parent location (or the location). */
export function OrderPlace({ order }: { order: Order }) {
  const place = placeOf(order);
  const { rich } = useOrderMessages();
  return (
    <p className="order__place">
      {rich(place.isParent ? 'deliveryTo' : 'orderedAt', {
        location: (
          <Link key="location" to={`/location/${encodeURIComponent(place.id)}`}>
            {place.name}
          </Link>
        ),
      })}
    </p>
  );
}
