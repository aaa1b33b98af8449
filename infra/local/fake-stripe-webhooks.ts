import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';
import type { PendingEvent } from './fake-stripe-types';

// The fake Stripe's webhook deliveries. As at Stripe, an event the app does not answer with a 2xx
// (or does not answer at all) is sent again, identical, with a backoff, a bounded number of times.
// Pending events live in the fake's state, so a killed process delivers them after its restart.

export interface RedeliveryOptions {
  /**
   * The waits after the 1st, 2nd, ... failed attempt; the last one repeats when there are more
   * attempts than waits. 1, 2, 4, 8, 16 and 32 s unless given (Stripe's are hours apart).
   */
  delaysMs?: readonly number[];
  /** Attempts in all, the first one included, before an event is given up on; 8 unless given. */
  maxAttempts?: number;
}

export interface WebhookSenderOptions {
  /** The state's pending events, changed in place. */
  events: Record<string, PendingEvent>;
  /** Saves the whole state (events included). */
  save: () => void;
  webhookSecret: string;
  webhookUrl: () => string;
  log: (line: string) => void;
  redelivery?: RedeliveryOptions;
}

export interface WebhookSender {
  /**
   * Makes a Stripe event of `object` and adds it to the pending events, unsaved: the caller saves
   * it with the change it reports, in one write. Answers the event's id.
   */
  create(type: string, object: unknown): string;
  /** One delivery attempt of a pending event; a failed one is logged and its retry scheduled. */
  attempt(id: string): Promise<void>;
  /** Delivers, at once but not synchronously, every pending event that is not already scheduled. */
  resume(): void;
  /** Clears the retry timers and aborts a running attempt (its event stays pending). */
  stop(): Promise<void>;
}

const DEFAULT_DELAYS_MS = [1000, 2000, 4000, 8000, 16_000, 32_000];
const DEFAULT_MAX_ATTEMPTS = 8;
const DELIVERY_TIMEOUT_MS = 10_000;

/** A failed attempt's reason (`got 503`) and what came with it (the answer's body, the error). */
type Outcome = { delivered: true } | { delivered: false; reason: string; detail: string };

export function createWebhookSender(options: WebhookSenderOptions): WebhookSender {
  const { events, save, webhookSecret, webhookUrl, log } = options;
  const delaysMs = options.redelivery?.delaysMs ?? DEFAULT_DELAYS_MS;
  const maxAttempts = options.redelivery?.maxAttempts ?? DEFAULT_MAX_ATTEMPTS;
  if (!Number.isInteger(maxAttempts) || maxAttempts < 1) {
    throw new Error(`redelivery.maxAttempts must be a whole number of 1 or more: ${maxAttempts}`);
  }
  if (delaysMs.length === 0 || delaysMs.some((delay) => !Number.isFinite(delay) || delay < 0)) {
    throw new Error('redelivery.delaysMs must hold one or more waits of 0 ms or more');
  }

  const timers = new Map<string, NodeJS.Timeout>();
  const inFlight = new Map<string, Promise<void>>();
  const stopping = new AbortController();

  const schedule = (id: string, delay: number) => {
    if (stopping.signal.aborted || timers.has(id)) return;
    const timer = setTimeout(() => {
      timers.delete(id);
      void attempt(id);
    }, delay);
    timer.unref();
    timers.set(id, timer);
  };

  const post = async (event: PendingEvent): Promise<Outcome> => {
    // Stripe signs each attempt anew: the header's timestamp is that of the attempt.
    const signature = Stripe.webhooks.generateTestHeaderString({
      payload: event.payload,
      secret: webhookSecret,
    });
    try {
      // Inside the try: before the app's server listens this throws, and that is a failed attempt.
      const answer = await fetch(webhookUrl(), {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'stripe-signature': signature },
        body: event.payload,
        signal: AbortSignal.any([AbortSignal.timeout(DELIVERY_TIMEOUT_MS), stopping.signal]),
      });
      const text = await answer.text().catch(() => '');
      if (answer.ok) return { delivered: true };
      return { delivered: false, reason: `got ${answer.status}`, detail: text.slice(0, 300) };
    } catch (error) {
      return { delivered: false, reason: 'could not be delivered', detail: String(error) };
    }
  };

  const attemptOnce = async (id: string) => {
    const event = events[id];
    if (!event || stopping.signal.aborted) return;
    const outcome = await post(event);
    // A stop aborts the attempt: the event stays as it was saved, for the next start.
    if (stopping.signal.aborted || events[id] !== event) return;
    const number = event.attempts + 1;
    if (outcome.delivered) {
      delete events[id];
      save();
      if (number > 1)
        log(`fake Stripe: the ${event.type} webhook ${id} was delivered on attempt ${number}`);
      return;
    }
    event.attempts = number;
    const failed = `fake Stripe: the ${event.type} webhook ${outcome.reason} (event ${id}, attempt ${number} of ${maxAttempts})`;
    const detail = outcome.detail ? `: ${outcome.detail}` : '';
    if (number >= maxAttempts) {
      // Dropped, as Stripe stops after its last retry: the state file stays bounded.
      delete events[id];
      save();
      log(`${failed}; gave up on it, the event is dropped${detail}`);
      return;
    }
    const delay = delaysMs[Math.min(number, delaysMs.length) - 1] ?? 0;
    event.nextAttemptAt = Date.now() + delay;
    save();
    log(`${failed}; retrying in ${delay} ms${detail}`);
    schedule(id, delay);
  };

  const attempt = (id: string): Promise<void> => {
    const running = inFlight.get(id);
    if (running) return running;
    const work = attemptOnce(id)
      .catch((error: unknown) =>
        log(`fake Stripe: the delivery of webhook ${id} failed: ${String(error)}`),
      )
      .finally(() => inFlight.delete(id));
    inFlight.set(id, work);
    return work;
  };

  return {
    create(type, object) {
      const id = `evt_${randomBytes(12).toString('hex')}`;
      const payload = JSON.stringify({
        id,
        object: 'event',
        api_version: Stripe.API_VERSION,
        created: Math.floor(Date.now() / 1000),
        data: { object },
        livemode: false,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
        type,
      });
      events[id] = { id, type, payload, attempts: 0, nextAttemptAt: Date.now() };
      return id;
    },
    attempt,
    resume() {
      const waiting = Object.keys(events).filter((id) => !timers.has(id) && !inFlight.has(id));
      if (waiting.length === 0 || stopping.signal.aborted) return;
      log(`fake Stripe: redelivering ${waiting.length} pending webhook event(s)`);
      // The app was restarted: waiting out the backoff of the process that stopped helps no one.
      for (const id of waiting) schedule(id, 0);
    },
    async stop() {
      stopping.abort();
      for (const timer of timers.values()) clearTimeout(timer);
      timers.clear();
      while (inFlight.size > 0) await Promise.allSettled([...inFlight.values()]);
    },
  };
}
