import type { FunctionGroup } from '../routes';
import type { HandlerMap } from '../http/dispatch';
import { adminHandlers } from './admin';
import { guestHandlers } from './guest';
import { paymentsHandlers } from './payments';
import { staffHandlers } from './staff';

/**
 * Every group's handlers, for the local server, which serves them all in one process. A Lambda
 * entry imports only its own group's file so its bundle holds only its own code.
 */
export const handlersByGroup: Record<FunctionGroup, HandlerMap> = {
  guest: guestHandlers,
  admin: adminHandlers,
  staff: staffHandlers,
  payments: paymentsHandlers,
  expiry: {},
  sweeper: {},
};

export const allHandlers: HandlerMap = Object.assign({}, ...Object.values(handlersByGroup));
