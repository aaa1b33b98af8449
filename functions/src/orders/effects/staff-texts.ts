import { formatMoney, itemCountText } from '@inroom/shared';
import { inGsmAlphabet, isGsmText } from '../../notifications/gsm-alphabet';
import type { StoredOrder } from '../../store';

// Each text goes in the GSM alphabet wherever it can (gsm-alphabet.ts): SNS bills an SMS by the
// part, and one character outside the alphabet more than doubles the parts of a text.

/** '8 min', or '40 s' under a minute (never '0 min'). */
export function timeLeftText(seconds: number): string {
  const whole = Math.max(0, Math.round(seconds));
  return whole >= 60 ? `${Math.round(whole / 60)} min` : `${whole} s`;
}

const secondsLeft = (order: StoredOrder, now: Date) =>
  order.respondBy ? (Date.parse(order.respondBy) - now.getTime()) / 1000 : 0;

/** The order's sum, with its currency's code where the symbol is outside the alphabet (zł, ₹). */
function sumText(order: StoredOrder): string {
  const symbol = inGsmAlphabet(order.currency.symbol);
  return formatMoney(order.priceSum, {
    id: order.currency.id,
    symbol: isGsmText(symbol) ? symbol : order.currency.id,
  });
}

/** The SMS each active contact gets when an order is paid (spec §1), with its own link. */
export function newOrderText(order: StoredOrder, link: string, now: Date): string {
  const count = order.items.reduce((sum, item) => sum + item.quantity, 0);
  return inGsmAlphabet(
    `Inroom: new order #${order.orderNumber} for ${order.locationName}, ` +
      `${itemCountText(count)}, ${sumText(order)}, ` +
      `room ${order.room}. Please answer within ${timeLeftText(secondsLeft(order, now))}: ${link}`,
  );
}

/** The one reminder at half the response window, while nobody has answered. */
export function reminderText(order: StoredOrder, link: string, now: Date): string {
  return inGsmAlphabet(
    `Inroom: order #${order.orderNumber} for ${order.locationName} still waiting, ` +
      `${timeLeftText(secondsLeft(order, now))} left: ${link}`,
  );
}
