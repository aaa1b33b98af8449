import {
  isStaffActionable,
  ORDER_STATUS,
  type AnswerChannel,
  type LocationContact,
  type Order,
  type OrderAccept,
} from '@inroom/shared';
import type { Dependencies } from '../dependencies';
import { ForbiddenError, NotFoundError } from '../http/errors';
import { contactE164 } from '../locations/contact-phone';
import { forOrder } from '../observability/order-log';
import { locationContactStore, orderStore, type StoredOrder } from '../store';
import type { OrderAnswer } from '../store/entities/order';
import { withSettlement } from './effects/plan';
import { runOrderEffects, SETTLEMENT_ONLY } from './effects/run';
import { expireOrder } from './expire';
import { isValidStaffLinkToken, phoneDigitsOf, staffLinkState, staffLinkToken } from './staff-link';
import { loadOrder, orderConflict, transitionOrder } from './transition';
import { orderView } from './views';

export interface StaffCaller {
  orderId: string;
  phoneNumber: string;
  token: string;
}

/**
 * A staff call is allowed only with the token of the link that phone was texted for this order,
 * only while that link works (staffLinkState: while the order is to answer or deliver, and a day
 * after it ended) and only while the phone is an active contact of the order's location (403
 * otherwise).
 */
export async function authoriseStaff(
  deps: Dependencies,
  caller: StaffCaller,
): Promise<{ order: StoredOrder; contact: LocationContact }> {
  const secret = await deps.orderSettings.linkSecret();
  if (!isValidStaffLinkToken(secret, caller.orderId, caller.phoneNumber, caller.token))
    throw new ForbiddenError('This order link is not valid');
  const order = await orderStore.get(deps.store, caller.orderId);
  if (!order) throw new NotFoundError('No order was found');
  const link = staffLinkState(order, deps.now());
  // An unpaid order's link was never texted: whoever has it did not get it from us.
  if (link === 'unsent') throw new ForbiddenError('This order link is not valid');
  if (link === 'expired') throw new ForbiddenError('This order link has expired');
  const contacts = await locationContactStore.listForLocation(deps.store, order.locationId);
  const contact = contacts.find((candidate) => {
    const phone = contactE164(candidate);
    return candidate.isActive && phone && phoneDigitsOf(phone) === caller.phoneNumber;
  });
  if (!contact) throw new ForbiddenError('This phone is not an active contact of the location');
  return { order, contact };
}

/** The answer window is over even if the expiry has not run yet: expire it now, and say so. */
async function refuseIfWindowClosed(deps: Dependencies, order: StoredOrder): Promise<void> {
  if (order.status !== ORDER_STATUS.awaitingResponse || !order.respondBy) return;
  if (deps.now().getTime() < new Date(order.respondBy).getTime()) return;
  await expireOrder(deps, order.id);
  throw orderConflict(
    deps,
    await loadOrder(deps, order.id),
    'The time to answer this order is over',
  );
}

/**
 * Who answers an order: a staff contact from their texted link, or a signed-in back-office user.
 * Either way the same transitions below run, with the same windows and compare-and-set; only the
 * authorisation before them differs.
 */
export interface Answerer {
  /** The contact's id, or the back-office user's (Cognito sub); null when it is not an id. */
  id: string | null;
  name: string;
  via: AnswerChannel;
}

/** The record of an answer, appended in the same write as its status change. */
const answered = (
  current: StoredOrder,
  event: OrderAnswer['event'],
  answerer: Answerer,
  at: Date,
): Pick<StoredOrder, 'answers'> => ({
  answers: [
    ...(current.answers ?? []),
    { event, at: at.toISOString(), by: answerer.name, via: answerer.via },
  ],
});

/**
 * Accept (2 -> 3) with the expected delivery, recording in the same write that the payment is to be
 * captured, then capture it. A capture the provider refuses leaves the order accepted with payment
 * status 'capture failed', retried by the sweeper.
 */
export async function acceptAs(
  deps: Dependencies,
  order: StoredOrder,
  answerer: Answerer,
  expectedDeliveryTimeMinutes: OrderAccept['expectedDeliveryTimeMinutes'],
): Promise<Order> {
  await refuseIfWindowClosed(deps, order);
  const now = deps.now();
  // Captured only once accepted: had the capture come first, losing the race to the expiry would
  // have charged the guest for a cancelled order.
  let accepted = await transitionOrder(deps, order, 'accept', (current) => ({
    expectedDeliveryTimeMinutes,
    acceptedById: answerer.id,
    acceptedByName: answerer.name,
    respondBy: '',
    deliverBy: new Date(now.getTime() + expectedDeliveryTimeMinutes * 60_000).toISOString(),
    effects: withSettlement(current, 'capture', now),
    ...answered(current, 'accept', answerer, now),
  }));
  // Only the winner of the status change gets here: a lost race threw a 409 above.
  deps.metrics.count('OrderAccepted');
  accepted = await runOrderEffects(deps, accepted, SETTLEMENT_ONLY);
  return orderView(accepted, deps.now());
}

