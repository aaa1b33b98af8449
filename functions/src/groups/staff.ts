import type { Handler } from '../http/handler';
import {
  acceptOrderHandler,
  completeOrderHandler,
  declineOrderHandler,
  getContactForOrderHandler,
  getOrdersForStaffHandler,
} from '../orders/handlers';
import {
  acceptOrderFromBackOfficeHandler,
  completeOrderFromBackOfficeHandler,
  declineOrderFromBackOfficeHandler,
} from '../orders/board/action-handlers';
import type { HandlerKeysOf } from '../routes';

/**
 * Staff order links: every call carries the link's phone and HMAC token (checked in the service);
 * and the back office's answers to orders, behind the JWT authorizer like every admin route.
 */
export const staffHandlers: Record<HandlerKeysOf<'staff'>, Handler> = {
  'order.getAllForStaff': getOrdersForStaffHandler,
  'locationContact.getForOrder': getContactForOrderHandler,
  'order.accept': acceptOrderHandler,
  'order.decline': declineOrderHandler,
  'order.complete': completeOrderHandler,
  // A back-office user's answers (admin access): the same transitions, with Stripe at hand.
  'order.acceptFromBackOffice': acceptOrderFromBackOfficeHandler,
  'order.declineFromBackOffice': declineOrderFromBackOfficeHandler,
  'order.completeFromBackOffice': completeOrderFromBackOfficeHandler,
};
