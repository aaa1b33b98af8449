/** Order status codes as the API sends them (spec §4). */
export const ORDER_STATUS = {
  paymentPending: 1,
  awaitingResponse: 2,
  accepted: 3,
  declined: 4,
  completed: 5,
  cancelledNoResponse: 6,
  cancelled: 7,
} as const;
export type OrderStatus = (typeof ORDER_STATUS)[keyof typeof ORDER_STATUS];

// Spelt out rather than taken from Object.values so the literal types survive for z.literal
// (orders/schemas.ts).
export const ORDER_STATUS_CODES = [
  ORDER_STATUS.paymentPending,
  ORDER_STATUS.awaitingResponse,
  ORDER_STATUS.accepted,
  ORDER_STATUS.declined,
  ORDER_STATUS.completed,
  ORDER_STATUS.cancelledNoResponse,
  ORDER_STATUS.cancelled,
] as const;

/**
 * Payment status codes. The spec names only 2, 3 and 5; 1 and 4 are ours because cards are
 * authorised at checkout and only captured when the location accepts; 6 and 7 are ours too: the
 * provider refused the capture (after an accept) or the release (after a decline or expiry), and
 * the server keeps retrying it, then flags it for an operator.
 */
export const PAYMENT_STATUS = {
  pending: 1,
  paid: 2,
  declined: 3,
  authorised: 4,
  cancelled: 5,
  captureFailed: 6,
  releaseFailed: 7,
} as const;
export type PaymentStatus = (typeof PAYMENT_STATUS)[keyof typeof PAYMENT_STATUS];

export const PAYMENT_STATUS_CODES = [
  PAYMENT_STATUS.pending,
  PAYMENT_STATUS.paid,
  PAYMENT_STATUS.declined,
  PAYMENT_STATUS.authorised,
  PAYMENT_STATUS.cancelled,
  PAYMENT_STATUS.captureFailed,
  PAYMENT_STATUS.releaseFailed,
] as const;

type OrderTransitionRule = { readonly from: readonly OrderStatus[]; readonly to: OrderStatus };

export const ORDER_EVENT_NAMES = [
  'pay',
  'accept',
  'decline',
  'complete',
  'expire',
  'cancel',
] as const;
export type OrderEvent = (typeof ORDER_EVENT_NAMES)[number];

/**
 * Every allowed status change, keyed by the event that causes it. Kept as data so the API, the
 * web and the tests read one table instead of each re-deriving the rules.
 */
export const ORDER_EVENTS = {
  pay: { from: [ORDER_STATUS.paymentPending], to: ORDER_STATUS.awaitingResponse },
  accept: { from: [ORDER_STATUS.awaitingResponse], to: ORDER_STATUS.accepted },
  decline: { from: [ORDER_STATUS.awaitingResponse], to: ORDER_STATUS.declined },
  complete: { from: [ORDER_STATUS.accepted], to: ORDER_STATUS.completed },
  expire: { from: [ORDER_STATUS.awaitingResponse], to: ORDER_STATUS.cancelledNoResponse },
  cancel: {
    from: [ORDER_STATUS.paymentPending, ORDER_STATUS.awaitingResponse],
    to: ORDER_STATUS.cancelled,
  },
} as const satisfies Record<OrderEvent, OrderTransitionRule>;

/** The status an event leads to, or undefined when the event is not allowed from `from`. */
export function nextStatus(from: OrderStatus, event: OrderEvent): OrderStatus | undefined {
  // Guards against inherited keys such as 'toString' when the event comes from untyped input.
  if (!Object.hasOwn(ORDER_EVENTS, event)) return undefined;
  const rule: OrderTransitionRule = ORDER_EVENTS[event];
  return rule.from.includes(from) ? rule.to : undefined;
}

export function canTransition(from: OrderStatus, to: OrderStatus): boolean {
  return Object.values<OrderTransitionRule>(ORDER_EVENTS).some(
    (rule) => rule.to === to && rule.from.includes(from),
  );
}

const FINAL_STATUSES: readonly number[] = [
  ORDER_STATUS.declined,
  ORDER_STATUS.completed,
  ORDER_STATUS.cancelledNoResponse,
  ORDER_STATUS.cancelled,
];

/** True when no event can move the order on any more. */
export function isFinalStatus(status: number): boolean {
  return FINAL_STATUSES.includes(status);
}

/**
 * How long an order that ended (declined, completed, cancelled) stays in the guest's active orders
 * banner: long enough to see how it ended after the delivery or the decline text, short enough that
 * a guest ordering again later in the stay does not scroll past a phone's height of old orders.
 */
export const ENDED_ORDER_BANNER_MS = 2 * 3_600_000;

