import { ORDER_STATUS, staffStatusMessage } from '@inroom/shared';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Modal } from '../../../../components/Modal';
import { useCurrentUserAccess } from '../../../auth/useCurrentUserAccess';
import { OrderDetails } from '../../../orders/OrderDetails';
import { DeliveryControls, RespondControls, useResponseClock } from '../../../orders/OrderResponse';
import type { ReceivedOrder } from '../../../orders/api';
import { QueryNotice } from '../../locations/QueryNotice';
import {
  useAcceptBoardOrderMutation,
  useCompleteBoardOrderMutation,
  useDeclineBoardOrderMutation,
  useGetBoardOrderQuery,
} from '../api';
import { BOARD_POLL_MS } from '../board';
import { usePageVisible } from '../live/usePageVisible';
import { ENGLISH_ORDER_MESSAGES } from '../messages';
import { Timeline } from './Timeline';
import '../../../orders/orders.css';

type ActionResult = { data: unknown } | { error: unknown };

/** What a failed action says: a lost race shows the order as it now is (the 409 carries it). */
export function actionFailureText(error: unknown): string {
  const { status } = (error ?? {}) as { status?: unknown };
  if (status === 409) return ENGLISH_ORDER_MESSAGES.t('staffConflict');
  if (status === 403) return 'You do not have access to this order.';
  return ENGLISH_ORDER_MESSAGES.t('staffFailed');
}

const awaitingOrAccepted = (status: number): boolean =>
  status === ORDER_STATUS.awaitingResponse || status === ORDER_STATUS.accepted;

/**
 * One order (issue 17): a side panel beside the list on wide screens, a modal on phones. It shows
 * what the staff link shows (the status, the room, the items under their default names, the
 * comment, the total and the payment state), the order's timeline, and the same answers: Accept
 * with an expected delivery, Decline after a question naming the order, Confirm delivery.
 */
export function OrderPanel({
  orderId,
  modal,
  timeZone,
  onClose,
}: {
  orderId: string;
  /** A modal (phones) rather than a side panel. */
  modal: boolean;
  timeZone: string | undefined;
  onClose: () => void;
}) {
  const visible = usePageVisible();
  const { data, error, isFetching, refetch } = useGetBoardOrderQuery(orderId, {
    pollingInterval: visible ? BOARD_POLL_MS : 0,
    refetchOnMountOrArgChange: true,
  });
  const title = data ? `Order #${data.order.orderNumber}` : 'Order';
  const content = data ? (
    <>
      <OrderStatusBlock key={data.order.id} order={data.order} />
      <OrderDetails order={data.order} staff messages={ENGLISH_ORDER_MESSAGES} />
      <Timeline events={data.timeline} timeZone={timeZone} />
    </>
  ) : (
    <QueryNotice
      failed={error !== undefined}
      loadingText="Loading order…"
      errorText="Could not load the order"
      retrying={isFetching}
      onRetry={() => void refetch()}
    />
  );

  if (modal) {
    return (
      <Modal open title={title} onClose={onClose}>
        <div className="order-panel__body">{content}</div>
      </Modal>
    );
  }
  return (
    <SidePanel title={title} onClose={onClose}>
      {content}
    </SidePanel>
  );
}

/** The panel beside the list; it takes focus when it opens, so a keyboard user lands in it. */
function SidePanel({
  title,
  onClose,
  children,
}: {
  title: string;
  onClose: () => void;
  children: ReactNode;
}) {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, []);
  return (
    <aside className="order-panel" aria-labelledby={headingId}>
      <header className="order-panel__header">
        <h2 id={headingId} ref={heading} tabIndex={-1}>
          {title}
        </h2>
        <button type="button" className="modal__close" aria-label="Close order" onClick={onClose}>
          <span aria-hidden="true">×</span>
        </button>
      </header>
      <div className="order-panel__body">{children}</div>
    </aside>
  );
}

/**
 * The order's status and room, and the answers the back office can give to it. Only a user who
 * manages the order's own location may answer it (issue 18): a hotel's manager sees its restaurants'
 * orders on the hotel's board, without Accept, Decline or Confirm delivery.
 */
function OrderStatusBlock({ order }: { order: ReceivedOrder }) {
  const titleId = useId();
  const { access, mayManage } = useCurrentUserAccess();
  const mayAnswer = mayManage(order.locationId);
  const answerable = awaitingOrAccepted(order.status);
  const [failure, setFailure] = useState<string | null>(null);
  const [accept, accepting] = useAcceptBoardOrderMutation();
  const [decline, declining] = useDeclineBoardOrderMutation();
  const [complete, completing] = useCompleteBoardOrderMutation();
  const busy = accepting.isLoading || declining.isLoading || completing.isLoading;
  const { now, secondsLeft } = useResponseClock(order);
  const awaiting = order.status === ORDER_STATUS.awaitingResponse;
  const message = staffStatusMessage(order.status, { acceptedByName: order.acceptedBy?.name });

  async function act(action: Promise<ActionResult>) {
    setFailure(null);
    const result = await action;
    if ('error' in result) {
      console.warn('Failed to update the order', result.error);
      setFailure(actionFailureText(result.error));
    }
  }

  return (
    <section className="order-status order-status--staff" aria-labelledby={titleId}>
      <div className="order-status__message" role="status">
        <h3 id={titleId}>{message.title || 'Awaiting response'}</h3>
        {message.detail && <p className="order-status__detail">{message.detail}</p>}
        {awaiting && secondsLeft <= 0 && (
          <p className="order-status__detail">{ENGLISH_ORDER_MESSAGES.t('responseTimeUp')}</p>
        )}
      </div>
      <p className="order-panel__room">
        Room <strong>{order.room || '–'}</strong> · {order.locationName}
      </p>
      {answerable && access !== null && !mayAnswer && (
        <p className="order-panel__no-answer">
          Only a manager of {order.locationName} can answer this order.
        </p>
      )}
      {awaiting && mayAnswer && (
        <RespondControls
          order={order}
          secondsLeft={secondsLeft}
          busy={busy}
          messages={ENGLISH_ORDER_MESSAGES}
          onAccept={(minutes) =>
            void act(accept({ orderId: order.id, expectedDeliveryTimeMinutes: minutes }))
          }
          onDecline={() => void act(decline({ orderId: order.id }))}
        />
      )}
      {order.status === ORDER_STATUS.accepted && mayAnswer && (
        <DeliveryControls
          order={order}
          now={now}
          busy={busy}
          messages={ENGLISH_ORDER_MESSAGES}
          onComplete={() => void act(complete({ orderId: order.id }))}
        />
      )}
      {failure && (
        <p className="order-status__error" role="alert">
          {failure}
        </p>
      )}
    </section>
  );
}
