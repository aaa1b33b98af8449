import { demoBasket } from '../../test/support/baskets';
import type { BenchContext, CaseResult } from '../lib/context';
import type { TestStack } from '../lib/stack';
import { summarize } from '../lib/stats';

// Case 5: how long after a guest pays the staff's phones get the order. Each order is placed with
// order/create and paid on the fake Stripe's checkout page, which posts the signed
// checkout.session.completed webhook to the API and answers once the webhook has; the clock runs
// from pressing Pay to the texts to both of the demo hotel's contacts being in the outbox (what SNS
// would have been handed).

/** The demo hotel's active contacts (E.164 without the plus), as their texts are addressed. */
const CONTACTS = ['4520112233', '4530445566'];

/**
 * Waits until the outbox holds a text with the order's id to every contact; answers when that was
 * seen.
 */
async function smsSeen(stack: TestStack, orderId: string, timeoutMs = 30_000): Promise<number> {
  const deadline = performance.now() + timeoutMs;
  while (performance.now() < deadline) {
    const messages = await stack.outbox(50);
    const texted = new Set(
      messages
        .filter((message) => message.text.includes(orderId))
        .map((message) => message.phoneNumber.replace(/^\+/, '')),
    );
    if (CONTACTS.every((phone) => texted.has(phone))) return performance.now();
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  throw new Error(`No text for order ${orderId} reached the outbox in ${timeoutMs / 1000} s`);
}

export async function paidSmsCase(context: BenchContext): Promise<CaseResult> {
  const stack = await context.stack();
  const orders = context.quick ? 2 : Math.max(5, context.rounds * 2);
  const webhook: number[] = [];
  const sms: number[] = [];
  for (let index = 0; index < orders; index += 1) {
    const created = await stack.request('/api/order/create', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(demoBasket({ comment: '' })),
    });
    const order = (await created.json()) as { id: string; paymentUrl: string };
    if (!created.ok)
      throw new Error(`order/create answered ${created.status}: ${JSON.stringify(order)}`);
    const started = performance.now();
    const paid = await fetch(`${order.paymentUrl}/pay`, { method: 'POST', redirect: 'manual' });
    const answered = performance.now();
    await paid.arrayBuffer();
    if (paid.status !== 303) throw new Error(`Pay on the checkout page answered ${paid.status}`);
    const seen = await smsSeen(stack, order.id);
    webhook.push(answered - started);
    sms.push(seen - started);
  }
  context.log(`paid -> SMS: ${orders} orders`);
  return {
    rows: [
      {
        case: 'paid-sms',
        figure: 'Pay -> webhook answered',
        unit: 'ms',
        value: summarize(webhook),
        note: `${orders} orders`,
      },
      {
        case: 'paid-sms',
        figure: 'Pay -> both SMS in the outbox',
        unit: 'ms',
        value: summarize(sms),
        note: `${orders} orders, outbox polled every 5 ms`,
      },
    ],
  };
}
