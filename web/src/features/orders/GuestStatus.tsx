import { guestStatusMessage, ORDER_STATUS } from '@inroom/shared';
import { useId, useState } from 'react';
import { useAppDispatch } from '../../app/hooks';
import { useOrderMessages } from '../../i18n/orders';
import {
  ORDER_TAG,
  ordersApi,
  useConfirmPaymentMutation,
  usePayOrderMutation,
  type ReceivedOrder,
} from './api';
import type { MessageKey } from '../../i18n';
import { safePaymentUrl } from './payment';
import { deliveryMinutesLeft } from './StatusIcon';
import { useNow } from './useNow';

/**
 * Spec §4 guest messages: the status block of the guest's order page. Its text sits in a polite
 * live region, so a change a poll brings (accepted, declined, cancelled) is read out.
 */
export function GuestStatus({
  order,
  checkingPayment,
}: {
  order: ReceivedOrder;
  checkingPayment: boolean;
}) {
  const titleId = useId();
  const { t, known } = useOrderMessages();
  const message = guestStatusMessage(order.status, { locationName: order.locationName });
  const accepted = order.status === ORDER_STATUS.accepted;
  const now = useNow(30_000, accepted, order.receivedAt);
  const minutes = deliveryMinutesLeft(order, now);

  return (
    <section className="order-status" aria-labelledby={titleId}>
      <div className="order-status__message" role="status">
        {checkingPayment ? (
          <>
            <span className="spinner order__spinner" aria-hidden="true" />
            <h2 id={titleId}>{t('checkingPayment')}</h2>
          </>
        ) : (
          <>
            {order.status === ORDER_STATUS.awaitingResponse && (
              <span className="spinner order__spinner" aria-hidden="true" />
            )}
            <h2 id={titleId}>{known(message.title)}</h2>
            {message.detail && <p className="order-status__detail">{known(message.detail)}</p>}
          </>
        )}
      </div>
      {accepted && (
        <p className="order-status__delivery">
          {minutes > 0 ? t('minutesToDelivery', { minutes }) : t('arrivingAnyMoment')}
        </p>
      )}
      {order.status === ORDER_STATUS.paymentPending && !checkingPayment && (
        <MakePayment orderId={order.id} />
      )}
    </section>
  );
}

/** Status 1: a new checkout for the order (order/pay), and off to the payment provider. */
function MakePayment({ orderId }: { orderId: string }) {
  const dispatch = useAppDispatch();
  const { t } = useOrderMessages();
  const [pay, { isLoading }] = usePayOrderMutation();
  const [confirmPayment] = useConfirmPaymentMutation();
  const [leaving, setLeaving] = useState(false);
  const [error, setError] = useState<MessageKey | null>(null);

  async function makePayment() {
    setError(null);
    const result = await pay(orderId);
    const paymentUrl = 'data' in result ? safePaymentUrl(result.data?.paymentUrl) : undefined;
    if (paymentUrl) {
      setLeaving(true);
      window.location.assign(paymentUrl);
      return;
    }
    const status = 'error' in result ? (result.error as { status?: unknown }).status : undefined;
    console.error('Failed to start the payment', 'error' in result ? result.error : result.data);
    if (status === 409) {
      setError('paymentNotAwaited');
      // Paid meanwhile (the tab closed before the way back): have the server confirm it with the
      // provider, then fetch what the order is now.
      await confirmPayment(orderId);
      dispatch(ordersApi.util.invalidateTags([{ type: ORDER_TAG, id: orderId }]));
    } else {
      setError(status === 503 ? 'paymentUnavailable' : 'paymentStartFailed');
    }
  }

  return (
    <div className="order-status__actions">
      {error && (
        <p className="order-status__error" role="alert">
          {t(error)}
        </p>
      )}
      {leaving ? (
        <p className="notice" role="status">
          {t('takingYouToPayment')}
        </p>
      ) : (
        <button
          type="button"
          className="button button--primary"
          disabled={isLoading}
          onClick={() => void makePayment()}
        >
          {t('makePayment')}
        </button>
      )}
    </div>
  );
}
