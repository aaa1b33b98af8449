import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dirname } from 'node:path';
import Stripe from 'stripe';
import { toDecimalString } from '@inroom/shared';

// The few Stripe calls Inroom makes, served for the real Stripe SDK on a loopback port (no Stripe
// package or network exists for the embedded stack), plus the hosted checkout page that stands in
// for Stripe Checkout and sends the signed webhooks Stripe would send.

export interface FakeStripe {
  apiUrl: string;
  /** serves GET /local/checkout/{sessionId} and POST /local/checkout/{sessionId}/pay|decline */
  handleCheckout(request: IncomingMessage, response: ServerResponse, url: URL): Promise<void>;
  stop(): Promise<void>;
}

export interface FakeStripeOptions {
  stateFile: string;
  webhookSecret: string;
  /** full URL of POST /api/payment/webhook on the local server, known only after it starts */
  webhookUrl: () => string;
  /** Where a failed webhook delivery is reported; the console unless given. */
  log?: (line: string) => void;
}

type IntentStatus = 'requires_payment_method' | 'requires_capture' | 'succeeded' | 'canceled';

interface LineItem {
  name: string;
  quantity: number;
  unitAmount: number;
}

interface SessionRecord {
  id: string;
  created: number;
  status: 'open' | 'complete' | 'expired';
  clientReferenceId: string;
  metadata: Record<string, string>;
  currency: string;
  lineItems: LineItem[];
  intentMetadata: Record<string, string>;
  successUrl: string;
  cancelUrl: string;
  paymentIntent: string | null;
}

interface IntentRecord {
  id: string;
  created: number;
  amount: number;
  currency: string;
  metadata: Record<string, string>;
  status: IntentStatus;
  declined: boolean;
  canceledAt: number | null;
}

/** A stored answer to an Idempotency-Key: Stripe replays it for the same request, refuses others. */
interface IdempotentAnswer {
  request: string;
  status: number;
  body: unknown;
}

interface State {
  sessions: Record<string, SessionRecord>;
  intents: Record<string, IntentRecord>;
  idempotency: Record<string, IdempotentAnswer>;
}

interface ApiAnswer {
  status: number;
  body: unknown;
}

const now = () => Math.floor(Date.now() / 1000);
const newId = (prefix: string) => `${prefix}${randomBytes(12).toString('hex')}`;
const amountOf = (session: SessionRecord) =>
  session.lineItems.reduce((sum, item) => sum + item.quantity * item.unitAmount, 0);

