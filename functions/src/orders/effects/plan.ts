import { ORDER_STATUS } from '@inroom/shared';
import type { Effect, OrderEffects, SettlementAction, StoredOrder } from '../../store';

// The pure side of order effects: which work is due, when the order next needs a look, and how a
// claim or an outcome changes the record. No I/O here; run.ts does the work and writes the results.

export type EffectKind = 'expiry' | 'sms' | 'reminder' | 'settlement';

/** One piece of an order's work: the kind and, for texts, the contact it goes to. */
export type EffectRef =
  | { kind: 'expiry' }
  | { kind: 'sms'; contactId: string }
  | { kind: 'reminder'; contactId: string }
  | { kind: 'settlement' };

/**
 * Attempts before an effect is given up and flagged for an operator. Texts and the schedule matter
 * only during the response window (the sweeper expires the order without the schedule anyway);
 * money is retried for longer.
 */
export const MAX_FAILURES: Record<EffectKind, number> = {
  expiry: 5,
  sms: 5,
  reminder: 3,
  settlement: 10,
};

const FIRST_RETRY_MS = 5_000;
const LONGEST_RETRY_MS = 10 * 60_000;

/** How long after the nth failure (1, 2, ...) the next attempt may start: 5 s, doubling, 10 min at most. */
export function retryDelayMs(failures: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, failures - 1), LONGEST_RETRY_MS);
}

const FINAL_STATES: readonly Effect['state'][] = ['done', 'failed', 'skipped'];
export const isFinal = (effect: Effect): boolean => FINAL_STATES.includes(effect.state);

const pending = (at: Date): Effect => ({
  state: 'pending',
  failures: 0,
  at: at.toISOString(),
  lastError: '',
});

/**
 * What the 1 -> 2 write records: the expiry schedule and one new-order SMS per contact now, and,
 * when reminders are on, one reminder per contact at `remindAt`.
 */
export function effectsWhenPaid(
  contactIds: readonly string[],
  now: Date,
  remindAt: Date | undefined,
): OrderEffects {
  const byContact = (at: Date) => Object.fromEntries(contactIds.map((id) => [id, pending(at)]));
  return {
    expiry: pending(now),
    sms: byContact(now),
    reminders: remindAt ? byContact(remindAt) : {},
    settlement: null,
  };
}

/**
 * The capture (accepted) or release (declined, expired) a status change leaves to do, recorded in
 * the same write as the change; nothing when the order has no authorisation to settle.
 */
export function withSettlement(
  order: StoredOrder,
  action: SettlementAction,
  now: Date,
): OrderEffects {
  if (!order.paymentIntentId) return order.effects;
  return { ...order.effects, settlement: { ...pending(now), action } };
}

export function effectOf(effects: OrderEffects, ref: EffectRef): Effect | undefined {
  switch (ref.kind) {
    case 'expiry':
      return effects.expiry ?? undefined;
    case 'settlement':
      return effects.settlement ?? undefined;
    case 'sms':
      return effects.sms[ref.contactId];
    case 'reminder':
      return effects.reminders[ref.contactId];
  }
}

/** The effects with one of them replaced. */
export function withEffect(effects: OrderEffects, ref: EffectRef, effect: Effect): OrderEffects {
  switch (ref.kind) {
    case 'expiry':
      return { ...effects, expiry: effect };
    case 'settlement':
      return effects.settlement
        ? { ...effects, settlement: { ...effect, action: effects.settlement.action } }
        : effects;
    case 'sms':
      return { ...effects, sms: { ...effects.sms, [ref.contactId]: effect } };
    case 'reminder':
      return { ...effects, reminders: { ...effects.reminders, [ref.contactId]: effect } };
  }
}

/** Every effect of the order, whatever its state. */
export function allEffects(effects: OrderEffects): { ref: EffectRef; effect: Effect }[] {
  const all: { ref: EffectRef; effect: Effect }[] = [];
  if (effects.expiry) all.push({ ref: { kind: 'expiry' }, effect: effects.expiry });
  for (const [contactId, effect] of Object.entries(effects.sms))
    all.push({ ref: { kind: 'sms', contactId }, effect });
  for (const [contactId, effect] of Object.entries(effects.reminders))
    all.push({ ref: { kind: 'reminder', contactId }, effect });
  if (effects.settlement) all.push({ ref: { kind: 'settlement' }, effect: effects.settlement });
  return all;
}

