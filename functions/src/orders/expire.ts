import type { Dependencies } from '../dependencies';

/**
 * Called when a paid order's response window ends (EventBridge Scheduler on AWS, a timer in the
 * embedded stack): moves 2 -> 6 only if the order is still 2, and cancels the card authorisation.
 * 'unchanged' when the order had moved on (accepted, declined) or does not exist.
 */
export async function expireOrder(
  _deps: Dependencies,
  _orderId: string,
): Promise<'expired' | 'unchanged'> {
  throw new Error('expireOrder: not written yet');
}
