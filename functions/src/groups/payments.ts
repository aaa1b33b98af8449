import type { Handler } from '../http/handler';
import { confirmPaymentHandler, paymentWebhookHandler } from '../orders/handlers';
import type { HandlerKeysOf } from '../routes';

/** The payment provider's webhook and the guest's confirmation on return: the payments Lambda. */
export const paymentsHandlers: Record<HandlerKeysOf<'payments'>, Handler> = {
  'payment.webhook': paymentWebhookHandler,
  'payment.confirm': confirmPaymentHandler,
};
