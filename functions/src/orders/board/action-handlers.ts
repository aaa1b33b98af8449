import { orderBackOfficeAcceptSchema, orderBackOfficeActionSchema } from '@inroom/shared';
import { defineHandler } from '../../http/handler';
import { currentUserOf } from '../../user/handlers';
import { acceptFromBackOffice, completeFromBackOffice, declineFromBackOffice } from './actions';

// A back-office user's accept, decline and confirm delivery (issue 17): admin access (the
// authorizer checks the token; the user who answers comes from its verified claims), served by the
// staff function, which holds what the same transitions need (Stripe for the capture or release,
// the order settings, the metrics) and which the admin function is kept without.

export const acceptOrderFromBackOfficeHandler = defineHandler(
  { body: orderBackOfficeAcceptSchema },
  ({ body, request, deps }) =>
    acceptFromBackOffice(
      deps,
      currentUserOf(request.claims),
      body.orderId,
      body.expectedDeliveryTimeMinutes,
    ),
);

export const declineOrderFromBackOfficeHandler = defineHandler(
  { body: orderBackOfficeActionSchema },
  ({ body, request, deps }) =>
    declineFromBackOffice(deps, currentUserOf(request.claims), body.orderId),
);

export const completeOrderFromBackOfficeHandler = defineHandler(
  { body: orderBackOfficeActionSchema },
  ({ body, request, deps }) =>
    completeFromBackOffice(deps, currentUserOf(request.claims), body.orderId),
);
