import { ORDER_STATUS, PAYMENT_STATUS } from '@inroom/shared';
import { describe, expect, it } from 'vitest';
import { NO_EFFECTS, type Effect, type StoredOrder } from '../../store';
import { NOW } from '../../testing/fixtures';
import { orderTimeline } from './timeline';

const iso = (seconds: number) => new Date(NOW.getTime() + seconds * 1000).toISOString();
const effect = (state: Effect['state'], seconds: number): Effect => ({
  state,
  failures: 0,
  at: iso(seconds),
  lastError: '',
});

/** An order created at NOW, paid 30 s later; the fields the timeline reads. */
function order(changes: Partial<StoredOrder> = {}): StoredOrder {
  return {
    status: ORDER_STATUS.awaitingResponse,
    paymentStatus: PAYMENT_STATUS.authorised,
    createdAt: iso(0),
    updatedAt: iso(30),
    paidAt: iso(30),
    effects: NO_EFFECTS,
    ...changes,
  } as StoredOrder;
}

const names = new Map([
  ['a', 'Reception'],
  ['b', 'Room service'],
]);

describe('an order timeline', () => {
  it('lists the texts that went out, to whom, and the answers with who and from where', () => {
    const timeline = orderTimeline(
      order({
        status: ORDER_STATUS.completed,
        paymentStatus: PAYMENT_STATUS.paid,
        endedAt: iso(900),
        effects: {
          ...NO_EFFECTS,
          sms: { a: effect('done', 31), b: effect('failed', 90), c: effect('done', 32) },
          reminders: { a: effect('done', 330), b: effect('skipped', 330) },
        },
        answers: [
          { event: 'accept', at: iso(400), by: 'admin', via: 'back-office' },
          { event: 'complete', at: iso(900), by: 'Reception', via: 'sms-link' },
        ],
      }),
      names,
    );
    expect(timeline).toEqual([
      { at: iso(0), event: 'created' },
      { at: iso(30), event: 'paid' },
      { at: iso(31), event: 'sms-sent', by: 'Reception' },
      // A contact removed since has no name to show.
      { at: iso(32), event: 'sms-sent' },
      { at: iso(330), event: 'reminder-sent', by: 'Reception' },
      { at: iso(400), event: 'accepted', by: 'admin', via: 'back-office' },
      { at: iso(900), event: 'completed', by: 'Reception', via: 'sms-link' },
    ]);
  });

  it('shows how an order ended without recorded answers, and a refused settlement', () => {
    const ended = (status: StoredOrder['status'], paymentStatus: StoredOrder['paymentStatus']) =>
      orderTimeline(
        order({
          status,
          paymentStatus,
          endedAt: iso(600),
          effects: {
            ...NO_EFFECTS,
            settlement: { ...effect('pending', 660), action: 'cancel' },
          },
        }),
        names,
      ).slice(2);
    expect(ended(ORDER_STATUS.cancelledNoResponse, PAYMENT_STATUS.releaseFailed)).toEqual([
      { at: iso(600), event: 'expired' },
      { at: iso(660), event: 'release-failed' },
    ]);
    expect(ended(ORDER_STATUS.declined, PAYMENT_STATUS.cancelled)).toEqual([
      { at: iso(600), event: 'declined' },
    ]);
    expect(ended(ORDER_STATUS.completed, PAYMENT_STATUS.captureFailed)).toEqual([
      { at: iso(600), event: 'completed' },
      { at: iso(660), event: 'capture-failed' },
    ]);
    expect(ended(ORDER_STATUS.cancelled, PAYMENT_STATUS.cancelled)).toEqual([
      { at: iso(600), event: 'cancelled' },
    ]);
  });

  it('is only created for an unpaid order', () => {
    expect(orderTimeline(order({ status: 1, paidAt: '' }), names)).toEqual([
      { at: iso(0), event: 'created' },
    ]);
  });
});