/** Whether the active orders banner still lists an order: until it ends, then ENDED_ORDER_BANNER_MS. */
export function staysInActiveOrders(status: number, endedAt: string, now: Date): boolean {
  if (!isFinalStatus(status)) return true;
  // An unparsable end counts as long past rather than keeping the order listed for ever.
  const ended = Date.parse(endedAt);
  return !Number.isNaN(ended) && now.getTime() - ended < ENDED_ORDER_BANNER_MS;
}

// What the guest must act on (pay) first, then what waits on the location, then the delivery on its
// way, then how orders ended, bad news before good.
const URGENCY: readonly number[] = [
  ORDER_STATUS.paymentPending,
  ORDER_STATUS.awaitingResponse,
  ORDER_STATUS.accepted,
  ORDER_STATUS.declined,
  ORDER_STATUS.cancelledNoResponse,
  ORDER_STATUS.cancelled,
  ORDER_STATUS.completed,
];

/** The order a folded active orders banner names: the most urgent, the first of equals. */
export function mostUrgentOrder<T extends { status: number }>(orders: readonly T[]): T | undefined {
  const rank = (order: T) => URGENCY.indexOf(order.status);
  return orders.reduce<T | undefined>(
    (best, order) => (best === undefined || rank(order) < rank(best) ? order : best),
    undefined,
  );
}

/**
 * True while staff can act on the order from a link: accept or decline it (2), confirm delivery
 * (3). A staff list carries a link token only for these.
 */
export function isStaffActionable(status: number): boolean {
  return status === ORDER_STATUS.awaitingResponse || status === ORDER_STATUS.accepted;
}

/**
 * Statuses that keep the active orders banner polling every 10 s. Spec §4 counts 7 (cancelled) as
 * awaiting although 7 is final; it is kept as written because the spec states it outright, so
 * dropping it is a product decision rather than a fix.
 */
export const AWAITING_STATUSES = [ORDER_STATUS.awaitingResponse, ORDER_STATUS.cancelled] as const;

export function isAwaitingStatus(status: number): boolean {
  return (AWAITING_STATUSES as readonly number[]).includes(status);
}

export function hasAwaitingOrder(orders: readonly { status: number }[]): boolean {
  return orders.some((order) => isAwaitingStatus(order.status));
}

export type BannerIcon = 'card' | 'spinner' | 'countdown' | 'cross' | 'check';

const BANNER_ICONS: Record<OrderStatus, BannerIcon> = {
  [ORDER_STATUS.paymentPending]: 'card',
  [ORDER_STATUS.awaitingResponse]: 'spinner',
  [ORDER_STATUS.accepted]: 'countdown',
  [ORDER_STATUS.declined]: 'cross',
  [ORDER_STATUS.completed]: 'check',
  [ORDER_STATUS.cancelledNoResponse]: 'cross',
  [ORDER_STATUS.cancelled]: 'cross',
};

/** The icon beside an order in the banner and in 'Your other orders' (spec §4). */
export function bannerIcon(status: OrderStatus): BannerIcon {
  return BANNER_ICONS[status];
}

// Our wording: the spec names only what each shown code means.
const PAYMENT_STATUS_TEXTS: Partial<Record<number, string>> = {
  [PAYMENT_STATUS.paid]: 'Paid',
  [PAYMENT_STATUS.declined]: 'Payment declined',
  [PAYMENT_STATUS.cancelled]: 'Payment cancelled',
};

/**
 * What staff see besides: a capture or release the provider refused is theirs to know about (the
 * server retries it, then an operator settles it); a guest is neither charged nor helped by it.
 */
const STAFF_PAYMENT_STATUS_TEXTS: Partial<Record<number, string>> = {
  ...PAYMENT_STATUS_TEXTS,
  [PAYMENT_STATUS.captureFailed]: 'Payment capture failed',
  [PAYMENT_STATUS.releaseFailed]: 'Card release failed',
};

export type PaymentStatusAudience = 'guest' | 'staff';

const textsFor = (audience: PaymentStatusAudience) =>
  audience === 'staff' ? STAFF_PAYMENT_STATUS_TEXTS : PAYMENT_STATUS_TEXTS;

/** Spec §4: only paid, declined and cancelled are shown to guests; staff also see 6 and 7. */
export function showsPaymentStatus(
  paymentStatus: number,
  audience: PaymentStatusAudience = 'guest',
): boolean {
  return textsFor(audience)[paymentStatus] !== undefined;
}

export function paymentStatusText(
  paymentStatus: number,
  audience: PaymentStatusAudience = 'guest',
): string {
  return textsFor(audience)[paymentStatus] ?? '';
}
