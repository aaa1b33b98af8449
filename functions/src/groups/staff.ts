import type { Handler } from '../http/handler';
import {
  acceptOrderHandler,
  completeOrderHandler,
  declineOrderHandler,
  getContactForOrderHandler,
  getOrdersForStaffHandler,
} from '../orders/handlers';
import type { HandlerKeysOf } from '../routes';

/** Staff order links: every call carries the link's phone and HMAC token (checked in the service). */
export const staffHandlers: Record<HandlerKeysOf<'staff'>, Handler> = {
  'order.getAllForStaff': getOrdersForStaffHandler,
  'locationContact.getForOrder': getContactForOrderHandler,
  'order.accept': acceptOrderHandler,
  'order.decline': declineOrderHandler,
  'order.complete': completeOrderHandler,
};
