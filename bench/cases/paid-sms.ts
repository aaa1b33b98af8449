import type { BenchContext, CaseResult } from '../lib/context';
import { pay, placeOrder, staffTexts } from '../lib/orders';
import { summarize } from '../lib/stats';

// Case 5: how long after a guest pays the staff's phones get the order. Each order is placed with
// order/create and paid on the fake Stripe's checkout page, which posts the signed
// checkout.session.completed webhook to the API and answers once the webhook has; the clock runs
// from pressing Pay to the texts to both of the demo hotel's contacts being in the outbox (what SNS
// would have been handed).

export async function paidSmsCase(context: BenchContext): Promise<CaseResult> {
  const stack = await context.stack();
  const orders = context.quick ? 2 : Math.max(5, context.rounds * 2);
  const webhook: number[] = [];
  const sms: number[] = [];
  for (let index = 0; index < orders; index += 1) {
    const order = await placeOrder(stack);
    const started = performance.now();
    await pay(order);
    const answered = performance.now();
    await staffTexts(stack, order.id);
    const seen = performance.now();
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
