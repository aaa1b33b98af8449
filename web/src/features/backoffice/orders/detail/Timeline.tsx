import type { AnswerChannel, TimelineEvent, TimelineEventName } from '@inroom/shared';
import { useId } from 'react';

const EVENT_TEXTS: Record<TimelineEventName, string> = {
  created: 'Order placed',
  paid: 'Paid',
  'sms-sent': 'Text message sent',
  'reminder-sent': 'Reminder sent',
  accepted: 'Accepted',
  declined: 'Declined',
  completed: 'Delivered',
  expired: 'Cancelled, no response in time',
  cancelled: 'Cancelled',
  'capture-failed': 'Payment capture failed',
  'release-failed': 'Card release failed',
};

/** A text's `by` is who it went to; any other event's is who did it. */
const SENT: readonly TimelineEventName[] = ['sms-sent', 'reminder-sent'];

const VIA_TEXTS: Record<AnswerChannel, string> = {
  'sms-link': 'from the text message link',
  'back-office': 'in the back office',
};

/** One event as the timeline writes it, e.g. 'Accepted by Anna, in the back office'. */
export function timelineText(event: TimelineEvent): string {
  const who = event.by ? ` ${SENT.includes(event.event) ? 'to' : 'by'} ${event.by}` : '';
  const via = event.via ? `, ${VIA_TEXTS[event.via]}` : '';
  return `${EVENT_TEXTS[event.event]}${who}${via}`;
}

/** The time of an event on the location's clock (or the browser's when it is not known). */
function timeText(at: string, timeZone: string | undefined): string {
  const date = new Date(at);
  if (Number.isNaN(date.getTime())) return at;
  const options: Intl.DateTimeFormatOptions = {
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  };
  try {
    return new Intl.DateTimeFormat('en-GB', { ...options, timeZone }).format(date);
  } catch {
    return new Intl.DateTimeFormat('en-GB', options).format(date);
  }
}

/** What happened to the order, oldest first: placed, paid, texted, answered, delivered or ended. */
export function Timeline({
  events,
  timeZone,
}: {
  events: readonly TimelineEvent[];
  timeZone: string | undefined;
}) {
  const headingId = useId();
  const sorted = [...events].sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
  return (
    <section className="order-timeline" aria-labelledby={headingId}>
      <h3 id={headingId}>Timeline</h3>
      {sorted.length === 0 ? (
        <p className="notice">Nothing recorded yet</p>
      ) : (
        <ol className="order-timeline__events">
          {sorted.map((event, index) => (
            <li key={`${event.at}-${event.event}-${index}`}>
              <time dateTime={event.at}>{timeText(event.at, timeZone)}</time>{' '}
              <span>{timelineText(event)}</span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