function stripeError(
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

function parseSession(params: URLSearchParams): Parsed<Omit<SessionRecord, 'id' | 'created'>> {
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

function loadState(stateFile: string): State {
  if (!existsSync(stateFile)) return { sessions: {}, intents: {}, idempotency: {} };
  try {
    // The file is only ever written by this module, so its shape is trusted beyond being JSON.
    const state = JSON.parse(readFileSync(stateFile, 'utf8')) as Partial<State> | null;
    return {
      sessions: state?.sessions ?? {},
      intents: state?.intents ?? {},
      idempotency: state?.idempotency ?? {},
    };
  } catch (error) {
    // Starting empty would silently orphan every paid order, so a broken file stops the start.
    throw new Error(`The fake Stripe state file ${stateFile} is not valid JSON`, { cause: error });
  }
}

function intentObject(intent: IntentRecord) {
  return {
    id: intent.id,
    object: 'payment_intent',
    amount: intent.amount,
    amount_capturable: intent.status === 'requires_capture' ? intent.amount : 0,
    amount_received: intent.status === 'succeeded' ? intent.amount : 0,
    canceled_at: intent.canceledAt,
    cancellation_reason: null,
    capture_method: 'manual',
    created: intent.created,
    currency: intent.currency,
    last_payment_error: intent.declined
      ? {
          type: 'card_error',
          code: 'card_declined',
          decline_code: 'generic_decline',
          message: 'Your card was declined.',
        }
      : null,
    livemode: false,
    metadata: intent.metadata,
    status: intent.status,
  };
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? '',
  );

function formatAmount(amount: number, currency: string): string {
  const code = currency.toUpperCase();
  return new Intl.NumberFormat('en', { style: 'currency', currency: code }).format(
    toDecimalString(amount, code) as `${number}`,
  );
}

function checkoutPage(session: SessionRecord): string {
  const id = encodeURIComponent(session.id);
  const description = session.lineItems.map((item) => item.name).join(', ');
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
      <p class="amount">${escapeHtml(formatAmount(amountOf(session), session.currency))}</p>
      <p>This is the local test checkout: no real card is charged.</p>
      ${body}
    </main>
  </body>
</html>
`;
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > 1024 * 1024) throw new Error('Request body too large');
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function sendJson(response: ServerResponse, answer: ApiAnswer, replayed = false) {
  response.writeHead(answer.status, {
    'content-type': 'application/json',
    ...(replayed ? { 'idempotent-replayed': 'true' } : {}),
  });
  response.end(JSON.stringify(answer.body));
}

function sendHtml(response: ServerResponse, status: number, html: string) {
  response.writeHead(status, {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
  });
  response.end(html);
}

export async function startFakeStripe(options: FakeStripeOptions): Promise<FakeStripe> {
  const { stateFile, webhookSecret, webhookUrl } = options;
  const log = options.log ?? ((line: string) => console.warn(line));
  const state = loadState(stateFile);

  const save = () => {
    mkdirSync(dirname(stateFile), { recursive: true });
    // Written aside and renamed, so a stop mid-write never leaves half a file behind.
    const temporary = `${stateFile}.tmp`;
    writeFileSync(temporary, JSON.stringify(state));
    renameSync(temporary, stateFile);
  };

  const sessionObject = (session: SessionRecord) => {
    const intent = session.paymentIntent ? state.intents[session.paymentIntent] : undefined;
    const amount = amountOf(session);
    return {
      id: session.id,
      object: 'checkout.session',
      amount_subtotal: amount,
      amount_total: amount,
      cancel_url: session.cancelUrl,
      client_reference_id: session.clientReferenceId,
      created: session.created,
      currency: session.currency,
      livemode: false,
      metadata: session.metadata,
      mode: 'payment',
      payment_intent: session.paymentIntent,
      // An authorised but uncaptured payment is still "unpaid" to Checkout.
      payment_status: intent?.status === 'succeeded' ? 'paid' : 'unpaid',
      status: session.status,
      success_url: session.successUrl,
      // Stripe gives the page URL only while the session can still be paid.
      url:
        session.status === 'open'
          ? `${new URL(webhookUrl()).origin}/local/checkout/${session.id}`
          : null,
    };
  };

  const noSuch = (kind: string, id: string, param: string) =>
    stripeError(404, `No such ${kind}: '${id}'`, { code: 'resource_missing', param });

  const unexpectedState = (intent: IntentRecord, message: string) =>
    stripeError(400, message, {
      code: 'payment_intent_unexpected_state',
      payment_intent: intentObject(intent),
    });

  /** Routes one API call; `executed` answers are what an Idempotency-Key keeps and replays. */
  const api = (
    method: string,
    path: string,
    params: URLSearchParams,
  ): ApiAnswer & { executed: boolean } => {
    const noParams = (): ApiAnswer | undefined => {
      const [key] = params.keys();
      return key === undefined
        ? undefined
        : stripeError(400, `Received unknown parameter: ${key}`, {
            code: 'parameter_unknown',
            param: key,
          });
    };
    if (method === 'POST' && path === '/v1/checkout/sessions') {
      const parsed = parseSession(params);
      if ('error' in parsed) return { ...parsed.error, executed: false };
      const session: SessionRecord = { id: newId('cs_test_'), created: now(), ...parsed.ok };
      state.sessions[session.id] = session;
      return { status: 200, body: sessionObject(session), executed: true };
    }
    const sessionMatch = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(path);
    if (method === 'GET' && sessionMatch) {
      const id = decodeURIComponent(sessionMatch[1] ?? '');
      const session = state.sessions[id];
      if (!session) return { ...noSuch('checkout.session', id, 'session'), executed: false };
      return { status: 200, body: sessionObject(session), executed: true };
    }
    const intentMatch = /^\/v1\/payment_intents\/([^/]+)\/(capture|cancel)$/.exec(path);
    if (method === 'POST' && intentMatch) {
      const id = decodeURIComponent(intentMatch[1] ?? '');
      const intent = state.intents[id];
      if (!intent) return { ...noSuch('payment_intent', id, 'intent'), executed: false };
      const paramError = noParams();
      if (paramError) return { ...paramError, executed: false };
      if (intentMatch[2] === 'capture') {
        if (intent.status !== 'requires_capture') {
          return {
            ...unexpectedState(
              intent,
              `This PaymentIntent could not be captured because it has a status of ${intent.status}. ` +
                'Only a PaymentIntent with one of the following statuses may be acted upon: requires_capture.',
            ),
            executed: true,
          };
        }
        intent.status = 'succeeded';
      } else {
        if (intent.status !== 'requires_capture' && intent.status !== 'requires_payment_method') {
          return {
            ...unexpectedState(
              intent,
              `You cannot cancel this PaymentIntent because it has a status of ${intent.status}. ` +
                'Only a PaymentIntent with one of the following statuses may be canceled: ' +
                'requires_payment_method, requires_capture, requires_confirmation, requires_action, processing.',
            ),
            executed: true,
          };
        }
        intent.status = 'canceled';
        intent.canceledAt = now();
        // A session whose intent is gone can no longer be paid (its page would otherwise revive it).
        for (const session of Object.values(state.sessions)) {
          if (session.paymentIntent === intent.id && session.status === 'open') {
            session.status = 'expired';
          }
        }
      }
      return { status: 200, body: intentObject(intent), executed: true };
    }
    return {
      ...stripeError(404, `Unrecognized request URL (${method}: ${path}).`),
      executed: false,
    };
  };

  const handleApi = async (request: IncomingMessage, response: ServerResponse) => {
    const method = request.method ?? 'GET';
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    const body = await readBody(request);
    if (!/^Bearer sk_test_\S+$/.test(request.headers.authorization ?? '')) {
      sendJson(
        response,
        stripeError(401, 'Invalid API Key provided: the fake Stripe takes test keys (sk_test_...)'),
      );
      return;
    }
    const params = new URLSearchParams(method === 'GET' ? url.search : body);
    const key = method === 'POST' ? request.headers['idempotency-key'] : undefined;
    if (typeof key === 'string' && key) {
      const fingerprint = `${method} ${url.pathname} ${body}`;
      const earlier = state.idempotency[key];
      if (earlier) {
        if (earlier.request === fingerprint) sendJson(response, earlier, true);
        else {
          sendJson(
            response,
            stripeError(
              400,
              'Keys for idempotent requests can only be used with the same parameters they were ' +
                `first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
              { type: 'idempotency_error' },
            ),
          );
        }
        return;
      }
      const answer = api(method, url.pathname, params);
      // As at Stripe, a request refused before it ran (bad parameters, unknown id) keeps no answer.
      if (answer.executed) {
        state.idempotency[key] = { request: fingerprint, status: answer.status, body: answer.body };
        save();
      }
      sendJson(response, answer);
      return;
    }
    const answer = api(method, url.pathname, params);
    if (method === 'POST' && answer.executed) save();
    sendJson(response, answer);
  };

  const server = createServer((request, response) => {
    handleApi(request, response).catch((error: unknown) => {
      log(`fake Stripe: ${String(error)}`);
      if (!response.headersSent) {
        sendJson(response, {
          status: 500,
          body: { error: { type: 'api_error', message: 'Fake Stripe failed' } },
        });
      } else response.end();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;

  const deliver = async (type: string, object: unknown) => {
    const payload = JSON.stringify({
      id: newId('evt_'),
      object: 'event',
      api_version: Stripe.API_VERSION,
      created: now(),
      data: { object },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
    });
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: webhookSecret });
    try {
      const answer = await fetch(webhookUrl(), {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'stripe-signature': signature },
        body: payload,
        signal: AbortSignal.timeout(10_000),
      });
      if (!answer.ok)
        log(`fake Stripe: the ${type} webhook got ${answer.status}: ${await answer.text()}`);
    } catch (error) {
      // The guest is still sent back: the order page confirms the payment through the API.
      log(`fake Stripe: the ${type} webhook could not be delivered: ${String(error)}`);
    }
  };

  /** The intent of a session: the one a declined attempt made (Stripe retries it), or a new one. */
  const intentFor = (session: SessionRecord): IntentRecord => {
    const existing = session.paymentIntent ? state.intents[session.paymentIntent] : undefined;
    if (existing) return existing;
    const intent: IntentRecord = {
      id: newId('pi_'),
      created: now(),
      amount: amountOf(session),
      currency: session.currency,
      metadata: session.intentMetadata,
      status: 'requires_payment_method',
      declined: false,
      canceledAt: null,
    };
    state.intents[intent.id] = intent;
    session.paymentIntent = intent.id;
    return intent;
  };

  const handleCheckout = async (request: IncomingMessage, response: ServerResponse, url: URL) => {
    const match = /^\/local\/checkout\/([^/]+)(?:\/(pay|decline))?\/?$/.exec(url.pathname);
    const session = match ? state.sessions[decodeURIComponent(match[1] ?? '')] : undefined;
    const action = match?.[2];
    const method = request.method ?? 'GET';
    if (method === 'POST') await readBody(request);
    if (!session) {
      sendHtml(
        response,
        404,
        '<!doctype html><html lang="en"><title>Not found</title><main><h1>No such checkout</h1></main></html>',
      );
      return;
    }
    if (!action) {
      if (method === 'GET' || method === 'HEAD') sendHtml(response, 200, checkoutPage(session));
      else response.writeHead(405, { allow: 'GET' }).end();
      return;
    }
    if (method !== 'POST') {
      response.writeHead(405, { allow: 'POST' }).end();
      return;
    }
    if (action === 'pay' && session.status === 'complete') {
      // A second click on Pay: the card is already authorised, so just go back.
      response.writeHead(303, { location: session.successUrl }).end();
      return;
    }
    if (session.status !== 'open') {
      sendHtml(response, 409, checkoutPage(session));
      return;
    }
    const intent = intentFor(session);
    if (action === 'pay') {
      intent.status = 'requires_capture';
      intent.declined = false;
      session.status = 'complete';
      save();
      await deliver('checkout.session.completed', sessionObject(session));
      response.writeHead(303, { location: session.successUrl }).end();
    } else {
      intent.status = 'requires_payment_method';
      intent.declined = true;
      save();
      await deliver('payment_intent.payment_failed', intentObject(intent));
      response.writeHead(303, { location: session.cancelUrl }).end();
    }
  };

  return {
    apiUrl: `http://127.0.0.1:${port}`,
    handleCheckout,
    stop: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        // The SDK keeps connections alive; without this, close waits for them to time out.
        server.closeAllConnections();
      }),
  };
}
