import { ORDER_STATUS } from '@inroom/shared';
import type { Dependencies } from '../dependencies';
import { ConflictError } from '../http/errors';
import { orderStore } from '../store';
import { settlePayment } from './settle-payment';
import { transitionOrder } from './transition';

/**
 * Called when a paid order's response window ends (EventBridge Scheduler on AWS, a timer in the
 * embedded stack): moves 2 -> 6 only if the order is still 2, and cancels the card authorisation.
 * 'unchanged' when the order had moved on (accepted, declined) or does not exist.
 */
export async function expireOrder(
  deps: Dependencies,
  orderId: string,
): Promise<'expired' | 'unchanged'> {
  const order = await orderStore.get(deps.store, orderId);
  if (!order || order.status !== ORDER_STATUS.awaitingResponse) return 'unchanged';
  let expired;
  try {
    expired = await transitionOrder(deps, order, 'expire', { respondBy: '' });
  } catch (error) {
    // Staff answered at the last moment and won the race: their answer stands.
    if (error instanceof ConflictError) return 'unchanged';
    throw error;
  }
  await settlePayment(deps, expired, 'cancel');
  return 'expired';
}
