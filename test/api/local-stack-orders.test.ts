import { randomUUID } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { localScheduleStore, orderStore } from '@inroom/functions/store';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEMO_IDS } from '../../infra/local/seed/demo-data';
import { startTestStack, tempDataDir, type TestStack } from '../support/stack';

// The embedded stack's stand-ins for Stripe Checkout, SNS and EventBridge Scheduler, wired as
// `npm start` wires them: the checkout page, the outbox, the expiry timers and what survives a
// restart (secrets.json, pending expiries). The order rules themselves are tested elsewhere.

const started: TestStack[] = [];
afterEach(async () => {
  for (const stack of started.splice(0)) await stack.close();
});

async function start(overrides: Parameters<typeof startTestStack>[0] = {}) {
  const stack = await startTestStack(overrides);
  started.push(stack);
  return stack;
}

/** A basket of one sparkling water from the demo hotel's all-day menu. */
const basket = () => ({
  locationId: DEMO_IDS.location.hotel,
  locationName: 'Hotel Nyhavn',
  parentLocationId: null,
  parentLocationName: '',
  currencyId: 'DKK',
  currency: { id: 'DKK', symbol: 'kr.' },
  languageId: 'en',
  language: { id: 'en', name: 'English' },
  items: [
    {
      menuItemId: DEMO_IDS.item.sparklingWater,
      name: 'Sparkling water',
      description: '',
      defaultName: 'Sparkling water',
      defaultDescription: '',
      options: [],
      quantity: 1,
      price: 3500,
      priceSum: 3500,
      currency: { id: 'DKK', symbol: 'kr.' },
    },
  ],
  priceSum: 3500,
  room: '12',
  comment: '',
  termsAccepted: true,
  idempotencyKey: randomUUID(),
});

/** Creates an order as a guest on http://127.0.0.1:<port> and pays it on the checkout page. */
async function orderAndPay(stack: TestStack): Promise<string> {
  const created = await stack.request('/api/order/create', {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: stack.baseUrl },
    body: JSON.stringify(basket()),
  });
  const order = (await created.json()) as { id: string; paymentUrl: string };
  expect(created.status, JSON.stringify(order)).toBe(200);
  const checkout = new URL(order.paymentUrl);
  expect(checkout.pathname).toMatch(/^\/local\/checkout\/cs_/);
  const page = await stack.request(checkout.pathname);
  expect(page.status).toBe(200);
  expect(page.headers.get('content-type')).toContain('text/html');
  const paid = await stack.request(`${checkout.pathname}/pay`, {
    method: 'POST',
    redirect: 'manual',
  });
  expect(paid.status).toBe(303);
  // The guest comes back to the origin the order was made on.
  expect(paid.headers.get('location')).toMatch(new RegExp(`^${stack.baseUrl}/`));
  return order.id;
}

/** Runs `work` on a stack over `dataDir`, then stops it keeping the data, as before a restart. */
async function beforeRestart<T>(
  dataDir: string,
  overrides: Parameters<typeof startTestStack>[0],
  work: (stack: TestStack) => Promise<T>,
): Promise<T> {
  const stack = await startTestStack({ ...overrides, dataDir });
  try {
    return await work(stack);
  } finally {
    await stack.close({ keepData: true });
  }
}

const statusOf = async (stack: TestStack, orderId: string) =>
  ((await (await stack.request(`/api/order/get/${orderId}`)).json()) as { status: number }).status;

