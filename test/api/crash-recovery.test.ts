import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { Order } from '@inroom/shared';
import { afterAll, describe, expect, it } from 'vitest';
import type { OutboxMessage } from '../../infra/local/outbox-notifier';
import { random } from '../../infra/local/seed/png';
import { demoBasket, HOTEL_RECEPTION, HOTEL_ROOM_SERVICE, sessionIdOf } from '../support/orders';
import { tempDataDir } from '../support/stack';
import {
  bundleStackEntry,
  freePort,
  startStackProcess,
  type StackProcess,
} from '../support/stack-process';

// The embedded stack killed with SIGKILL at random points while guests place and pay 30 orders, and
// restarted on the same data directory each time. Half the kills land right after a random store
// write (INROOM_TEST_CRASH_AFTER_WRITES: between an order's 1 -> 2 and its texts, between a claim
// and its record, ...), the others at a random moment. After a last restart every paid order must be
// texted exactly once per active contact within a sweep, and end answered or expired with the card
// captured or released. Fixed seed, bounded counts; CRASH_SEED=7 kills at other points.

const SEED = Number(process.env.CRASH_SEED ?? 20261124);
const ORDERS = 30;
const FAULTS = 8;
const SWEEP_SECONDS = 1;
const LEASE_SECONDS = 2;
const WINDOW_SECONDS = 25;
const CONTACTS = [`+${HOTEL_RECEPTION}`, `+${HOTEL_ROOM_SERVICE}`];

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The lines each process logged that name one of the orders, numbered by run. */
const linesAbout = (processes: readonly StackProcess[], orderIds: readonly string[]) =>
  processes
    .flatMap((run, index) =>
      run
        .output()
        .split('\n')
        .filter((line) => orderIds.some((id) => line.includes(id)))
        .map((line) => `run ${index + 1}: ${line}`),
    )
    .join('\n');