/** Decline (2 -> 4), then release the authorisation (the same way): the guest is not charged. */
export async function declineAs(
  deps: Dependencies,
  order: StoredOrder,
  answerer: Answerer,
): Promise<Order> {
  await refuseIfWindowClosed(deps, order);
  let declined = await transitionOrder(deps, order, 'decline', (current) => ({
    expectedDeliveryTimeMinutes: 0,
    respondBy: '',
    effects: withSettlement(current, 'cancel', deps.now()),
    ...answered(current, 'decline', answerer, deps.now()),
  }));
  deps.metrics.count('OrderDeclined');
  declined = await runOrderEffects(deps, declined, SETTLEMENT_ONLY);
  return orderView(declined, deps.now());
}

/** Confirm delivery (3 -> 5). */
export async function completeAs(
  deps: Dependencies,
  order: StoredOrder,
  answerer: Answerer,
): Promise<Order> {
  const completed = await transitionOrder(deps, order, 'complete', (current) => ({
    expectedDeliveryTimeMinutes: 0,
    deliverBy: '',
    ...answered(current, 'complete', answerer, deps.now()),
  }));
  deps.metrics.count('OrderCompleted');
  return orderView(completed, deps.now());
}

/** The contact a staff link was texted to, as the one answering. */
const viaLink = (contact: LocationContact): Answerer => ({
  id: contact.id,
  name: contact.name,
  via: 'sms-link',
});

/** order/accept from a staff link. */
export async function acceptOrder(
  callerDeps: Dependencies,
  caller: StaffCaller,
  expectedDeliveryTimeMinutes: OrderAccept['expectedDeliveryTimeMinutes'],
): Promise<Order> {
  const deps = forOrder(callerDeps, caller.orderId);
  const { order, contact } = await authoriseStaff(deps, caller);
  return acceptAs(deps, order, viaLink(contact), expectedDeliveryTimeMinutes);
}

/** order/decline from a staff link. */
export async function declineOrder(callerDeps: Dependencies, caller: StaffCaller): Promise<Order> {
  const deps = forOrder(callerDeps, caller.orderId);
  const { order, contact } = await authoriseStaff(deps, caller);
  return declineAs(deps, order, viaLink(contact));
}

/** order/complete from a staff link. */
export async function completeOrder(callerDeps: Dependencies, caller: StaffCaller): Promise<Order> {
  const deps = forOrder(callerDeps, caller.orderId);
  const { order, contact } = await authoriseStaff(deps, caller);
  return completeAs(deps, order, viaLink(contact));
}

/** locationcontact/get/{orderId}/{phoneNumber}: who is answering, for 'Order accepted by'. */
export async function contactForOrder(
  deps: Dependencies,
  caller: StaffCaller,
): Promise<{ id: string; name: string }> {
  const { contact } = await authoriseStaff(forOrder(deps, caller.orderId), caller);
  return { id: contact.id, name: contact.name };
}

/**
 * order/getall/{orderId}/{phoneNumber}: the link's order and this contact's other recent orders,
 * newest first: those of the location texted to this contact whose own links still work. Not the
 * whole location's: a link is one contact's view of one order, and a forwarded one must not show
 * every guest's room. Only orders still to answer or deliver carry a token to open them with; the
 * others are there to look back at.
 */
export async function ordersForStaff(
  callerDeps: Dependencies,
  caller: StaffCaller,
): Promise<Order[]> {
  const deps = forOrder(callerDeps, caller.orderId);
  const { order, contact } = await authoriseStaff(deps, caller);
  // The location's latest orders (one bounded Query), filtered here: the contact's texts are kept
  // on each order, which no index can select by.
  const recent = await orderStore.listForLocation(deps.store, order.locationId);
  const now = deps.now();
  const theirs = recent.filter(
    (each) =>
      each.id === order.id ||
      (wasTextedTo(each, contact.id) && staffLinkState(each, now) === 'live'),
  );
  const listed = theirs.some((each) => each.id === order.id) ? theirs : [order, ...theirs];
  const secret = await deps.orderSettings.linkSecret();
  return listed.map((each) => {
    const view = orderView(each, now);
    if (!isStaffActionable(each.status)) return view;
    return { ...view, staffToken: staffLinkToken(secret, each.id, caller.phoneNumber) };
  });
}

/**
 * Whether the order's link was texted to this contact (or is about to be): one new-order text per
 * contact active when it was paid. A text skipped (the contact was off duty by then) or given up on
 * never reached them.
 */
function wasTextedTo(order: StoredOrder, contactId: string): boolean {
  const text = order.effects.sms[contactId];
  return text !== undefined && text.state !== 'skipped' && text.state !== 'failed';
}
