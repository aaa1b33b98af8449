import { ORDER_STATUS } from '@inroom/shared';
import type { Dependencies } from '../dependencies';
import { ConflictError } from '../http/errors';
import { forOrder } from '../observability/order-log';
import { orderStore, type StoredOrder } from '../store';
import { withSettlement } from './effects/plan';
import { runOrderEffects, SETTLEMENT_ONLY } from './effects/run';
import { loadOrder, transitionOrder } from './transition';

export type ExpiryOutcome = 'expired' | 'unchanged';

/**
 * Called when a paid order's response window ends (EventBridge Scheduler on AWS, a timer in the
 * embedded stack): moves 2 -> 6 only if the order is still 2. 'unchanged' when the order had moved
 * on (accepted, declined) or does not exist.
 */
export async function expireOrder(
  callerDeps: Dependencies,
  orderId: string,
): Promise<ExpiryOutcome> {
  const deps = forOrder(callerDeps, orderId);
  const order = await orderStore.get(deps.store, orderId);
  if (!order) return 'unchanged';
  const { outcome } = await expireLoadedOrder(deps, order);
  // Counted here, not in expireLoadedOrder: the sweeper counts its own as OrderExpiredBySweeper.
  if (outcome === 'expired') deps.metrics.count('OrderExpired');
  return outcome;
}

/**
 * expireOrder for an order the caller has read (the sweeper): moves it 2 -> 6, recording in the
 * same write that the card authorisation is to be released, then releases it; a release still owed
 * from an earlier run is retried either way. Answers the order as last written.
 */
export async function expireLoadedOrder(
  callerDeps: Dependencies,
  order: StoredOrder,
): Promise<{ outcome: ExpiryOutcome; order: StoredOrder }> {
  const deps = forOrder(callerDeps, order.id);
  if (order.status !== ORDER_STATUS.awaitingResponse)
    return { outcome: 'unchanged', order: await runOrderEffects(deps, order, SETTLEMENT_ONLY) };
  let expired;
  try {
    expired = await transitionOrder(deps, order, 'expire', (current) => ({
      respondBy: '',
      effects: withSettlement(current, 'cancel', deps.now()),
    }));
  } catch (error) {
    // Staff answered at the last moment and won the race: their answer stands.
    if (error instanceof ConflictError)
      return { outcome: 'unchanged', order: await loadOrder(deps, order.id) };
    throw error;
  }
  return { outcome: 'expired', order: await runOrderEffects(deps, expired, SETTLEMENT_ONLY) };
}
