import type { ApiAnswer, LineItem, SessionRecord } from './fake-stripe-types';

// Checks the form-encoded bodies the Stripe SDK sends as Stripe would, so the adapter's tests fail
// when the adapter sends a wrong or missing parameter.

export function stripeError(
  status: number,
  message: string,
  extra: { code?: string; param?: string; type?: string; payment_intent?: unknown } = {},
): ApiAnswer {
  return { status, body: { error: { type: 'invalid_request_error', message, ...extra } } };
}

const missing = (param: string) =>
  stripeError(400, `Missing required param: ${param}.`, { code: 'parameter_missing', param });
const invalid = (param: string, message: string) =>
  stripeError(400, message, { code: 'parameter_invalid', param });

// Exactly the parameters the adapter sends; anything else is refused as Stripe refuses a typo.
const KNOWN_SESSION_PARAMS = [
  /^mode$/,
  /^client_reference_id$/,
  /^metadata\[[^[\]]+\]$/,
  /^line_items\[\d+\]\[quantity\]$/,
  /^line_items\[\d+\]\[price_data\]\[(currency|unit_amount)\]$/,
  /^line_items\[\d+\]\[price_data\]\[product_data\]\[name\]$/,
  /^payment_intent_data\[capture_method\]$/,
  /^payment_intent_data\[metadata\]\[[^[\]]+\]$/,
  /^success_url$/,
  /^cancel_url$/,
];

const isWebUrl = (value: string) => {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
};

/** `prefix[key]=value` pairs of a form body as an object (metadata, payment_intent_data[metadata]). */
function hashOf(params: URLSearchParams, prefix: string): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [key, value] of params) {
    if (key.startsWith(`${prefix}[`) && key.endsWith(']')) {
      result[key.slice(prefix.length + 1, -1)] = value;
    }
  }
  return result;
}

type Parsed<T> = { ok: T } | { error: ApiAnswer };

export function parseSession(
  params: URLSearchParams,
): Parsed<Omit<SessionRecord, 'id' | 'created'>> {
  for (const key of params.keys()) {
    if (!KNOWN_SESSION_PARAMS.some((pattern) => pattern.test(key))) {
      return {
        error: stripeError(400, `Received unknown parameter: ${key}`, {
          code: 'parameter_unknown',
          param: key,
        }),
      };
    }
  }
  const mode = params.get('mode');
  if (!mode) return { error: missing('mode') };
  if (mode !== 'payment')
    return { error: invalid('mode', 'The fake Stripe models mode=payment only') };
  const lineItems: LineItem[] = [];
  let currency: string | undefined;
  for (let index = 0; params.has(`line_items[${index}][quantity]`); index++) {
    const at = (name: string) => `line_items[${index}]${name}`;
    const quantity = params.get(at('[quantity]')) ?? '';
    if (!/^[1-9]\d*$/.test(quantity))
      return { error: invalid(at('[quantity]'), 'Invalid integer') };
    const itemCurrency = params.get(at('[price_data][currency]'));
    if (!itemCurrency) return { error: missing(at('[price_data][currency]')) };
    // Stripe documents currency codes in lower case; the fake insists, to check the adapter does it.
    if (!/^[a-z]{3}$/.test(itemCurrency)) {
      return { error: invalid(at('[price_data][currency]'), `Invalid currency: ${itemCurrency}`) };
    }
    if (currency !== undefined && itemCurrency !== currency) {
      return { error: invalid(at('[price_data][currency]'), 'All line items need one currency') };
    }
    currency = itemCurrency;
    const unitAmount = params.get(at('[price_data][unit_amount]'));
    if (!unitAmount) return { error: missing(at('[price_data][unit_amount]')) };
    if (!/^\d+$/.test(unitAmount)) {
      return { error: invalid(at('[price_data][unit_amount]'), 'Invalid integer: minor units') };
    }
    const name = params.get(at('[price_data][product_data][name]'));
    if (!name) return { error: missing(at('[price_data][product_data][name]')) };
    lineItems.push({ name, quantity: Number(quantity), unitAmount: Number(unitAmount) });
  }
  if (!currency) return { error: missing('line_items') };
  const captureMethod = params.get('payment_intent_data[capture_method]');
  if (captureMethod !== 'manual') {
    return {
      error: captureMethod
        ? invalid(
            'payment_intent_data[capture_method]',
            'The fake Stripe models manual capture only',
          )
        : missing('payment_intent_data[capture_method]'),
    };
  }
  // Inroom finds the order of a session and of a failed payment through these; Stripe would
  // accept their absence, but then nothing downstream works.
  const clientReferenceId = params.get('client_reference_id');
  if (!clientReferenceId) return { error: missing('client_reference_id') };
  const metadata = hashOf(params, 'metadata');
  if (!metadata.orderId) return { error: missing('metadata[orderId]') };
  const intentMetadata = hashOf(params, 'payment_intent_data[metadata]');
  if (!intentMetadata.orderId) return { error: missing('payment_intent_data[metadata][orderId]') };
  for (const param of ['success_url', 'cancel_url'] as const) {
    const value = params.get(param);
    if (!value) return { error: missing(param) };
    if (!isWebUrl(value)) return { error: invalid(param, 'Not a valid URL') };
  }
  return {
    ok: {
      status: 'open',
      clientReferenceId,
      metadata,
      currency,
      lineItems,
      intentMetadata,
      successUrl: params.get('success_url') ?? '',
      cancelUrl: params.get('cancel_url') ?? '',
      paymentIntent: null,
    },
  };
}