const dataDir = tempDataDir();
let bundle: { file: string; dir: string } | undefined;
let stack: StackProcess | undefined;
afterAll(async () => {
  await stack?.kill();
  for (const dir of [dataDir, bundle?.dir]) if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('paid orders across SIGKILLs of the embedded stack', () => {
  it(`texts every one of ${ORDERS} paid orders once per contact and ends each, whatever is killed`, async () => {
    const rng = random(SEED);
    const port = await freePort();
    // Started 16 times or so: bundled once, each start skips tsx's loader (about 3 s a start).
    bundle = await bundleStackEntry();
    const entry = bundle.file;
    const url = `http://127.0.0.1:${port}`;
    const settings = {
      INROOM_ORDER_RESPONSE_WINDOW_SECONDS: String(WINDOW_SECONDS),
      INROOM_SWEEP_INTERVAL_SECONDS: String(SWEEP_SECONDS),
      INROOM_EFFECT_LEASE_SECONDS: String(LEASE_SECONDS),
      // Failed attempts (a release retried after a backoff) are warnings: kept for a failure's
      // message.
      LOG_LEVEL: 'WARN',
    };
    const kills = { afterWrite: 0, atMoment: 0, betweenOrders: 0, whileStarting: 0 };
    // Every process started, for a failure's message: what the earlier ones logged about an order.
    const processes: StackProcess[] = [];
    let armedLeft = FAULTS;
    let timer: NodeJS.Timeout | undefined;
    // Besides the fault each restart arms, the stack is killed before these orders if alive.
    const killBefore = new Set<number>();
    while (killBefore.size < FAULTS) killBefore.add(1 + Math.floor(rng() * (ORDERS - 1)));

    /**
     * Starts the stack with a fault armed while any are left: a crash right after a random store
     * write, or a kill at a random moment. The first start seeds the demo data, undisturbed.
     */
    const start = async (first = false): Promise<StackProcess> => {
      for (;;) {
        const fault =
          first || armedLeft === 0 ? undefined : rng() < 0.5 ? 'afterWrite' : 'atMoment';
        const crashAfter = fault === 'afterWrite' ? 1 + Math.floor(rng() * 30) : undefined;
        if (fault) armedLeft -= 1;
        try {
          const started = await startStackProcess(
            port,
            dataDir,
            {
              ...settings,
              ...(crashAfter ? { INROOM_TEST_CRASH_AFTER_WRITES: String(crashAfter) } : {}),
            },
            entry,
          );
          processes.push(started);
          if (fault === 'atMoment')
            timer = setTimeout(
              () => {
                if (!started.alive()) return;
                kills.atMoment += 1;
                void started.kill();
              },
              50 + Math.floor(rng() * 800),
            );
          if (crashAfter)
            void started.exited.then(({ signal }) => {
              if (signal === 'SIGKILL' && !started.killedByTest) kills.afterWrite += 1;
            });
          return started;
        } catch (error) {
          // Killed by its crash point while starting (its first sweep writes): start again. Any
          // other exit is a failure (a start that cannot work would be tried for ever).
          if (!String(error).includes('exited while starting (SIGKILL)')) throw error;
          kills.whileStarting += 1;
        }
      }
    };

    /** One guest request, repeated through kills and restarts until it is answered. */
    const call = async (path: string, init: RequestInit, ok: (status: number) => boolean) => {
      for (let attempt = 0; attempt < 200; attempt += 1) {
        if (!stack?.alive()) {
          clearTimeout(timer);
          stack = await start();
        }
        try {
          const response = await fetch(`${url}${path}`, { ...init, redirect: 'manual' });
          if (ok(response.status)) return response;
          // A 5xx while the process dies under the request: try again.
        } catch {
          // The connection broke: the process is gone or going.
        }
        await sleep(50);
      }
      throw new Error(`${path} was never answered:\n${stack?.output() ?? ''}`);
    };

    stack = await start(true);
    const orders: Order[] = [];
    for (let n = 0; n < ORDERS; n += 1) {
      if (killBefore.has(n) && stack.alive()) {
        clearTimeout(timer);
        await stack.kill();
        kills.betweenOrders += 1;
      }
      const basket = demoBasket({ room: String(100 + n) });
      const created = await call(
        '/api/order/create',
        {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: url },
          body: JSON.stringify(basket),
        },
        (status) => status === 200,
      );
      const order = (await created.json()) as Order;
      await call(
        `/local/checkout/${sessionIdOf(order.paymentUrl)}/pay`,
        { method: 'POST' },
        (status) => status === 303,
      );
      // Half the guests come back to the order page, which confirms the payment itself.
      if (rng() < 0.5)
        await call(
          `/api/payment/confirm/${order.id}`,
          { method: 'POST' },
          (status) => status === 200,
        );
      orders.push(order);
    }

    // The last crash, then a clean start: the run measured from here.
    clearTimeout(timer);
    await stack.kill();
    const restarted = Date.now();
    stack = await start();
    const ready = Date.now();
    const sentFor = (messages: OutboxMessage[], orderId: string) =>
      messages.filter(
        (message) => message.reference === `order ${orderId} paid` && message.status === 'sent',
      );
    let messages: OutboxMessage[] = [];
    const deadline = ready + (SWEEP_SECONDS + 2) * 1000;
    for (;;) {
      messages = (await (
        await fetch(`${url}/local/outbox.json?limit=500`)
      ).json()) as OutboxMessage[];
      if (orders.every((order) => sentFor(messages, order.id).length === 2)) break;
      if (Date.now() > deadline) break;
      await sleep(100);
    }
    const textedAfterMs = Date.now() - ready;

    const notTexted = orders.filter(
      (order) =>
        JSON.stringify(
          sentFor(messages, order.id)
            .map((m) => m.phoneNumber)
            .sort(),
        ) !== JSON.stringify(CONTACTS),
    );
    const repeats = messages.filter((message) => message.status === 'repeat').length;
    const final: Order[] = [];
    for (const order of orders)
      final.push((await (await fetch(`${url}/api/order/get/${order.id}`)).json()) as Order);

    // Each order still awaiting an answer can be answered: accept it from its texted link. Those
    // about to expire are left to expire.
    const acceptedIds: string[] = [];
    for (const order of final.filter((each) => each.status === 2 && each.requestExpiresIn > 3)) {
      const link = sentFor(messages, order.id)[0]?.text.match(/https?:\/\/\S+/)?.[0];
      const [, , id, phoneNumber] = new URL(link ?? url).pathname.split('/');
      const answer = await fetch(`${url}/api/order/accept`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          id,
          phoneNumber,
          token: new URL(link ?? url).searchParams.get('t'),
          expectedDeliveryTimeMinutes: 20,
        }),
      });
      expect(answer.status).toBe(200);
      expect(await answer.json()).toMatchObject({ status: 3, paymentStatus: 2 });
      acceptedIds.push(order.id);
    }
    const acceptedNow = acceptedIds.length;
    const rest = final.filter((order) => order.status !== 2 || order.requestExpiresIn <= 3);
    const expired: Order[] = [];
    for (const order of rest) {
      for (let attempt = 0; ; attempt += 1) {
        const now = (await (await fetch(`${url}/api/order/get/${order.id}`)).json()) as Order;
        // The release follows the 2 -> 6 write (a claim of a killed process is taken over once
        // its lease has run out): wait for both, within the same ten seconds.
        if ((now.status === 6 && now.paymentStatus !== 4) || attempt > 100) {
          expired.push(now);
          break;
        }
        await sleep(100);
      }
    }
    // Stuck: still awaiting an answer ten seconds after its window, or expired with the card held.
    const stuck = expired.filter((order) => order.status !== 6 || order.paymentStatus !== 5);

    // The fake Stripe agrees: captured for the accepted, released for the expired.
    const stripe = JSON.parse(readFileSync(join(dataDir, 'stripe.json'), 'utf8')) as {
      sessions: Record<string, { clientReferenceId: string; paymentIntent: string | null }>;
      intents: Record<string, { status: string }>;
    };
    const intentOf = (orderId: string) => {
      const session = Object.values(stripe.sessions).find((s) => s.clientReferenceId === orderId);
      return session?.paymentIntent ? stripe.intents[session.paymentIntent]?.status : undefined;
    };

    console.log(
      [
        `crash test (seed ${SEED}): ${ORDERS} orders paid through ${kills.afterWrite + kills.atMoment + kills.betweenOrders + kills.whileStarting} SIGKILLs`,
        `  (${kills.afterWrite} right after a random store write, ${kills.atMoment} at a random moment, ${kills.betweenOrders} between orders, ${kills.whileStarting} while starting)`,
        `  last restart ready in ${((ready - restarted) / 1000).toFixed(1)} s; every order texted ${textedAfterMs} ms after ready (sweep every ${SWEEP_SECONDS} s, lease ${LEASE_SECONDS} s)`,
        `  texted once per contact: ${ORDERS - notTexted.length}/${ORDERS}; duplicate SMS delivered: 0 by key, repeats absorbed by the key: ${repeats}`,
        `  stuck: ${stuck.length}; expired with card released: ${expired.length}; accepted and captured now: ${acceptedNow}`,
      ].join('\n'),
    );
    expect(notTexted.map((order) => order.id)).toEqual([]);
    expect(textedAfterMs).toBeLessThanOrEqual((SWEEP_SECONDS + 2) * 1000);
    // Named by what is left of each, with what the stack logged, so a failure says which write or
    // release did not happen.
    expect(
      stuck.map(({ id, status, paymentStatus, requestExpiresIn }) => ({
        id,
        status,
        paymentStatus,
        requestExpiresIn,
        // 'canceled' with the order still at paymentStatus 4: the release went through, its record
        // did not.
        intent: intentOf(id),
      })),
      `the stack's log:\n${stack.output().slice(-8000)}\nwhat every run logged about them:\n` +
        linesAbout(
          processes,
          stuck.map((order) => order.id),
        ),
    ).toEqual([]);
    for (const order of expired) expect(order).toMatchObject({ status: 6, paymentStatus: 5 });
    expect(final.every((order) => order.status === 2 || order.status === 6)).toBe(true);
    expect(acceptedNow + expired.length).toBe(ORDERS);
    expect(kills.betweenOrders + kills.afterWrite + kills.atMoment).toBeGreaterThanOrEqual(FAULTS);
    for (const id of acceptedIds) expect(intentOf(id)).toBe('succeeded');
    for (const order of expired) expect(intentOf(order.id)).toBe('canceled');
  }, 300_000);
});
