import {
  orderAcceptSchema,
  orderCreateSchema,
  orderStaffActionSchema,
  lazySchema,
} from '@inroom/shared';
import { z } from 'zod';
import { defineHandler } from '../http/handler';
import { result } from '../http/response';
import { newOrder, newOrderItem, newOrderItemOption } from '../templates';
import { createOrder } from './create';
import { guestCookie, guestIdOf, newGuestId } from './guest-cookie';
import { confirmPayment, handlePaymentEvent, paymentLink } from './payment';
import { activeOrders, getOrder, ordersForGuest } from './reads';
import { acceptOrder, completeOrder, contactForOrder, declineOrder, ordersForStaff } from './staff';

const orderIdParams = lazySchema(() => z.object({ orderId: z.uuid('Expected an order id') }));
const staffParams = lazySchema(() =>
  orderIdParams.extend({
    phoneNumber: z.string().regex(/^\d{4,19}$/, 'Expected a phone number'),
  }),
);
const tokenQuery = lazySchema(() =>
  z.object({ t: z.string().min(1, 'Expected a link token').max(200) }),
);

export const getNewOrder = defineHandler({}, async () => newOrder());
export const getNewOrderItem = defineHandler({}, async () => newOrderItem());
export const getNewOrderItemOption = defineHandler({}, async () => newOrderItemOption());

export const createOrderHandler = defineHandler(
  { body: orderCreateSchema },
  async ({ body, request, deps }) => {
    const created = await createOrder(deps, body, {
      guestId: guestIdOf(request),
      newGuestId,
      origin: request.headers['origin'],
    });
    return result(200, created.order, {
      cookies: created.guestId ? [guestCookie(request, created.guestId)] : [],
    });
  },
);

export const payOrderHandler = defineHandler({ params: orderIdParams }, ({ params, deps }) =>
  paymentLink(deps, params.orderId),
);

export const getOrderHandler = defineHandler({ params: orderIdParams }, ({ params, deps }) =>
  getOrder(deps, params.orderId),
);

export const getOrdersForGuestHandler = defineHandler(
  { params: orderIdParams },
  ({ params, request, deps }) => ordersForGuest(deps, params.orderId, guestIdOf(request)),
);

export const getActiveOrdersHandler = defineHandler({}, ({ request, deps }) =>
  activeOrders(deps, guestIdOf(request)),
);

export const getOrdersForStaffHandler = defineHandler(
  { params: staffParams, query: tokenQuery },
  ({ params, query, deps }) => ordersForStaff(deps, { ...params, token: query.t }),
);

export const getContactForOrderHandler = defineHandler(
  { params: staffParams, query: tokenQuery },
  ({ params, query, deps }) => contactForOrder(deps, { ...params, token: query.t }),
);

export const acceptOrderHandler = defineHandler({ body: orderAcceptSchema }, ({ body, deps }) =>
  acceptOrder(
    deps,
    { orderId: body.id, phoneNumber: body.phoneNumber, token: body.token },
    body.expectedDeliveryTimeMinutes,
  ),
);

export const declineOrderHandler = defineHandler(
  { body: orderStaffActionSchema },
  ({ body, deps }) =>
    declineOrder(deps, { orderId: body.id, phoneNumber: body.phoneNumber, token: body.token }),
);

export const completeOrderHandler = defineHandler(
  { body: orderStaffActionSchema },
  ({ body, deps }) =>
    completeOrder(deps, { orderId: body.id, phoneNumber: body.phoneNumber, token: body.token }),
);

/** Public, but only a body signed with the webhook secret is acted on (400 otherwise). */
export const paymentWebhookHandler = defineHandler({}, async ({ request, deps }) => {
  const event = await deps.payments.parseWebhook(
    request.rawBody ?? Buffer.alloc(0),
    request.headers['stripe-signature'],
  );
  await handlePaymentEvent(deps, event);
  return { received: true };
});

export const confirmPaymentHandler = defineHandler({ params: orderIdParams }, ({ params, deps }) =>
  confirmPayment(deps, params.orderId),
);