/**
 * Texts and the expiry schedule matter only while the order awaits an answer: once staff answered
 * or it expired they are moot, whatever their state. Money matters whatever the status.
 */
export function isLive(order: StoredOrder, ref: EffectRef): boolean {
  return ref.kind === 'settlement' || order.status === ORDER_STATUS.awaitingResponse;
}

/** When an unfinished effect may next be taken: a pending one at its time, a claimed one when its lease ends. */
function readyAt(effect: Effect, leaseSeconds: number): number | undefined {
  const at = Date.parse(effect.at);
  if (effect.state === 'pending') return at;
  if (effect.state === 'sending') return at + leaseSeconds * 1000;
  return undefined;
}

/** A contact's reminder waits for that contact's new-order SMS to be finished one way or another. */
function waitsForFirstText(order: StoredOrder, ref: EffectRef): boolean {
  if (ref.kind !== 'reminder') return false;
  const first = order.effects.sms[ref.contactId];
  return first !== undefined && !isFinal(first);
}

/** The work that may be done now: live, unfinished, and pending by now or claimed by a process that died. */
export function dueEffects(order: StoredOrder, now: Date, leaseSeconds: number): EffectRef[] {
  return allEffects(order.effects)
    .filter(({ ref, effect }) => {
      if (!isLive(order, ref) || waitsForFirstText(order, ref)) return false;
      const at = readyAt(effect, leaseSeconds);
      return at !== undefined && at <= now.getTime();
    })
    .map(({ ref }) => ref);
}

/**
 * When the sweeper should next look at the order (ISO), or '' when nothing is left: the earliest
 * time an unfinished live effect is ready, and, while the order awaits an answer, the end of its
 * response window (the expiry's backstop).
 */
export function nextDueAt(order: StoredOrder, leaseSeconds: number): string {
  const times: number[] = [];
  if (order.status === ORDER_STATUS.awaitingResponse && order.respondBy)
    times.push(Date.parse(order.respondBy));
  for (const { ref, effect } of allEffects(order.effects)) {
    if (!isLive(order, ref)) continue;
    const at = readyAt(effect, leaseSeconds);
    if (at !== undefined) times.push(at);
  }
  const earliest = times.filter(Number.isFinite).sort((a, b) => a - b)[0];
  return earliest === undefined ? '' : new Date(earliest).toISOString();
}

/**
 * Whether work that should have happened by now is still undone (a text or the schedule failed or
 * is being done, a capture is being retried): the webhook then answers 5xx so the provider retries
 * it. A reminder not yet due is not overdue.
 */
export function hasOverdueWork(order: StoredOrder, now: Date): boolean {
  return allEffects(order.effects).some(({ ref, effect }) => {
    if (!isLive(order, ref) || isFinal(effect)) return false;
    return ref.kind !== 'reminder' || Date.parse(effect.at) <= now.getTime();
  });
}

/** The effects with each of `refs` claimed now by the caller. */
export function claimed(
  effects: OrderEffects,
  refs: readonly EffectRef[],
  now: Date,
): OrderEffects {
  return refs.reduce((next, ref) => {
    const effect = effectOf(next, ref);
    return effect
      ? withEffect(next, ref, { ...effect, state: 'sending', at: now.toISOString() })
      : next;
  }, effects);
}

/** What doing one effect came to. */
export type Outcome =
  | { ref: EffectRef; result: 'done' | 'skipped' }
  | { ref: EffectRef; result: 'error'; error: string };

/**
 * The effect after its attempt: done or skipped for good, or, after an error, pending again after
 * a backoff, or failed for good once it has failed MAX_FAILURES times. An outcome for an effect no
 * longer claimed (already finished by another process) changes nothing.
 */
export function afterOutcome(effect: Effect, outcome: Outcome, now: Date): Effect {
  if (effect.state !== 'sending') return effect;
  const at = now.toISOString();
  if (outcome.result !== 'error') return { ...effect, state: outcome.result, at };
  const failures = effect.failures + 1;
  const lastError = outcome.error.slice(0, 300);
  if (failures >= MAX_FAILURES[outcome.ref.kind])
    return { state: 'failed', failures, at, lastError };
  return {
    state: 'pending',
    failures,
    at: new Date(now.getTime() + retryDelayMs(failures)).toISOString(),
    lastError,
  };
}

/** The key a kind of effect and its contact are known by in logs and idempotency keys. */
export const refName = (ref: EffectRef): string =>
  'contactId' in ref ? `${ref.kind}:${ref.contactId}` : ref.kind;
