import { ORDER_STATUS, PAYMENT_STATUS, type Order } from '@inroom/shared';
import type { Dependencies } from '../dependencies';
import { ConflictError } from '../http/errors';
import type { PaymentEvent } from '../payments/port';
import { orderStore, type StoredOrder } from '../store';
import { notifyStaff } from './notify-staff';
import { loadOrder, orderConflict, saveOrder, transitionOrder } from './transition';
import { orderView } from './views';

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
 * 1 -> 2 exactly once, whoever gets here first (the webhook or the guest's redirect back): the
 * conditional write on the status decides, and only the winner schedules the expiry and texts the
 * staff, so a replayed event changes nothing twice.
 */
export async function markPaid(
  deps: Dependencies,
  order: StoredOrder,
  paymentIntentId: string | undefined,
): Promise<StoredOrder> {
  if (order.status !== ORDER_STATUS.paymentPending) return order;
  const now = deps.now();
  const respondBy = new Date(now.getTime() + deps.orderSettings.responseWindowSeconds * 1000);
  let paid: StoredOrder;
  try {
    paid = await transitionOrder(deps, order, 'pay', {
      paymentStatus: PAYMENT_STATUS.authorised,
      paymentIntentId: paymentIntentId ?? '',
      paidAt: now.toISOString(),
      respondBy: respondBy.toISOString(),
    });
  } catch (error) {
    if (error instanceof ConflictError) return loadOrder(deps, order.id);
    throw error;
  }
  await deps.scheduler.scheduleExpiry(paid.id, respondBy);
  await notifyStaff(deps, paid);
  return paid;
}

/** The guest is back from checkout: ask the provider rather than wait for a late webhook. */
export async function confirmPayment(deps: Dependencies, orderId: string): Promise<Order> {
  let order = await loadOrder(deps, orderId);
  if (order.status === ORDER_STATUS.paymentPending && order.checkoutSessionId) {
    const checkout = await deps.payments.getCheckout(order.checkoutSessionId);
    if (checkout.status === 'complete')
      order = await markPaid(deps, order, checkout.paymentIntentId);
  }
  return orderView(order, deps.now());
}

/** 'Make payment' (spec §4, status 1): the open checkout again, or a new one if it expired. */
export async function paymentLink(
  deps: Dependencies,
  orderId: string,
): Promise<{ paymentUrl: string }> {
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
}

/**
 * A verified webhook event. Unknown orders and events are acknowledged and ignored (the provider
 * would otherwise retry them for days); failed and expired checkouts only change the payment
 * status, so the guest sees 'Your payment failed' and can pay again.
 */
export async function handlePaymentEvent(deps: Dependencies, event: PaymentEvent): Promise<void> {
  if (event.type === 'other' || !event.orderId) return;
  const order = await orderStore.get(deps.store, event.orderId);
  if (!order) {
    deps.logger.warn('payment event for an unknown order', { eventId: event.id });
    return;
  }
  if (event.type === 'checkout.completed') {
    await markPaid(deps, order, event.paymentIntentId);
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
  } catch (error) {
    // Something else changed the order meanwhile (it was paid, say): that change stands.
    if (!(error instanceof ConflictError)) throw error;
  }
}
