import { ORDER_STATUS } from '@inroom/shared';
import { describe, expect, it } from 'vitest';
import { NO_EFFECTS, type Effect, type StoredOrder } from '../../store';
import { NOW } from '../../testing/fixtures';
import {
  afterOutcome,
  claimed,
  dueEffects,
  effectsWhenPaid,
  hasOverdueWork,
  MAX_FAILURES,
  nextDueAt,
  retryDelayMs,
  withSettlement,
} from './plan';

const LEASE = 120;
const at = (seconds: number) => new Date(NOW.getTime() + seconds * 1000);
const iso = (seconds: number) => at(seconds).toISOString();

/** An order paid at NOW with a 600 s window, texting contacts a and b, reminding at 300 s. */
function paidOrder(changes: Partial<StoredOrder> = {}): StoredOrder {
  return {
    status: ORDER_STATUS.awaitingResponse,
    respondBy: iso(600),
    paymentIntentId: 'pi_1',
    effects: effectsWhenPaid(['a', 'b'], NOW, at(300)),
    ...changes,
  } as StoredOrder;
}

const sending = (seconds: number, failures = 0): Effect => ({
  state: 'sending',
  failures,
  at: iso(seconds),
  lastError: '',
});

describe('order effects: what is due and when', () => {
  it('has the schedule and each first text due at once, the reminders at half time', () => {
    const order = paidOrder();
    expect(dueEffects(order, NOW, LEASE)).toEqual([
      { kind: 'expiry' },
      { kind: 'sms', contactId: 'a' },
      { kind: 'sms', contactId: 'b' },
    ]);
    expect(nextDueAt(order, LEASE)).toBe(iso(0));
    expect(hasOverdueWork(order, NOW)).toBe(true);
  });

  it('leaves a claimed effect alone until its lease ends, then offers it again', () => {
    const effects = claimed(paidOrder().effects, [{ kind: 'sms', contactId: 'a' }], NOW);
    const order = paidOrder({ effects });
    expect(dueEffects(order, at(LEASE - 1), LEASE)).not.toContainEqual({
      kind: 'sms',
      contactId: 'a',
    });
    expect(dueEffects(order, at(LEASE), LEASE)).toContainEqual({ kind: 'sms', contactId: 'a' });
  });

  it("holds a contact's reminder until that contact's first text is finished", () => {
    const waiting = paidOrder();
    expect(dueEffects(waiting, at(300), LEASE)).not.toContainEqual({
      kind: 'reminder',
      contactId: 'a',
    });
    const texted = paidOrder({
      effects: {
        ...waiting.effects,
        expiry: { ...sending(0), state: 'done' },
        sms: { a: { ...sending(0), state: 'done' }, b: { ...sending(0), state: 'failed' } },
      },
    });
    expect(dueEffects(texted, at(299), LEASE)).toEqual([]);
    expect(nextDueAt(texted, LEASE)).toBe(iso(300));
    expect(hasOverdueWork(texted, at(299))).toBe(false);
    expect(dueEffects(texted, at(300), LEASE)).toEqual([
      { kind: 'reminder', contactId: 'a' },
      { kind: 'reminder', contactId: 'b' },
    ]);
    expect(hasOverdueWork(texted, at(300))).toBe(true);
  });

  it('drops texts and the schedule once the order is answered, but never money', () => {
    const answered = paidOrder({ status: ORDER_STATUS.accepted, respondBy: '' });
    expect(dueEffects(answered, NOW, LEASE)).toEqual([]);
    expect(nextDueAt(answered, LEASE)).toBe('');
    const settling = { ...answered, effects: withSettlement(answered, 'capture', at(5)) };
    expect(dueEffects(settling, at(5), LEASE)).toEqual([{ kind: 'settlement' }]);
    expect(nextDueAt(settling, LEASE)).toBe(iso(5));
    expect(withSettlement({ ...answered, paymentIntentId: '' }, 'capture', NOW)).toBe(
      answered.effects,
    );
  });

  it('keeps the end of the window in the queue while the order awaits an answer', () => {
    const quiet = paidOrder({ effects: NO_EFFECTS });
    expect(nextDueAt(quiet, LEASE)).toBe(iso(600));
    expect(nextDueAt({ ...quiet, status: ORDER_STATUS.cancelledNoResponse }, LEASE)).toBe('');
  });
});

describe('order effects: outcomes', () => {
  it('backs off 5 s, doubling, at most 10 minutes', () => {
    expect([1, 2, 3, 4, 8, 20].map(retryDelayMs)).toEqual([
      5_000, 10_000, 20_000, 40_000, 600_000, 600_000,
    ]);
  });

  it('retries an error after the backoff and gives up after the last attempt', () => {
    const ref = { kind: 'sms', contactId: 'a' } as const;
    const failed = afterOutcome(sending(0), { ref, result: 'error', error: 'Throttled' }, NOW);
    expect(failed).toEqual({ state: 'pending', failures: 1, at: iso(5), lastError: 'Throttled' });
    const last = afterOutcome(
      sending(0, MAX_FAILURES.sms - 1),
      { ref, result: 'error', error: 'x'.repeat(400) },
      NOW,
    );
    expect(last).toMatchObject({ state: 'failed', failures: MAX_FAILURES.sms });
    expect(last.lastError).toHaveLength(300);
  });

  it('marks done or skipped, and ignores an outcome for an effect no longer claimed', () => {
    const ref = { kind: 'expiry' } as const;
    expect(afterOutcome(sending(0), { ref, result: 'done' }, at(1))).toMatchObject({
      state: 'done',
      at: iso(1),
    });
    const done: Effect = { ...sending(0), state: 'done' };
    expect(afterOutcome(done, { ref, result: 'error', error: 'late' }, at(1))).toBe(done);
  });
});
