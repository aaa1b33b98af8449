import { PAYMENT_STATUS } from '@inroom/shared';
import type { Dependencies } from '../dependencies';
import { ConflictError } from '../http/errors';
import type { StoredOrder } from '../store';
import { loadOrder, saveOrder } from './transition';

/**
 * Captures or releases the card authorisation of an order whose status change already won. A
 * provider failure is logged and leaves the payment status as it was, for an operator to settle:
 * the status change stands, since staff have acted on it.
 */
export async function settlePayment(
  deps: Dependencies,
  order: StoredOrder,
  action: 'capture' | 'cancel',
): Promise<StoredOrder> {
  if (!order.paymentIntentId) return order;
  try {
    if (action === 'capture')
      await deps.payments.capture(order.paymentIntentId, `${order.id}:capture`);
    else await deps.payments.cancelAuthorisation(order.paymentIntentId, `${order.id}:cancel`);
  } catch (error) {
    deps.logger.error(`payment ${action} failed`, { orderId: order.id, error: error as Error });
    return order;
  }
  const paymentStatus = action === 'capture' ? PAYMENT_STATUS.paid : PAYMENT_STATUS.cancelled;
  try {
    return await saveOrder(deps, order, { paymentStatus });
  } catch (error) {
    if (!(error instanceof ConflictError)) throw error;
    // Completed meanwhile (3 -> 5): record the payment on the order as it is now.
    const current = await loadOrder(deps, order.id);
    return saveOrder(deps, current, { paymentStatus });
  }
}
