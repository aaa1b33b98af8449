import { bannerIcon, minutesUntil, ORDER_STATUS, type OrderStatus } from '@inroom/shared';
import type { Messages } from '../../i18n';
import { useOrderMessages } from '../../i18n/orders';
import './status-icon.css';

/**
 * Spec §4 banner icons, also beside 'Your other orders': 1 a card, 2 a spinner, 3 the minutes
 * until delivery, 4, 6 and 7 a red cross, 5 a green check. Each is an image with a name, so a
 * screen reader hears the status rather than nothing.
 */
export function StatusIcon({
  status,
  minutes,
  messages,
}: {
  status: OrderStatus;
  minutes: number;
  /** Texts other than the guest screens' (the back office is in English). */
  messages?: Pick<Messages, 't'>;
}) {
  const screenMessages = useOrderMessages();
  const label = statusIconLabel(status, minutes, messages ?? screenMessages);
  const icon = bannerIcon(status);
  return (
    <span className={`status-icon status-icon--${icon}`} role="img" aria-label={label}>
      {icon === 'countdown' ? (
        <span className="status-icon__minutes" aria-hidden="true">
          {minutes}
          <small>min</small>
        </span>
      ) : icon === 'spinner' ? (
        <span className="status-icon__spinner" aria-hidden="true" />
      ) : (
        <svg aria-hidden="true" viewBox="0 0 24 24" width="24" height="24">
          <path d={ICON_PATHS[icon]} />
        </svg>
      )}
    </span>
  );
}

const ICON_PATHS = {
  card: 'M3 6h18v12H3zM3 10h18M6 15h4',
  cross: 'M7 7l10 10M17 7L7 17',
  check: 'M5 12.5l4.5 4.5L19 7.5',
} as const;

/** What each icon says, in the screens' language (our wording: the spec names only the icons). */
export function statusIconLabel(
  status: OrderStatus,
  minutes: number,
  { t }: Pick<Messages, 't'>,
): string {
  switch (status) {
    case ORDER_STATUS.paymentPending:
      return t('statusPaymentPending');
    case ORDER_STATUS.awaitingResponse:
      return t('statusAwaitingResponse');
    case ORDER_STATUS.accepted:
      return minutes > 0 ? t('statusDeliveryIn', { minutes }) : t('statusDeliveryDue');
    case ORDER_STATUS.declined:
      return t('statusDeclined');
    case ORDER_STATUS.completed:
      return t('statusCompleted');
    case ORDER_STATUS.cancelledNoResponse:
      return t('statusCancelledNoResponse');
    case ORDER_STATUS.cancelled:
      return t('statusCancelled');
  }
}

/**
 * Minutes left until an accepted order's delivery at `now`, counted down from the answer that said
 * `timeUntilDelivery` minutes at `receivedAt`.
 */
export function deliveryMinutesLeft(
  order: { timeUntilDelivery: number; receivedAt: number },
  now: number,
): number {
  return minutesUntil(
    new Date(order.receivedAt + order.timeUntilDelivery * 60_000),
    new Date(Math.max(now, order.receivedAt)),
  );
}
