import { idSchema, type Order, type OrderBackOfficeAccept } from '@inroom/shared';
import type { Dependencies } from '../../dependencies';
import { forOrder } from '../../observability/order-log';
import { acceptAs, completeAs, declineAs, type Answerer } from '../staff';
import type { TokenUser } from '../../users/access';
import { loadOrder } from '../transition';

// The staff actions on a back-office user's authority (order/be/accept, decline, complete): the
// same transitions as a staff link's (staff.ts), so the same windows, rules and races hold; only
// who may call differs: the owners and the managers of the order's location (action-handlers.ts).

/** The signed-in user as the one answering: their Cognito sub when it is an id, their user name. */
const viaBackOffice = (user: TokenUser): Answerer => ({
  id: idSchema.safeParse(user.id).success ? user.id : null,
  name: user.userName,
  via: 'back-office',
});

export async function acceptFromBackOffice(
  callerDeps: Dependencies,
  user: TokenUser,
  orderId: string,
  expectedDeliveryTimeMinutes: OrderBackOfficeAccept['expectedDeliveryTimeMinutes'],
): Promise<Order> {
  const deps = forOrder(callerDeps, orderId);
  const order = await loadOrder(deps, orderId);
  return acceptAs(deps, order, viaBackOffice(user), expectedDeliveryTimeMinutes);
}

export async function declineFromBackOffice(
  callerDeps: Dependencies,
  user: TokenUser,
  orderId: string,
): Promise<Order> {
  const deps = forOrder(callerDeps, orderId);
  return declineAs(deps, await loadOrder(deps, orderId), viaBackOffice(user));
}

export async function completeFromBackOffice(
  callerDeps: Dependencies,
  user: TokenUser,
  orderId: string,
): Promise<Order> {
  const deps = forOrder(callerDeps, orderId);
  return completeAs(deps, await loadOrder(deps, orderId), viaBackOffice(user));
}
