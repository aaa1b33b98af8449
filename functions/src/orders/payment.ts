import {
  idSchema,
  ORDER_STATUS,
  PAYMENT_STATUS,
  type LocationContact,
  type Order,
} from '@inroom/shared';
import type { Dependencies } from '../dependencies';
import { ApiError, ConflictError } from '../http/errors';
import { contactE164 } from '../locations/contact-phone';
import { forOrder } from '../observability/order-log';
import type { PaymentEvent } from '../payments/port';
import { locationContactStore, orderStore, type StoredOrder } from '../store';
import { dueEffects, effectsWhenPaid, hasOverdueWork } from './effects/plan';
import { runOrderEffects } from './effects/run';
import { loadOrder, orderConflict, saveOrder, transitionOrder } from './transition';
import { orderView } from './views';

/**
 * The webhook's answer while a paid order's texts or schedule are still undone: a 5xx makes the
 * provider deliver the event again later, and that delivery finishes the work (as does the sweeper).
 */
export class OrderWorkPendingError extends ApiError {
  constructor() {
    super(503, 'order_work_pending', 'The order is paid; notifying its staff is still under way');
  }
}

/**
 * Runs a guest's step towards paying (order/create, order/pay); any failure but a 4xx (the guest's
 * to correct, or a lost race) counts as CheckoutFailed: the provider would not open a checkout, or
 * our code failed.
 */
export async function countingCheckoutFailures<T>(
  deps: Dependencies,
  step: () => Promise<T>,
): Promise<T> {
  try {
    return await step();
  } catch (error) {
    if (!(error instanceof ApiError && error.status < 500)) deps.metrics.count('CheckoutFailed');
    throw error;
  }
}

/**
 * A new checkout for an order awaiting payment. The first attempt's idempotency key is the order
 * id, so a retried create never makes a second session; a new attempt (after the last session
 * expired) gets its own key.
 */
export async function startCheckout(deps: Dependencies, order: StoredOrder): Promise<StoredOrder> {
  const attempt = order.checkoutAttempt + 1;
  const back = `${order.siteUrl}/order/${order.id}`;
  const session = await deps.payments.createCheckout({
    orderId: order.id,
    idempotencyKey: attempt === 1 ? order.id : `${order.id}:${attempt}`,
    amount: order.priceSum,
    currency: order.currencyId,
    description: `Order #${order.orderNumber} from ${order.locationName}`,
    successUrl: back,
    cancelUrl: back,
  });
  return saveOrder(deps, order, {
    checkoutSessionId: session.sessionId,
    paymentUrl: session.url,
    checkoutAttempt: attempt,
    paymentStatus: PAYMENT_STATUS.pending,
  });
}

/**
 * The location's contacts, and the ids of those to text: active, with a number SMS can reach. The
 * contacts go on to the texts themselves, so paying reads them once.
 */
async function contactsToText(
  deps: Dependencies,
  order: StoredOrder,
): Promise<{ contacts: LocationContact[]; ids: string[] }> {
  const contacts = await locationContactStore.listForLocation(deps.store, order.locationId);
  const ids = contacts.flatMap((contact) => {
    if (!contact.isActive) return [];
    if (contactE164(contact)) return [contact.id];
    deps.logger.warn('contact phone is not a valid number', { contactId: contact.id });
    return [];
  });
  if (ids.length === 0)
    deps.logger.warn('a paid order has no active contact to text; it will expire', {
      locationId: order.locationId,
    });
  return { contacts, ids };
}

/**
 * 1 -> 2 exactly once, whoever gets here first (the webhook or the guest's redirect back): the
 * conditional write on the status decides, and it records in the same write what paying leaves to
 * do (the expiry schedule, a text to each active contact, the reminders). Then, and on every later
 * call (a replayed event, a retry after a crash), whatever of that is still due is done: each piece
 * once, claimed on the order before it is done.
 */
export async function markPaid(
  callerDeps: Dependencies,
  order: StoredOrder,
  paymentIntentId: string | undefined,
): Promise<StoredOrder> {
  const deps = forOrder(callerDeps, order.id);
  let paid = order;
  let contacts: LocationContact[] | undefined;
  if (order.status === ORDER_STATUS.paymentPending) {
    const now = deps.now();
    const { responseWindowSeconds, reminder } = deps.orderSettings;
    const respondBy = new Date(now.getTime() + responseWindowSeconds * 1000);
    const remindAt = new Date(now.getTime() + (responseWindowSeconds * 1000) / 2);
    const toText = await contactsToText(deps, order);
    contacts = toText.contacts;
    try {
      paid = await transitionOrder(deps, order, 'pay', {
        paymentStatus: PAYMENT_STATUS.authorised,
        paymentIntentId: paymentIntentId ?? '',
        paidAt: now.toISOString(),
        respondBy: respondBy.toISOString(),
        effects: effectsWhenPaid(toText.ids, now, reminder ? remindAt : undefined),
      });
      deps.metrics.count('OrderPaid');
    } catch (error) {
      if (!(error instanceof ConflictError)) throw error;
      paid = await loadOrder(deps, order.id);
    }
  }
  return runOrderEffects(deps, paid, { contacts });
}

