import { ORDER_STATUS, staffStatusMessage } from '@inroom/shared';
import { useId, useState } from 'react';
import type { MessageKey } from '../../i18n';
import { useOrderMessages } from '../../i18n/orders';
import {
  useAcceptOrderMutation,
  useCompleteOrderMutation,
  useDeclineOrderMutation,
  type ReceivedOrder,
} from './api';
import {
  DeliveryControls,
  failureMessage,
  RespondControls,
  useResponseClock,
} from './OrderResponse';

/** The phone number and token of the link a staff contact was texted. */
export interface StaffLink {
  phoneNumber: string;
  token: string;
}

type ActionResult = { data: unknown } | { error: unknown };

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
  const messages = useOrderMessages();
  const { t, known } = messages;
  const [failure, setFailure] = useState<MessageKey | null>(null);
  const [accept, accepting] = useAcceptOrderMutation();
  const [decline, declining] = useDeclineOrderMutation();
  const [complete, completing] = useCompleteOrderMutation();
  const busy = accepting.isLoading || declining.isLoading || completing.isLoading;
  const contactId = typeof contact === 'object' ? contact.id : undefined;

  const awaiting = order.status === ORDER_STATUS.awaitingResponse;
  const accepted = order.status === ORDER_STATUS.accepted;
  const { now, secondsLeft } = useResponseClock(order);
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
        <RespondControls
          order={order}
          secondsLeft={secondsLeft}
          busy={busy}
          acceptBlocked={contact === 'loading'}
          messages={messages}
          onAccept={(minutes) =>
            void act(
              accept({
                ...caller,
                ...(contactId ? { acceptedById: contactId } : {}),
                expectedDeliveryTimeMinutes: minutes,
              }),
            )
          }
          onDecline={() => void act(decline(caller))}
        />
      )}

      {accepted && (
        <DeliveryControls
          order={order}
          now={now}
          busy={busy}
          messages={messages}
          onComplete={() => void act(complete(caller))}
        />
      )}

      {failure && (
        <p className="order-status__error" role="alert">
          {t(failure)}
        </p>
      )}
    </section>
  );
}
