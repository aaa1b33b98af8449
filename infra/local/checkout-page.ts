import { toDecimalString } from '@inroom/shared';
import { escapeHtml } from './html';

function formatAmount(amount: number, currency: string): string {
  const code = currency.toUpperCase();
  return new Intl.NumberFormat('en', { style: 'currency', currency: code }).format(
    toDecimalString(amount, code) as `${number}`,
  );
}

/** What the test checkout page shows of a session. */
export interface CheckoutPageSession {
  id: string;
  status: 'open' | 'complete' | 'expired';
  description: string;
  /** Minor units of `currency`. */
  amount: number;
  currency: string;
  successUrl: string;
  cancelUrl: string;
}

/**
 * The embedded stack's stand-in for Stripe's hosted checkout: the amount, and 'Pay' and 'Decline
 * card' buttons that post to the fake Stripe (infra/local/fake-stripe.ts).
 */
export function checkoutPage(session: CheckoutPageSession): string {
  const id = encodeURIComponent(session.id);
  const { description } = session;
  const body =
    session.status === 'open'
      ? `<div class="actions">
      <form method="post" action="/local/checkout/${id}/pay"><button type="submit">Pay</button></form>
      <form method="post" action="/local/checkout/${id}/decline"><button type="submit" class="secondary">Decline card</button></form>
    </div>`
      : session.status === 'complete'
        ? `<p role="status">This checkout is complete: the card is authorised.</p>
    <p><a href="${escapeHtml(session.successUrl)}">Back to the order</a></p>`
        : `<p role="status">This checkout has expired and can no longer be paid.</p>
    <p><a href="${escapeHtml(session.cancelUrl)}">Back to the order</a></p>`;
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Test checkout</title>
    <style>
      body { font-family: system-ui, sans-serif; margin: 0; padding: 2rem 1rem; color: #1a1a1a; }
      main { max-width: 28rem; margin: 0 auto; }
      .amount { font-size: 1.5rem; font-weight: 600; }
      .actions { display: flex; gap: 0.75rem; }
      button { font: inherit; padding: 0.6rem 1.2rem; border-radius: 0.4rem; border: 2px solid #1f3a8a; background: #1f3a8a; color: #fff; cursor: pointer; }
      button.secondary { background: #fff; color: #1f3a8a; }
      button:focus-visible, a:focus-visible { outline: 3px solid #b45309; outline-offset: 2px; }
    </style>
  </head>
  <body>
    <main>
      <h1>Test checkout</h1>
      <p>${escapeHtml(description)}</p>
      <p class="amount">${escapeHtml(formatAmount(session.amount, session.currency))}</p>
      <p>This is the local test checkout: no real card is charged.</p>
      ${body}
    </main>
  </body>
</html>
`;
}
