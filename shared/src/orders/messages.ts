import { ORDER_STATUS, type OrderStatus } from './order-status';

/** A status block's heading and the optional line under it. */
export type StatusMessage = { title: string; detail?: string };

/** What the guest sees for each status on the order page (spec §4). */
export function guestStatusMessage(
  status: OrderStatus,
  { locationName }: { locationName: string },
): StatusMessage {
  switch (status) {
    case ORDER_STATUS.paymentPending:
      return {
        title: 'Your payment failed',
        detail: 'To complete your order, please try again',
      };
    case ORDER_STATUS.awaitingResponse:
      return { title: 'Awaiting response from restaurant ..' };
    case ORDER_STATUS.accepted:
      return { title: `${locationName} has accepted your order` };
    case ORDER_STATUS.declined:
      // The spec does not show this text; the detail answers the guest's first question.
      return {
        title: `${locationName} has declined your order`,
        detail: 'Your card has not been charged',
      };
    case ORDER_STATUS.completed:
      return { title: 'Order completed' };
    case ORDER_STATUS.cancelledNoResponse:
      return {
        title: 'Order has been cancelled',
        detail: `${locationName} did not respond in time`,
      };
    case ORDER_STATUS.cancelled:
      return { title: 'Order has been cancelled' };
  }
}

/** What the staff contact sees for each status on the order link (spec §4). */
export function staffStatusMessage(
  status: OrderStatus,
  { acceptedByName }: { acceptedByName?: string | undefined },
): StatusMessage {
  switch (status) {
    case ORDER_STATUS.paymentPending:
      // Ours: the spec shows nothing to staff before the guest has paid.
      return { title: 'Awaiting payment' };
    case ORDER_STATUS.awaitingResponse:
      // The response countdown and the Accept/Decline controls take this block's place.
      return { title: '' };
    case ORDER_STATUS.accepted: {
      const name = acceptedByName?.trim();
      // acceptedBy can be absent from the response; avoid ending the title on a dangling 'by'.
      return { title: name ? `Order accepted by ${name}` : 'Order accepted' };
    }
    case ORDER_STATUS.declined:
      return { title: 'Order declined' };
    case ORDER_STATUS.completed:
      return { title: 'Order completed' };
    case ORDER_STATUS.cancelledNoResponse:
      return { title: 'Order cancelled', detail: '/ no response' };
    case ORDER_STATUS.cancelled:
      return { title: 'Order cancelled' };
  }
}

/** The item count in 'Your other orders': 'item' or 'items' (spec §2). */
export function itemCountText(count: number): string {
  return count === 1 ? '1 item' : `${count} items`;
}
