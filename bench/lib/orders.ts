import { demoBasket } from '../../test/support/baskets';
import { HOTEL_RECEPTION, HOTEL_ROOM_SERVICE, staffLinksIn } from '../../test/support/staff-links';
import type { TestStack } from './stack';

// Orders the bench places on its stack: the demo basket (two Nyhavn burgers with bacon), paid on
// the fake Stripe's checkout page, and the texts the staff get for it.

/** The demo hotel's active contacts (E.164 without the plus), as their links carry them. */
export const HOTEL_CONTACTS = [HOTEL_RECEPTION, HOTEL_ROOM_SERVICE];

/**
 * Places an order of the demo basket with order/create; it waits for payment at paymentUrl. `cookie`
 * is the guest cookie the answer set (`name=value`), by which the guest's browser sees its orders.
 */
export async function placeOrder(
  stack: TestStack,
): Promise<{ id: string; paymentUrl: string; cookie: string }> {
  const created = await stack.request('/api/order/create', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(demoBasket({ comment: '' })),
  });
  const order = (await created.json()) as { id: string; paymentUrl: string };
  if (!created.ok)
    throw new Error(`order/create answered ${created.status}: ${JSON.stringify(order)}`);
  const cookie = created.headers.getSetCookie()[0]?.split(';')[0] ?? '';
  return { ...order, cookie };
}

/** Presses Pay on the checkout page, which answers once the webhook has. */
export async function pay(order: { paymentUrl: string }): Promise<void> {
  const paid = await fetch(`${order.paymentUrl}/pay`, { method: 'POST', redirect: 'manual' });
  await paid.arrayBuffer();
  if (paid.status !== 303) throw new Error(`Pay on the checkout page answered ${paid.status}`);
}

/**
 * Waits until the outbox holds a text about the order to every contact, polling every 5 ms;
 * answers with the links texted, by phone.
 */
export async function staffTexts(
  stack: TestStack,
  orderId: string,
  timeoutMs = 30_000,
): Promise<Map<string, URL>> {
  const deadline = performance.now() + timeoutMs;
  while (performance.now() < deadline) {
    const links = staffLinksIn(await stack.outbox(50), orderId);
    if (HOTEL_CONTACTS.every((phone) => links.has(phone))) return links;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  throw new Error(`No text for order ${orderId} reached the outbox in ${timeoutMs / 1000} s`);
}
