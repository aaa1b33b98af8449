import { formatMoney, itemCountText } from '@inroom/shared';
import type { Dependencies } from '../dependencies';
import { normaliseContactPhone } from '../locations/phones';
import { locationContactStore, type StoredOrder } from '../store';
import { phoneDigitsOf, staffLink } from './staff-link';

/**
 * Texts every active contact of the order's location its own link (spec §1: staff get an SMS with a
 * link to accept, decline or complete). A failed text is logged and does not stop the others.
 */
export async function notifyStaff(deps: Dependencies, order: StoredOrder): Promise<number> {
  const contacts = await locationContactStore.listForLocation(deps.store, order.locationId);
  const secret = await deps.orderSettings.linkSecret();
  const count = order.items.reduce((sum, item) => sum + item.quantity, 0);
  const minutes = Math.round(deps.orderSettings.responseWindowSeconds / 60);
  const results = await Promise.allSettled(
    contacts
      .filter((contact) => contact.isActive)
      .flatMap((contact) => {
        const phone = normaliseContactPhone(contact.countryCode, contact.phoneNumber);
        if (!phone) {
          deps.logger.warn('contact phone is not a valid number', { contactId: contact.id });
          return [];
        }
        const link = staffLink(order.siteUrl, secret, order.id, phoneDigitsOf(phone.e164));
        const text =
          `Inroom: new order #${order.orderNumber} for ${order.locationName}, ` +
          `${itemCountText(count)}, ${formatMoney(order.priceSum, order.currency)}, ` +
          `room ${order.room}. Please answer within ${minutes} min: ${link}`;
        return [
          deps.notifier.sendSms({
            phoneNumber: phone.e164,
            text,
            reference: `order ${order.id} paid`,
          }),
        ];
      }),
  );
  for (const failed of results.filter((r) => r.status === 'rejected'))
    deps.logger.error('staff SMS failed', { orderId: order.id, error: failed.reason as Error });
  return results.filter((r) => r.status === 'fulfilled').length;
}
