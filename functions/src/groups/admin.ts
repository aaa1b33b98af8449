import type { Handler } from '../http/handler';
import type { HandlerKeysOf } from '../routes';
import { getCurrentUser } from '../user/handlers';

/** Back-office routes: the admin Lambda, behind the JWT authorizer. */
export const adminHandlers: Record<HandlerKeysOf<'admin'>, Handler> = {
  'user.getCurrent': getCurrentUser,
};
