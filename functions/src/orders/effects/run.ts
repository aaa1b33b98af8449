import type { LocationContact, PaymentStatus } from '@inroom/shared';
import type { Dependencies } from '../../dependencies';
import type { StoredOrder } from '../../store';
import { updateOrder } from '../transition';
import { paymentStatusAfter, perform, runContext } from './perform';
import {
  afterOutcome,
  claimed,
  dueEffects,
  effectOf,
  refName,
  withEffect,
  type EffectKind,
  type EffectRef,
  type Outcome,
} from './plan';

export interface RunOptions {
  /** Only these kinds of work (all unless given). */
  kinds?: readonly EffectKind[];
  /** The location's contacts, when the caller has just read them (else read once if a text needs them). */
  contacts?: readonly LocationContact[];
}

/** Only money: what the staff and expiry functions run (they have no SMS or scheduler clients). */
export const SETTLEMENT_ONLY: RunOptions = { kinds: ['settlement'] };

/** Rounds of claim, do, record in one run: a reminder may fall due once its contact's first text is done. */
const ROUNDS = 3;

/**
 * Does whatever of the order's work is due now, and returns the order as last written. Each round
 * claims the due effects in one conditional write (so of two processes finding the same work, one
 * does it), does them side by side, and records how each went in another write. A failure of a port
 * is recorded for a retry with backoff, not thrown; a store failure is thrown (the caller, or the
 * next sweep, runs again: claimed work is taken over once its lease runs out).
 */
export async function runOrderEffects(
  deps: Dependencies,
  start: StoredOrder,
  { kinds, contacts }: RunOptions = {},
): Promise<StoredOrder> {
  const lease = deps.orderSettings.effectLeaseSeconds;
  const dueNow = (order: StoredOrder) =>
    dueEffects(order, deps.now(), lease).filter((ref) => !kinds || kinds.includes(ref.kind));
  let order = start;
  const context = runContext(deps, order, contacts);
  for (let round = 0; round < ROUNDS; round += 1) {
    if (dueNow(order).length === 0) return order;
    let refs: EffectRef[] = [];
    order = await updateOrder(deps, order, (current) => {
      refs = dueNow(current);
      if (refs.length === 0) return undefined;
      return { effects: claimed(current.effects, refs, deps.now()) };
    });
    if (refs.length === 0) return order;
    const claimedOrder = order;
    const outcomes = await Promise.all(
      refs.map((ref) => {
        const effect = effectOf(claimedOrder.effects, ref);
        return effect
          ? perform(deps, claimedOrder, ref, effect, context)
          : Promise.resolve<Outcome>({ ref, result: 'skipped' });
      }),
    );
    order = await record(deps, order, outcomes);
  }
  return order;
}

/** Writes the outcomes onto the order as it is now (someone may have changed it meanwhile). */
async function record(
  deps: Dependencies,
  order: StoredOrder,
  outcomes: readonly Outcome[],
): Promise<StoredOrder> {
  const now = deps.now();
  const saved = await updateOrder(deps, order, (current) => {
    let effects = current.effects;
    let paymentStatus: PaymentStatus | undefined;
    for (const outcome of outcomes) {
      const effect = effectOf(effects, outcome.ref);
      if (!effect || effect.state !== 'sending') continue;
      effects = withEffect(effects, outcome.ref, afterOutcome(effect, outcome, now));
      if (outcome.ref.kind === 'settlement' && current.effects.settlement)
        paymentStatus =
          paymentStatusAfter(current.effects.settlement.action, outcome.result) ?? paymentStatus;
    }
    if (effects === current.effects) return undefined;
    return { effects, ...(paymentStatus === undefined ? {} : { paymentStatus }) };
  });
  report(deps, saved, outcomes);
  return saved;
}

/** Logs and counts what an operator alarms on: every failed attempt, and work given up. */
function report(deps: Dependencies, order: StoredOrder, outcomes: readonly Outcome[]): void {
  for (const outcome of outcomes) {
    const effect = effectOf(order.effects, outcome.ref);
    const details = { orderId: order.id, effect: refName(outcome.ref) };
    if (outcome.result === 'done') {
      if (outcome.ref.kind === 'sms' || outcome.ref.kind === 'reminder')
        deps.metrics.count('SmsSent');
      if (outcome.ref.kind === 'reminder') deps.metrics.count('ReminderSent');
      continue;
    }
    if (outcome.result !== 'error') continue;
    const isMoney = outcome.ref.kind === 'settlement';
    deps.metrics.count(
      isMoney
        ? 'SettlementFailed'
        : outcome.ref.kind === 'expiry'
          ? 'ExpiryScheduleFailed'
          : 'SmsFailed',
    );
    if (effect?.state === 'failed') {
      deps.metrics.count(isMoney ? 'SettlementGaveUp' : 'EffectGaveUp');
      deps.logger.error(
        isMoney
          ? 'payment settlement given up: an operator must capture or release it in the provider'
          : 'order effect given up',
        { ...details, failures: effect.failures, error: outcome.error },
      );
    } else {
      deps.logger.warn('order effect failed; it is retried', {
        ...details,
        failures: effect?.failures,
        nextAttemptAt: effect?.at,
        error: outcome.error,
      });
    }
  }
}
