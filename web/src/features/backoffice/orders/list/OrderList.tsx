import { formatCountdown, minutesUntil, ORDER_STATUS } from '@inroom/shared';
import { memo } from 'react';
import { StatusIcon, statusIconLabel } from '../../../orders/StatusIcon';
import type { ReceivedBoardOrder } from '../api';
import { ageText, formatAmount, secondsToRespond } from '../board';
import { ENGLISH_ORDER_MESSAGES } from '../messages';

/** Minutes until an accepted order's expected delivery, 0 when none is expected. */
function deliveryMinutes(order: ReceivedBoardOrder, now: number): number {
  if (order.status !== ORDER_STATUS.accepted || !order.deliverBy) return 0;
  return minutesUntil(order.deliverBy, new Date(now));
}

/** An order's status as the board writes it beside its icon. */
export function boardStatusText(order: ReceivedBoardOrder, now: number): string {
  return statusIconLabel(order.status, deliveryMinutes(order, now), ENGLISH_ORDER_MESSAGES);
}

const itemCount = (count: number) => (count === 1 ? '1 item' : `${count} items`);

/**
 * Orders as rows that open the order: number, status icon and text, room, item count, total, and
 * the age (live board) or the creation time (history); an order awaiting an answer also shows the
 * time left to answer, counted down locally. Rows are buttons, so the keyboard opens them too.
 * The board's clock ticks every second while any order awaits an answer; each row gets the texts
 * the clock changes, worked out here, and is drawn again only when one of them has changed: the
 * countdowns every second, an age or minutes to delivery once a minute.
 */
export function OrderList({
  orders,
  now,
  label,
  showLocation,
  when,
  fresh = NONE_FRESH,
  selectedId,
  onOpen,
}: {
  orders: readonly ReceivedBoardOrder[];
  now: number;
  /** The list's accessible name. */
  label: string;
  /** Name each order's location (a hotel's board also lists its restaurants' orders). */
  showLocation: boolean;
  /**
   * 'age' on the live board, with the countdowns of orders awaiting an answer; 'created' (the
   * location's wall clock) in the history, a list looked back at.
   */
  when: 'age' | 'created';
  /** Orders that just arrived, highlighted. */
  fresh?: ReadonlySet<string>;
  selectedId: string | null;
  onOpen: (orderId: string) => void;
}) {
  return (
    <ul className="board-orders" aria-label={label}>
      {orders.map((order) => {
        const awaiting = order.status === ORDER_STATUS.awaitingResponse;
        return (
          <OrderRow
            key={order.id}
            order={order}
            minutes={deliveryMinutes(order, now)}
            statusText={boardStatusText(order, now)}
            countdown={
              awaiting && when === 'age' ? formatCountdown(secondsToRespond(order, now)) : ''
            }
            whenText={when === 'age' ? ageText(order.createdAt, now) : order.createdAtString}
            showLocation={showLocation}
            fresh={fresh.has(order.id)}
            selected={order.id === selectedId}
            onOpen={onOpen}
          />
        );
      })}
    </ul>
  );
}

const NONE_FRESH: ReadonlySet<string> = new Set();

interface OrderRowProps {
  order: ReceivedBoardOrder;
  /** Minutes to the expected delivery, for the status icon. */
  minutes: number;
  statusText: string;
  /** The time left to answer, on the live board while the order awaits an answer; else ''. */
  countdown: string;
  /** The order's age (live board) or its creation time (history). */
  whenText: string;
  showLocation: boolean;
  fresh: boolean;
  selected: boolean;
  onOpen: (orderId: string) => void;
}

const OrderRow = memo(function OrderRow({
  order,
  minutes,
  statusText,
  countdown,
  whenText,
  showLocation,
  fresh,
  selected,
  onOpen,
}: OrderRowProps) {
  const classes = [
    'board-order',
    order.status === ORDER_STATUS.awaitingResponse ? 'board-order--awaiting' : '',
    fresh ? 'board-order--new' : '',
    selected ? 'board-order--selected' : '',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <li className={classes}>
      <button
        type="button"
        className="board-order__open"
        data-order-id={order.id}
        aria-current={selected ? 'true' : undefined}
        onClick={() => onOpen(order.id)}
      >
        <span className="board-order__head">
          <span className="board-order__number">#{order.orderNumber}</span>
          <span className="board-order__status">
            {/* The text beside it says the same, so the icon is not read out twice. */}
            <span aria-hidden="true">
              <StatusIcon
                status={order.status}
                minutes={minutes}
                messages={ENGLISH_ORDER_MESSAGES}
              />
            </span>
            <span>{statusText}</span>
          </span>
          {countdown && (
            <span className="board-order__countdown">
              <span className="visually-hidden">Time left to respond </span>
              {countdown}
            </span>
          )}
        </span>
        <span className="board-order__meta">
          <span className="board-order__room">Room {order.room || '–'}</span>
          <span>{itemCount(order.itemCount)}</span>
          <span className="board-order__total">{formatAmount(order.total, order.currency)}</span>
          <span className="board-order__when">{whenText}</span>
          {showLocation && <span className="board-order__location">{order.locationName}</span>}
        </span>
      </button>
    </li>
  );
});
