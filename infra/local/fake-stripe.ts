import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { guardLoopbackServer } from './loopback-guard';
import type { AddressInfo } from 'node:net';
import { dirname } from 'node:path';
import { checkoutPage } from './checkout-page';
import { parseSession, stripeError } from './fake-stripe-params';
import type { SessionRecord, IntentRecord, State, ApiAnswer } from './fake-stripe-types';
import { createWebhookSender, type RedeliveryOptions } from './fake-stripe-webhooks';

// The few Stripe calls Inroom makes, served for the real Stripe SDK on a loopback port (no Stripe
// package or network exists for the embedded stack), plus the hosted checkout page that stands in
// for Stripe Checkout and sends the signed webhooks Stripe would send (and sends again, as Stripe
// does, while the app does not accept them: see fake-stripe-webhooks.ts).

export interface FakeStripe {
  apiUrl: string;
  /** serves GET /local/checkout/{sessionId} and POST /local/checkout/{sessionId}/pay|decline */
  handleCheckout(request: IncomingMessage, response: ServerResponse, url: URL): Promise<void>;
  /**
   * Delivers the webhook events a previous process left pending in the state file (it was stopped
   * or killed before the app accepted them). Call it once the app's server listens: the start
   * does not, as webhookUrl() has no answer before. Returns at once; the deliveries run after.
   */
  resumeDeliveries(): void;
  /** Stops the API, the retry timers and a running delivery; pending events stay in the file. */
  stop(): Promise<void>;
}

export interface FakeStripeOptions {
  stateFile: string;
  webhookSecret: string;
  /** full URL of POST /api/payment/webhook on the local server, known only after it starts */
  webhookUrl: () => string;
  /** Where a failed webhook delivery is reported; the console unless given. */
  log?: (line: string) => void;
  /** How a webhook the app does not accept (non-2xx, no answer) is sent again; tests shorten it. */
  redelivery?: RedeliveryOptions;
}

const now = () => Math.floor(Date.now() / 1000);
const newId = (prefix: string) => `${prefix}${randomBytes(12).toString('hex')}`;
const amountOf = (session: SessionRecord) =>
  session.lineItems.reduce((sum, item) => sum + item.quantity * item.unitAmount, 0);

function loadState(stateFile: string): State {
  if (!existsSync(stateFile)) return { sessions: {}, intents: {}, idempotency: {}, events: {} };
  try {
    // The file is only ever written by this module, so its shape is trusted beyond being JSON.
    const state = JSON.parse(readFileSync(stateFile, 'utf8')) as Partial<State> | null;
    return {
      sessions: state?.sessions ?? {},
      intents: state?.intents ?? {},
      idempotency: state?.idempotency ?? {},
      events: state?.events ?? {},
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
    guardLoopbackServer(server);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;

  const webhooks = createWebhookSender({
    events: state.events,
    save,
    webhookSecret,
    webhookUrl,
    log,
    redelivery: options.redelivery,
  });

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
      if (method === 'GET' || method === 'HEAD')
        sendHtml(
          response,
          200,
          checkoutPage({
            id: session.id,
            status: session.status,
            description: session.lineItems.map((item) => item.name).join(', '),
            amount: amountOf(session),
            currency: session.currency,
            successUrl: session.successUrl,
            cancelUrl: session.cancelUrl,
          }),
        );
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
      sendHtml(
        response,
        409,
        checkoutPage({
          id: session.id,
          status: session.status,
          description: session.lineItems.map((item) => item.name).join(', '),
          amount: amountOf(session),
          currency: session.currency,
          successUrl: session.successUrl,
          cancelUrl: session.cancelUrl,
        }),
      );
      return;
    }
    const intent = intentFor(session);
    if (action === 'pay') {
      intent.status = 'requires_capture';
      intent.declined = false;
      session.status = 'complete';
      // The payment and its event are saved in one write: a kill cannot keep one without the other.
      const event = webhooks.create('checkout.session.completed', sessionObject(session));
      save();
      // The guest waits for the first attempt only, and so normally comes back to a paid order;
      // a failed one is retried in the background (the order page also asks the API).
      await webhooks.attempt(event);
      response.writeHead(303, { location: session.successUrl }).end();
    } else {
      intent.status = 'requires_payment_method';
      intent.declined = true;
      const event = webhooks.create('payment_intent.payment_failed', intentObject(intent));
      save();
      await webhooks.attempt(event);
      response.writeHead(303, { location: session.cancelUrl }).end();
    }
  };

  return {
    apiUrl: `http://127.0.0.1:${port}`,
    handleCheckout,
    resumeDeliveries: () => webhooks.resume(),
    stop: async () => {
      await webhooks.stop();
      await new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        // The SDK keeps connections alive; without this, close waits for them to time out.
        server.closeAllConnections();
      });
    },
  };
}
