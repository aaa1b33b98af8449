import {
  DELIVERY_TIME_CHOICES,
  DELIVERY_TIME_PLACEHOLDER,
  deliveryTimeLabel,
  formatCountdown,
  ORDER_STATUS,
  staffStatusMessage,
} from '@inroom/shared';
import { useId, useState } from 'react';
import { Modal } from '../../components/Modal';
import type { MessageKey, Messages } from '../../i18n';
import { useOrderMessages } from '../../i18n/orders';
import {
  useAcceptOrderMutation,
  useCompleteOrderMutation,
  useDeclineOrderMutation,
  type ReceivedOrder,
} from './api';
import { deliveryMinutesLeft } from './StatusIcon';
import { useNow } from './useNow';

/** The phone number and token of the link a staff contact was texted. */
export interface StaffLink {
  phoneNumber: string;
  token: string;
}

/** The question before a decline, naming the order so staff with several open know which one. */
function declineQuestion(
  order: Pick<ReceivedOrder, 'orderNumber' | 'room'>,
  t: Messages['t'],
): string {
  const room = order.room.trim();
  return room
    ? t('declineQuestion', { number: order.orderNumber, room })
    : t('declineQuestionNoRoom', { number: order.orderNumber });
}

type ActionResult = { data: unknown } | { error: unknown };

/** What a failed staff action says; spec §8 has it only logged, which leaves staff guessing. */
function failureMessage(error: unknown): MessageKey {
  const { status } = (error ?? {}) as { status?: unknown };
  if (status === 409) return 'staffConflict';
  if (status === 403) return 'staffForbidden';
  return 'staffFailed';
}

/**
 * Spec §4 staff messages and transitions: while the order awaits a response, the time left to
 * answer (counted down locally from the answer's requestExpiresIn), the expected delivery and
 * Accept or Decline, none of which work once the time is up; once accepted, who accepted it, the
 * minutes until delivery and Confirm delivery. The new state is the server's answer; a 409 carries
 * the current order, which the page shows at once.
 */
export function StaffStatus({
  order,
  link,
  contact,
}: {
  order: ReceivedOrder;
  link: StaffLink;
  /** Who opened the link (their id goes with accept); still loading, or undefined if it failed. */
  contact: { id: string } | 'loading' | undefined;
}) {
  const titleId = useId();
  const selectId = useId();
  const timerLabelId = useId();
  const { t, known } = useOrderMessages();
  // The shared '{n} min', in the screen's language.
  const minutesLabel = (minutes: number) => deliveryTimeLabel(minutes) && t('minutes', { minutes });
  const [minutes, setMinutes] = useState<number | null>(null);
  const [failure, setFailure] = useState<MessageKey | null>(null);
  // One tap must not turn away a paid order: Decline asks first, and only the answer declines.
  const [confirmingDecline, setConfirmingDecline] = useState(false);
  const [accept, accepting] = useAcceptOrderMutation();
  const [decline, declining] = useDeclineOrderMutation();
  const [complete, completing] = useCompleteOrderMutation();
  const busy = accepting.isLoading || declining.isLoading || completing.isLoading;
  const contactId = typeof contact === 'object' ? contact.id : undefined;

  const awaiting = order.status === ORDER_STATUS.awaitingResponse;
  const accepted = order.status === ORDER_STATUS.accepted;
  const now = useNow(awaiting ? 1000 : 30_000, awaiting || accepted, order.receivedAt);
  // Counts down from the answer's value, a second at a time from when the answer arrived.
  const secondsLeft = awaiting
    ? Math.max(0, order.requestExpiresIn - Math.floor((now - order.receivedAt) / 1000))
    : 0;
  const timeUp = secondsLeft <= 0;
  const message = staffStatusMessage(order.status, { acceptedByName: order.acceptedBy?.name });
  const caller = { id: order.id, phoneNumber: link.phoneNumber, token: link.token };

  async function act(action: Promise<ActionResult>) {
    setFailure(null);
    const result = await action;
    if ('error' in result) {
      console.error('Failed to update the order', result.error);
      setFailure(failureMessage(result.error));
    }
  }

  return (
    <section className="order-status order-status--staff" aria-labelledby={titleId}>
      <div className="order-status__message" role="status">
        {/* Status 2 has no message: the countdown and the controls below take its place. */}
        <h2 id={titleId}>{message.title ? known(message.title) : t('respondToOrder')}</h2>
        {message.detail && <p className="order-status__detail">{known(message.detail)}</p>}
        {awaiting && timeUp && <p className="order-status__detail">{t('responseTimeUp')}</p>}
      </div>

      {awaiting && (
        <div className="order-respond">
          <p className="order-respond__countdown">
            <span id={timerLabelId}>{t('timeLeftToRespond')}</span>{' '}
            <span className="order-respond__timer" role="timer" aria-labelledby={timerLabelId}>
              {formatCountdown(secondsLeft)}
            </span>
          </p>
          <div className="order-field">
            <label htmlFor={selectId}>{t('expectedDelivery')}</label>
            <select
              id={selectId}
              value={minutes ?? ''}
              disabled={timeUp || busy}
              onChange={(event) =>
                setMinutes(event.target.value === '' ? null : Number(event.target.value))
              }
            >
              <option value="" disabled>
                {known(DELIVERY_TIME_PLACEHOLDER)}
              </option>
              {DELIVERY_TIME_CHOICES.map((choice) => (
                <option key={choice} value={choice}>
                  {minutesLabel(choice)}
                </option>
              ))}
            </select>
          </div>
          <div className="order-status__buttons">
            <button
              type="button"
              className="button button--primary"
              disabled={timeUp || busy || minutes === null || contact === 'loading'}
              onClick={() =>
                minutes !== null &&
                void act(
                  accept({
                    ...caller,
                    ...(contactId ? { acceptedById: contactId } : {}),
                    expectedDeliveryTimeMinutes: minutes,
                  }),
                )
              }
            >
              {t('accept')}
            </button>
            <button
              type="button"
              className="button"
              disabled={timeUp || busy}
              onClick={() => setConfirmingDecline(true)}
            >
              {t('decline')}
            </button>
          </div>
          <Modal
            // Closes by itself when the time runs out meanwhile: the decline would be refused.
            open={confirmingDecline && !timeUp}
            small
            title={declineQuestion(order, t)}
            onClose={() => setConfirmingDecline(false)}
            closeLabel={t('close')}
            confirm={{
              okLabel: t('decline'),
              cancelLabel: t('keepOrder'),
              onOk: () => {
                setConfirmingDecline(false);
                void act(decline(caller));
              },
            }}
          >
            <p>{t('declineExplanation')}</p>
          </Modal>
        </div>
      )}

      {accepted && (
        <div className="order-respond">
          <p className="order-status__delivery">
            {t('untilDelivery', {
              time: minutesLabel(deliveryMinutesLeft(order, now)) || t('minutes', { minutes: 0 }),
            })}
          </p>
          <div className="order-status__buttons">
            <button
              type="button"
              className="button button--primary"
              disabled={busy}
              onClick={() => void act(complete(caller))}
            >
              {t('confirmDelivery')}
            </button>
          </div>
        </div>
      )}

      {failure && (
        <p className="order-status__error" role="alert">
          {t(failure)}
        </p>
      )}
    </section>
  );
}
