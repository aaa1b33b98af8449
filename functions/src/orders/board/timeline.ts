import {
  ORDER_STATUS,
  PAYMENT_STATUS,
  type TimelineEvent,
  type TimelineEventName,
} from '@inroom/shared';
import type { StoredOrder } from '../../store';
import type { OrderAnswer } from '../../store/entities/order';

const ANSWER_EVENTS: Record<OrderAnswer['event'], TimelineEventName> = {
  accept: 'accepted',
  decline: 'declined',
  complete: 'completed',
};

/**
 * What happened to an order, oldest first, as far as the order records it: created, paid, each
 * text and reminder as it went out (the effects record keeps when; `by` names the contact it went
 * to), each answer with who gave it and from where, how it ended, and a capture or release the
 * provider refused. Orders answered before answers were recorded show a decline or delivery at the
 * time the order ended, without who; their acceptance has no time kept and is left out.
 */
export function orderTimeline(
  order: StoredOrder,
  contactNames: ReadonlyMap<string, string>,
): TimelineEvent[] {
  const events: TimelineEvent[] = [{ at: order.createdAt, event: 'created' }];
  if (order.paidAt) events.push({ at: order.paidAt, event: 'paid' });
  const texts = (sent: StoredOrder['effects']['sms'], event: TimelineEventName) => {
    for (const [contactId, effect] of Object.entries(sent)) {
      if (effect.state !== 'done') continue;
      const name = contactNames.get(contactId);
      events.push({ at: effect.at, event, ...(name ? { by: name } : {}) });
    }
  };
  texts(order.effects.sms, 'sms-sent');
  texts(order.effects.reminders, 'reminder-sent');

  const answers = order.answers ?? [];
  for (const answer of answers)
    events.push({
      at: answer.at,
      event: ANSWER_EVENTS[answer.event],
      by: answer.by,
      via: answer.via,
    });
  const answeredWith = (event: OrderAnswer['event']) =>
    answers.some((each) => each.event === event);
  const endedAt = order.endedAt ?? order.updatedAt;
  if (order.status === ORDER_STATUS.declined && !answeredWith('decline'))
    events.push({ at: endedAt, event: 'declined' });
  if (order.status === ORDER_STATUS.completed && !answeredWith('complete'))
    events.push({ at: endedAt, event: 'completed' });
  if (order.status === ORDER_STATUS.cancelledNoResponse)
    events.push({ at: endedAt, event: 'expired' });
  if (order.status === ORDER_STATUS.cancelled) events.push({ at: endedAt, event: 'cancelled' });

  const settlement = order.effects.settlement;
  if (settlement && order.paymentStatus === PAYMENT_STATUS.captureFailed)
    events.push({ at: settlement.at, event: 'capture-failed' });
  if (settlement && order.paymentStatus === PAYMENT_STATUS.releaseFailed)
    events.push({ at: settlement.at, event: 'release-failed' });

  // Stable: events of the same instant keep the order above (created before paid, and so on).
  return events
    .map((event, index) => ({ event, index }))
    .sort((a, b) => a.event.at.localeCompare(b.event.at) || a.index - b.index)
    .map(({ event }) => event);
}