/**
 * The guest is back from checkout: ask the provider rather than wait for a late webhook, and finish
 * whatever paying left undone. The guest sees the order either way: work that fails here is retried
 * by the webhook's redelivery and the sweeper.
 */
export async function confirmPayment(callerDeps: Dependencies, orderId: string): Promise<Order> {
  const deps = forOrder(callerDeps, orderId);
  let order = await loadOrder(deps, orderId);
  try {
    if (order.status === ORDER_STATUS.paymentPending && order.checkoutSessionId) {
      const checkout = await deps.payments.getCheckout(order.checkoutSessionId);
      if (checkout.status === 'complete')
        order = await markPaid(deps, order, checkout.paymentIntentId);
    } else if (dueEffects(order, deps.now(), deps.orderSettings.effectLeaseSeconds).length > 0) {
      order = await runOrderEffects(deps, order);
    }
  } catch (error) {
    // Paid, but finishing the work failed (a store error): the guest still sees the paid order,
    // and the webhook's redelivery or the sweeper finishes it.
    const current = await loadOrder(deps, orderId);
    if (current.status === ORDER_STATUS.paymentPending) throw error;
    deps.logger.error('finishing a paid order failed; the sweeper retries it', {
      error: error as Error,
    });
    order = current;
  }
  return orderView(order, deps.now());
}

/** 'Make payment' (spec §4, status 1): the open checkout again, or a new one if it expired. */
export async function paymentLink(
  callerDeps: Dependencies,
  orderId: string,
): Promise<{ paymentUrl: string }> {
  const deps = forOrder(callerDeps, orderId);
  return countingCheckoutFailures(deps, async () => {
    let order = await loadOrder(deps, orderId);
    if (order.status !== ORDER_STATUS.paymentPending)
      throw orderConflict(deps, order, 'The order is no longer awaiting payment');
    if (order.checkoutSessionId) {
      const checkout = await deps.payments.getCheckout(order.checkoutSessionId);
      // Paid meanwhile (the tab closed before the redirect): the order page confirms it through
      // payment/confirm, whose function may text the staff and schedule the expiry; this one may not.
      if (checkout.status === 'complete')
        throw orderConflict(deps, order, 'The order is already paid');
      if (checkout.status === 'open') return { paymentUrl: order.paymentUrl };
    }
    order = await startCheckout(deps, order);
    return { paymentUrl: order.paymentUrl };
  });
}

/**
 * A verified webhook event. Unknown orders and events are acknowledged and ignored (the provider
 * would otherwise retry them for days); failed and expired checkouts only change the payment
 * status, so the guest sees 'Your payment failed' and can pay again.
 */
export async function handlePaymentEvent(
  callerDeps: Dependencies,
  event: PaymentEvent,
): Promise<void> {
  // A reference that cannot be an order id (a 5,000-character string would not even fit a key)
  // names no order of ours.
  if (event.type === 'other') return;
  const orderId = idSchema.safeParse(event.orderId).data;
  if (!orderId) return;
  const deps = forOrder(callerDeps, orderId);
  const order = await orderStore.get(deps.store, orderId);
  if (!order) {
    deps.logger.warn('payment event for an unknown order', { eventId: event.id });
    return;
  }
  if (event.type === 'checkout.completed') {
    const paid = await markPaid(deps, order, event.paymentIntentId);
    if (hasOverdueWork(paid, deps.now())) throw new OrderWorkPendingError();
    return;
  }
  if (order.status !== ORDER_STATUS.paymentPending) return;
  // An old attempt's session expiring says nothing about the current one.
  if (event.type === 'checkout.expired' && event.sessionId !== order.checkoutSessionId) return;
  const paymentStatus =
    event.type === 'checkout.expired' ? PAYMENT_STATUS.cancelled : PAYMENT_STATUS.declined;
  if (order.paymentStatus === paymentStatus) return;
  try {
    await saveOrder(deps, order, { paymentStatus });
    // The card was refused (once per refusal: a replayed event finds the status already written).
    if (paymentStatus === PAYMENT_STATUS.declined) deps.metrics.count('CheckoutFailed');
  } catch (error) {
    // Something else changed the order meanwhile (it was paid, say): that change stands.
    if (!(error instanceof ConflictError)) throw error;
  }
}