describe('the embedded stack with orders', () => {
  it('serves an empty outbox page and its JSON', async () => {
    const stack = await start({ seedDemoData: false });
    const page = await stack.request('/local/outbox');
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<h1>Outbox</h1>');
    expect(html).toContain('No messages yet');
    expect(await (await stack.request('/local/outbox.json')).json()).toEqual([]);
    expect(await stack.outbox()).toEqual([]);
  });

  it('pays on the checkout page, texts the staff links to the outbox and expires the order when a one-second window ends', async () => {
    const stack = await start({ orderResponseWindowSeconds: 1 });
    const orderId = await orderAndPay(stack);

    const messages = await stack.outbox();
    expect(messages.length).toBeGreaterThanOrEqual(1);
    expect(await (await stack.request('/local/outbox.json')).json()).toEqual(messages);
    for (const message of messages) {
      expect(message.phoneNumber).toMatch(/^\+\d+$/);
      expect(message.text).toContain(
        `${stack.baseUrl}/order/${orderId}/${message.phoneNumber.slice(1)}?t=`,
      );
    }
    const page = await (await stack.request('/local/outbox')).text();
    expect(page).toContain(`<a href="${stack.baseUrl}/order/${orderId}/`);

    // Expired (6), then the card released (5): two writes, so the test waits for the second.
    const order = await vi.waitFor(
      async () => {
        const stored = await orderStore.get(stack.dependencies.store, orderId);
        expect(stored).toMatchObject({ status: 6, paymentStatus: 5 });
        return stored;
      },
      { timeout: 10_000, interval: 100 },
    );
    // Paid, then given exactly the one second to answer.
    expect(Date.parse(order!.updatedAt) - Date.parse(order!.paidAt)).toBeGreaterThanOrEqual(1000);
    await vi.waitFor(async () => expect(await stack.pendingExpiries()).toEqual([]), {
      timeout: 5000,
    });
  });

  it('keeps its secrets, checkouts and pending expiries across a restart', async () => {
    const dataDir = tempDataDir();
    const before = await beforeRestart(
      dataDir,
      { orderResponseWindowSeconds: 3 },
      async (first) => {
        const secretsFile = join(dataDir, 'secrets.json');
        expect(statSync(secretsFile).mode & 0o777).toBe(0o600);
        expect(JSON.parse(readFileSync(secretsFile, 'utf8'))).toEqual(first.secrets);
        expect(first.secrets.webhookSecret).toMatch(/^whsec_/);
        const orderId = await orderAndPay(first);
        const [link] = (await first.outbox()).map(
          (message) => /\/order\/\S+/.exec(message.text)?.[0],
        );
        expect((await first.pendingExpiries()).map((each) => each.orderId)).toEqual([orderId]);
        // Still waiting for staff when the stack stops: only the next one can expire it.
        expect(await statusOf(first, orderId)).toBe(2);
        return { orderId, link: link ?? '', secrets: first.secrets };
      },
    );

    const second = await start({ dataDir, orderResponseWindowSeconds: 3 });
    expect(second.secrets).toEqual(before.secrets);
    // The staff link texted before the restart still opens the staff view.
    const link = new URL(before.link, second.baseUrl);
    const [, id, phone] = link.pathname.split('/').slice(1);
    const staff = await second.request(
      `/api/locationcontact/get/${id}/${phone}?t=${encodeURIComponent(link.searchParams.get('t') ?? '')}`,
    );
    expect(staff.status).toBe(200);
    // The expiry armed before the restart fires after it, and releases the authorisation the fake
    // Stripe kept: capturing it now is refused.
    await vi.waitFor(async () => expect(await statusOf(second, before.orderId)).toBe(6), {
      timeout: 10_000,
      interval: 200,
    });
    await vi.waitFor(async () => expect(await second.pendingExpiries()).toEqual([]), {
      timeout: 5000,
    });
    const order = await orderStore.get(second.dependencies.store, before.orderId);
    expect(order?.paymentIntentId).toMatch(/^pi_/);
    await expect(
      second.dependencies.payments.capture(order!.paymentIntentId, randomUUID()),
    ).rejects.toThrow(/status of canceled/);
  });

  it('fires an expiry that fell due while the stack was down as soon as it starts', async () => {
    const dataDir = tempDataDir();
    const orderId = await beforeRestart(dataDir, {}, async (first) => {
      const id = await orderAndPay(first);
      // As if the stack had been down past the end of the response window.
      await localScheduleStore.remove(first.dependencies.store, id);
      await localScheduleStore.putIfAbsent(first.dependencies.store, {
        orderId: id,
        at: new Date(Date.now() - 1000).toISOString(),
      });
      return id;
    });

    const second = await start({ dataDir });
    await vi.waitFor(async () => expect(await statusOf(second, orderId)).toBe(6), {
      timeout: 5000,
      interval: 100,
    });
  });

  it('points links at the loopback origin the guest used, and at its own URL otherwise', async () => {
    const stack = await start({ seedDemoData: false });
    const { siteUrl } = stack.dependencies.orderSettings;
    expect(siteUrl(stack.baseUrl)).toBe(stack.baseUrl);
    expect(siteUrl(`http://localhost:${stack.port}`)).toBe(`http://localhost:${stack.port}`);
    expect(siteUrl('http://127.0.0.1:1')).toBe(stack.url);
    expect(siteUrl('https://evil.test')).toBe(stack.url);
    expect(siteUrl(undefined)).toBe(stack.url);
    expect(siteUrl('not a url')).toBe(stack.url);
  });
});
