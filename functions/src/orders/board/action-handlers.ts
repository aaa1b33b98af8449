import { orderBackOfficeAcceptSchema, orderBackOfficeActionSchema } from '@inroom/shared';
import { defineHandler } from '../../http/handler';
import { requestUser } from '../../users/access';
import { acceptFromBackOffice, completeFromBackOffice, declineFromBackOffice } from './actions';

// A back-office user's accept, decline and confirm delivery (issue 17): admin access (the
// authorizer checks the token; the user who answers comes from its verified claims), open to the
// managers of the order's own location (issue 18: not the hotel's it is delivered to), served by the
// staff function, which holds what the same transitions need (Stripe for the capture or release,
// the order settings, the metrics) and which the admin function is kept without.

const toAnswer = ({ body }: { body: { orderId: string } }) => [{ orderToAnswer: body.orderId }];

export const acceptOrderFromBackOfficeHandler = defineHandler(
  { body: orderBackOfficeAcceptSchema, scope: toAnswer },
  ({ body, request, deps }) =>
    acceptFromBackOffice(
      deps,
      requestUser(request),
      body.orderId,
      body.expectedDeliveryTimeMinutes,
    ),
);

export const declineOrderFromBackOfficeHandler = defineHandler(
  { body: orderBackOfficeActionSchema, scope: toAnswer },
  ({ body, request, deps }) => declineFromBackOffice(deps, requestUser(request), body.orderId),
);

export const completeOrderFromBackOfficeHandler = defineHandler(
  { body: orderBackOfficeActionSchema, scope: toAnswer },
  ({ body, request, deps }) => completeFromBackOffice(deps, requestUser(request), body.orderId),
);
