import { z } from 'zod';
import { basketCurrencySchema } from '../entities/basket';
import { orderSchema } from '../entities/order';
import {
  daysInRange,
  HISTORY_MAX_DAYS,
  HISTORY_PAGE_DEFAULT,
  HISTORY_PAGE_MAX,
  parseLocalDate,
} from '../orders/board';
import { deliveryTimeSchema, orderStatusSchema, paymentStatusSchema } from '../orders/schemas';
import { savedIdSchema } from '../schema/fields';
import { lazySchema } from '../schema/lazy';

// The back office's orders board (issue 17): the bodies and queries its routes take, and the
// answers they give (docs/api.md, Orders board).

/** Body of order/be/accept: the order and the expected delivery (one of the spec's choices). */
export const orderBackOfficeAcceptSchema = lazySchema(() =>
  z.strictObject({
    orderId: savedIdSchema,
    expectedDeliveryTimeMinutes: deliveryTimeSchema,
  }),
);
export type OrderBackOfficeAccept = z.input<typeof orderBackOfficeAcceptSchema>;

/** Body of order/be/decline and order/be/complete. */
export const orderBackOfficeActionSchema = lazySchema(() =>
  z.strictObject({ orderId: savedIdSchema }),
);
export type OrderBackOfficeAction = z.input<typeof orderBackOfficeActionSchema>;

const localDateSchema = (label: string) =>
  z
    .string(`${label} is required`)
    .refine((text) => parseLocalDate(text) !== undefined, `${label} must be a date (YYYY-MM-DD)`);

/** `from` and `to`: local days of the location, both included, at most HISTORY_MAX_DAYS apart. */
const dayRange = () => ({
  from: localDateSchema('From'),
  to: localDateSchema('To'),
});

type DayRange = { from: string; to: string };
const checkRange = (range: DayRange, context: z.RefinementCtx) => {
  const from = parseLocalDate(range.from);
  const to = parseLocalDate(range.to);
  if (!from || !to) return;
  const days = daysInRange(from, to);
  if (days === 0)
    context.addIssue({ code: 'custom', path: ['to'], message: 'To must not be before From' });
  else if (days > HISTORY_MAX_DAYS)
    context.addIssue({
      code: 'custom',
      path: ['to'],
      message: `The range must be at most ${HISTORY_MAX_DAYS} days`,
    });
};

const statusFilter = lazySchema(() =>
  z.coerce.number('Status must be a number').pipe(orderStatusSchema).optional(),
);

/** Query of order/be/totals/{locationId}. */
export const orderTotalsQuerySchema = lazySchema(() =>
  z.strictObject(dayRange()).superRefine(checkRange),
);

/** Query of order/be/export/{locationId}. */
export const orderExportQuerySchema = lazySchema(() =>
  z.strictObject({ ...dayRange(), status: statusFilter }).superRefine(checkRange),
);

/** Query of order/be/history/{locationId}: one page, its cursor the `nextCursor` of the one before. */
export const orderHistoryQuerySchema = lazySchema(() =>
  z
    .strictObject({
      ...dayRange(),
      status: statusFilter,
      cursor: z.string().max(1000, 'The cursor is not valid').optional(),
      limit: z.coerce
        .number('Limit must be a number')
        .int('Limit must be a whole number')
        .min(1, 'Limit must be at least 1')
        .max(HISTORY_PAGE_MAX, `Limit must be at most ${HISTORY_PAGE_MAX}`)
        .default(HISTORY_PAGE_DEFAULT),
    })
    .superRefine(checkRange),
);
export type OrderHistoryQuery = z.output<typeof orderHistoryQuerySchema>;

/** An order as a line of the board or the history. */
export const boardOrderSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    orderNumber: z.number().int(),
    locationId: z.string(),
    locationName: z.string(),
    status: orderStatusSchema,
    paymentStatus: paymentStatusSchema,
    room: z.string(),
    /** The quantities of its lines added up. */
    itemCount: z.number().int(),
    /** The order's total in minor units. */
    total: z.number().int(),
    currency: basketCurrencySchema,
    createdAt: z.iso.datetime(),
    /** createdAt on the location's wall clock, as the order view has it ('21 Nov 18:05'). */
    createdAtString: z.string(),
    /** The end of the response window while status is 2, else ''. */
    respondBy: z.string(),
    /** Seconds left to answer while status is 2, else 0. */
    requestExpiresIn: z.number().int(),
    /** When the delivery is expected while status is 3, else ''. */
    deliverBy: z.string(),
    acceptedBy: z.object({ name: z.string() }).nullable(),
  }),
);
export type BoardOrder = z.infer<typeof boardOrderSchema>;

/** GET order/be/board/{locationId}. */
export const orderBoardSchema = lazySchema(() =>
  z.object({
    /** The location first, then its children (a hotel's restaurants) in their order. */
    locations: z.array(z.object({ id: z.string(), name: z.string() })),
    /** Awaiting an answer first, then newest first (compareBoardOrders). */
    orders: z.array(boardOrderSchema),
    serverTime: z.iso.datetime(),
  }),
);
export type OrderBoard = z.infer<typeof orderBoardSchema>;

/** GET order/be/history/{locationId}. */
export const orderHistoryPageSchema = lazySchema(() =>
  z.object({
    orders: z.array(boardOrderSchema),
    /** Ask again with this as `cursor` for the next page; null after the last. */
    nextCursor: z.string().nullable(),
  }),
);
export type OrderHistoryPage = z.infer<typeof orderHistoryPageSchema>;

/** One local day's figures in one currency (docs/api.md defines each). */
export const orderDayTotalsSchema = lazySchema(() =>
  z.object({
    date: z.string(),
    /** The ISO 4217 code, e.g. 'DKK'. */
    currency: z.string(),
    orders: z.number().int(),
    paid: z.number().int(),
    captured: z.number().int(),
    released: z.number().int(),
  }),
);
export type OrderDayTotals = z.infer<typeof orderDayTotalsSchema>;

/** GET order/be/totals/{locationId}: days in date order, each day's currencies by code. */
export const orderTotalsSchema = lazySchema(() =>
  z.object({ days: z.array(orderDayTotalsSchema) }),
);
export type OrderTotals = z.infer<typeof orderTotalsSchema>;

export const TIMELINE_EVENTS = [
  'created',
  'paid',
  'sms-sent',
  'reminder-sent',
  'accepted',
  'declined',
  'completed',
  'expired',
  'cancelled',
  'capture-failed',
  'release-failed',
] as const;
export type TimelineEventName = (typeof TIMELINE_EVENTS)[number];

/** Where an answer came from: a staff contact's texted link, or the back office. */
export const ANSWER_CHANNELS = ['sms-link', 'back-office'] as const;
export type AnswerChannel = (typeof ANSWER_CHANNELS)[number];

export const timelineEventSchema = lazySchema(() =>
  z.object({
    at: z.iso.datetime(),
    event: z.enum(TIMELINE_EVENTS),
    /** Who did it (a staff contact's name, a back-office user), or for a text who it went to. */
    by: z.string().optional(),
    via: z.enum(ANSWER_CHANNELS).optional(),
  }),
);
export type TimelineEvent = z.infer<typeof timelineEventSchema>;

/** GET order/be/get/{orderId}: the order as staff see it, and what happened to it, oldest first. */
export const orderDetailSchema = lazySchema(() =>
  z.object({
    order: orderSchema,
    timeline: z.array(timelineEventSchema),
  }),
);
export type OrderDetail = z.infer<typeof orderDetailSchema>;
