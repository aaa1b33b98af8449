import { TEXT_LIMITS } from '../schema/limits';

// The delivery form's rules (spec §5), without zod: the guest's phone runs them on every key
// press, and the order/create schema builds on the same functions and texts, so they are written
// once.

export const EMPTY_BASKET_MESSAGE = 'Your basket is empty';
export const TERMS_NOT_ACCEPTED_MESSAGE = 'Accept the terms and conditions to continue';

/** What is wrong with a room number (required, digits only), or undefined when it is fine. */
export function roomError(room: string): string | undefined {
  const value = room.trim();
  if (value === '') return 'Room is required';
  if (value.length > TEXT_LIMITS.room) return `Room must be at most ${TEXT_LIMITS.room} digits`;
  if (!/^\d+$/.test(value)) return 'Room must be a number';
  return undefined;
}

/**
 * Why an order cannot go to payment yet, per field (items, room, termsAccepted); empty when it can.
 * The server checks the whole order again.
 */
export function checkoutErrors(order: {
  items: readonly unknown[];
  room: string;
  termsAccepted: boolean;
}): Record<string, string> {
  const errors: Record<string, string> = {};
  if (order.items.length === 0) errors.items = EMPTY_BASKET_MESSAGE;
  const room = roomError(order.room);
  if (room) errors.room = room;
  if (!order.termsAccepted) errors.termsAccepted = TERMS_NOT_ACCEPTED_MESSAGE;
  return errors;
}
