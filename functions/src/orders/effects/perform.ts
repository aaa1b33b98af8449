import { PAYMENT_STATUS, type LocationContact, type PaymentStatus } from '@inroom/shared';
import type { Dependencies } from '../../dependencies';
import { contactE164 } from '../../locations/contact-phone';
import { locationContactStore, type Effect, type StoredOrder } from '../../store';
import { phoneDigitsOf, staffLink } from '../staff-link';
import type { EffectRef, Outcome } from './plan';
import { newOrderText, reminderText } from './staff-texts';

/** What the effects of one run share: the location's contacts, read once and only if a text needs them. */
export interface RunContext {
  contacts: () => Promise<LocationContact[]>;
}

export function runContext(
  deps: Dependencies,
  order: StoredOrder,
  known?: readonly LocationContact[],
): RunContext {
  let contacts: Promise<LocationContact[]> | undefined = known
    ? Promise.resolve([...known])
    : undefined;
  return {
    contacts: () =>
      (contacts ??= locationContactStore.listForLocation(deps.store, order.locationId)),
  };
}

const messageOf = (error: unknown): string =>
  error instanceof Error ? `${error.name}: ${error.message}` : String(error);

/**
 * Does one claimed effect and says how it went; an error of the port is an outcome (retried later),
 * never thrown. `effect` is the claimed record, whose failure count numbers the attempt.
 */
export async function perform(
  deps: Dependencies,
  order: StoredOrder,
  ref: EffectRef,
  effect: Effect,
  context: RunContext,
): Promise<Outcome> {
  try {
    switch (ref.kind) {
      case 'expiry':
        return await scheduleExpiry(deps, order, ref);
      case 'sms':
      case 'reminder':
        return await text(deps, order, ref, effect, context);
      case 'settlement':
        return await settle(deps, order, ref, effect);
    }
  } catch (error) {
    return { ref, result: 'error', error: messageOf(error) };
  }
}

async function scheduleExpiry(
  deps: Dependencies,
  order: StoredOrder,
  ref: EffectRef,
): Promise<Outcome> {
  // Past the end of the window a schedule would only fire at once; the sweeper expires it instead.
  if (!order.respondBy || Date.parse(order.respondBy) <= deps.now().getTime())
    return { ref, result: 'skipped' };
  await deps.scheduler.scheduleExpiry(order.id, new Date(order.respondBy));
  return { ref, result: 'done' };
}

async function text(
  deps: Dependencies,
  order: StoredOrder,
  ref: Extract<EffectRef, { contactId: string }>,
  effect: Effect,
  context: RunContext,
): Promise<Outcome> {
  const now = deps.now();
  if (ref.kind === 'reminder' && Date.parse(order.respondBy) <= now.getTime())
    return { ref, result: 'skipped' };
  const contact = (await context.contacts()).find((candidate) => candidate.id === ref.contactId);
  const phone = contact?.isActive ? contactE164(contact) : undefined;
  // Made inactive (or deleted, or given a broken number) since the order was paid: nobody to text.
  if (!phone) {
    deps.logger.info('staff SMS skipped: the contact is no longer an active contact', {
      orderId: order.id,
      contactId: ref.contactId,
    });
    return { ref, result: 'skipped' };
  }
  const link = staffLink(
    order.siteUrl,
    await deps.orderSettings.linkSecret(),
    order.id,
    phoneDigitsOf(phone),
  );
  const kind = ref.kind === 'sms' ? 'new-order' : 'reminder';
  await deps.notifier.sendSms({
    phoneNumber: phone,
    text: ref.kind === 'sms' ? newOrderText(order, link, now) : reminderText(order, link, now),
    reference: `order ${order.id} ${ref.kind === 'sms' ? 'paid' : 'reminder'}`,
    dedupeKey: `order:${order.id}:${kind}:${ref.contactId}`,
    attempt: effect.failures + 1,
  });
  return { ref, result: 'done' };
}

async function settle(
  deps: Dependencies,
  order: StoredOrder,
  ref: EffectRef,
  effect: Effect,
): Promise<Outcome> {
  const action = order.effects.settlement?.action;
  if (!action || !order.paymentIntentId) return { ref, result: 'skipped' };
  // The provider keeps the answer to an idempotency key, refusals included: a retry after a refusal
  // needs a key of its own, while a retry after a crash (no failure recorded) repeats the last key,
  // so a capture that did go through is answered again rather than done twice.
  const key =
    effect.failures === 0
      ? `${order.id}:${action}`
      : `${order.id}:${action}:${effect.failures + 1}`;
  if (action === 'capture') await deps.payments.capture(order.paymentIntentId, key);
  else await deps.payments.cancelAuthorisation(order.paymentIntentId, key);
  return { ref, result: 'done' };
}

/** The payment status a settlement leaves: paid or cancelled when it went through, 6 or 7 while refused. */
export function paymentStatusAfter(
  action: 'capture' | 'cancel',
  result: Outcome['result'],
): PaymentStatus | undefined {
  if (result === 'done')
    return action === 'capture' ? PAYMENT_STATUS.paid : PAYMENT_STATUS.cancelled;
  if (result === 'error')
    return action === 'capture' ? PAYMENT_STATUS.captureFailed : PAYMENT_STATUS.releaseFailed;
  return undefined;
}
