import { ORDER_STATUS } from '@inroom/shared';
import type { Dependencies } from '../dependencies';
import { ConflictError } from '../http/errors';
import { orderStore } from '../store';
import { withSettlement } from './effects/plan';
import { runOrderEffects, SETTLEMENT_ONLY } from './effects/run';
import { transitionOrder } from './transition';

/**
 * Called when a paid order's response window ends (EventBridge Scheduler on AWS, a timer in the
 * embedded stack, and the sweeper as the backstop of both): moves 2 -> 6 only if the order is still
 * 2, recording in the same write that the card authorisation is to be released, then releases it.
 * 'unchanged' when the order had moved on (accepted, declined) or does not exist; a release still
 * owed from an earlier run is retried either way.
 */
export async function expireOrder(
  deps: Dependencies,
  orderId: string,
): Promise<'expired' | 'unchanged'> {
  const order = await orderStore.get(deps.store, orderId);
  if (!order) return 'unchanged';
  if (order.status !== ORDER_STATUS.awaitingResponse) {
    await runOrderEffects(deps, order, SETTLEMENT_ONLY);
    return 'unchanged';
  }
  let expired;
  try {
    expired = await transitionOrder(deps, order, 'expire', (current) => ({
      respondBy: '',
      effects: withSettlement(current, 'cancel', deps.now()),
    }));
  } catch (error) {
    // Staff answered at the last moment and won the race: their answer stands.
    if (error instanceof ConflictError) return 'unchanged';
    throw error;
  }
  await runOrderEffects(deps, expired, SETTLEMENT_ONLY);
  return 'expired';
}
