import {
  DELIVERY_TIME_CHOICES,
  DELIVERY_TIME_PLACEHOLDER,
  deliveryTimeLabel,
  formatCountdown,
  ORDER_STATUS,
} from '@inroom/shared';
import { useId, useState } from 'react';
import { Modal } from '../../components/Modal';
import type { MessageKey, Messages } from '../../i18n';
import type { ReceivedOrder } from './api';
import { deliveryMinutesLeft } from './StatusIcon';
import { useNow } from './useNow';

// The answering controls of an order, shared by the staff link's view (StaffStatus) and the back
// office's orders board: the response countdown, the expected delivery, Accept and Decline (with
// its question naming the order), and Confirm delivery. Each screen brings its own calls and its
// own texts (`messages`): the staff view speaks the guest screens' language, the back office
// English.

/** The question before a decline, naming the order so staff with several open know which one. */
export function declineQuestion(
  order: Pick<ReceivedOrder, 'orderNumber' | 'room'>,
  t: Messages['t'],
): string {
  const room = order.room.trim();
  return room
    ? t('declineQuestion', { number: order.orderNumber, room })
    : t('declineQuestionNoRoom', { number: order.orderNumber });
}

/** What a failed staff action says; spec §8 has it only logged, which leaves staff guessing. */
export function failureMessage(error: unknown): MessageKey {
  const { status } = (error ?? {}) as { status?: unknown };
  if (status === 409) return 'staffConflict';
  if (status === 403) return 'staffForbidden';
  return 'staffFailed';
}

/**
 * The clock of an order's countdowns: every second while it awaits an answer, every 30 s while its
 * delivery is on the way; the seconds left to answer count down from the answer's requestExpiresIn,
 * a second at a time from when the answer arrived.
 */
export function useResponseClock(order: ReceivedOrder): { now: number; secondsLeft: number } {
  const awaiting = order.status === ORDER_STATUS.awaitingResponse;
  const accepted = order.status === ORDER_STATUS.accepted;
  const now = useNow(awaiting ? 1000 : 30_000, awaiting || accepted, order.receivedAt);
  const secondsLeft = awaiting
    ? Math.max(0, order.requestExpiresIn - Math.floor((now - order.receivedAt) / 1000))
    : 0;
  return { now, secondsLeft };
}

/** '{n} min' in the screen's language; empty for no minutes (as the shared label). */
const minutesLabelOf = (t: Messages['t']) => (minutes: number) =>
  deliveryTimeLabel(minutes) && t('minutes', { minutes });

/**
 * Spec §4 staff controls of an order awaiting an answer: the time left (mm:ss), the expected
 * delivery and Accept or Decline, none of which work once the time is up. One tap must not turn
 * away a paid order: Decline asks first, naming the order, and only the answer declines.
 */
export function RespondControls({
  order,
  secondsLeft,
  busy,
  acceptBlocked = false,
  messages,
  onAccept,
  onDecline,
}: {
  order: ReceivedOrder;
  secondsLeft: number;
  /** A call about the order is under way. */
  busy: boolean;
  /** Accept waits for something else besides a choice (the staff contact still loading). */
  acceptBlocked?: boolean;
  messages: Messages;
  onAccept: (expectedDeliveryTimeMinutes: number) => void;
  onDecline: () => void;
}) {
  const selectId = useId();
  const timerLabelId = useId();
  const { t, known } = messages;
  const minutesLabel = minutesLabelOf(t);
  const [minutes, setMinutes] = useState<number | null>(null);
  const [confirmingDecline, setConfirmingDecline] = useState(false);
  const timeUp = secondsLeft <= 0;

  return (
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
          disabled={timeUp || busy || minutes === null || acceptBlocked}
          onClick={() => minutes !== null && onAccept(minutes)}
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
            onDecline();
          },
        }}
      >
        <p>{t('declineExplanation')}</p>
      </Modal>
    </div>
  );
}

/** Spec §4 once accepted: the minutes until delivery and Confirm delivery. */
export function DeliveryControls({
  order,
  now,
  busy,
  messages,
  onComplete,
}: {
  order: ReceivedOrder;
  now: number;
  busy: boolean;
  messages: Messages;
  onComplete: () => void;
}) {
  const { t } = messages;
  const minutesLabel = minutesLabelOf(t);
  return (
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
          onClick={onComplete}
        >
          {t('confirmDelivery')}
        </button>
      </div>
    </div>
  );
}
