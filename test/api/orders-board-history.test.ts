import { countStoreCalls, orderStore, type StoredOrder } from '@inroom/functions';
import type {
  Location,
  OrderBoard,
  OrderDayTotals,
  OrderHistoryPage,
  OrderTotals,
} from '@inroom/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminClient, expectError, expectOk, useTestStack } from '../support/api';
import { parseCsv } from '../support/csv';
import { rawRequest } from '../support/raw-http';
import { locationBody } from '../support/locations';
import { Guest } from '../support/orders';
import { storeOrders } from '../support/stored-orders';

// The back office's order history, day totals and CSV export over 500 orders (issue 17), and what
// the board and a history page cost in store calls with 10 orders and with 500. The orders are
// written straight to the table from a real order (placing 500 through checkout would take
// minutes), at seeded instants over the last seven days, in seeded states.

const stack = useTestStack({ rateLimit: false, sweepIntervalSeconds: 3600 });
const admin = adminClient(stack);
const ZONE = 'Europe/Copenhagen';
const SEED = 20261125;
const HOUR = 3_600_000;

/** 'YYYY-MM-DD' on the location's wall clock, worked out here apart from the server's. */
const dayIn = (instant: Date | string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(new Date(instant));

let location: Location;
let template: StoredOrder;
const stored: StoredOrder[] = [];
const from = dayIn(new Date(Date.now() - 8 * 24 * HOUR));
const to = dayIn(new Date());
const range = `from=${from}&to=${to}`;

beforeAll(async () => {
  location = await expectOk<Location>(
    admin.post('/api/location/create', locationBody({ name: 'Harbour Kiosk' })),
  );
  const placed = await new Guest(stack).order();
  template = (await orderStore.get(stack.dependencies.store, placed.id))!;
});

/** Every page of a history query, following nextCursor. */
async function allPages(query: string, limit: number): Promise<OrderHistoryPage[]> {
  const pages: OrderHistoryPage[] = [];
  let cursor: string | null = null;
  do {
    const page: OrderHistoryPage = await expectOk<OrderHistoryPage>(
      admin.get(
        `/api/order/be/history/${location.id}?${query}&limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`,
      ),
    );
    expect(page.orders.length).toBeLessThanOrEqual(limit);
    pages.push(page);
    cursor = page.nextCursor;
    expect(pages.length, 'pages').toBeLessThan(100);
  } while (cursor);
  return pages;
}

/** The store calls one request costs, by command. */
async function callsOf(path: string): Promise<Record<string, number>> {
  const counter = countStoreCalls(stack.dependencies.store);
  try {
    await expectOk(admin.get(path));
    return { ...counter.byCommand };
  } finally {
    counter.detach();
  }
}

/** Day totals worked out from listed orders by the definitions in docs/api.md. */
function totalsOf(
  orders: {
    createdAt: string;
    currency: string;
    status: number;
    paymentStatus: number;
    total: number;
  }[],
): OrderDayTotals[] {
  const days = new Map<string, OrderDayTotals>();
  for (const order of orders) {
    if (order.status < 2) continue;
    const date = dayIn(order.createdAt);
    const day = days.get(date) ?? {
      date,
      currency: order.currency,
      orders: 0,
      paid: 0,
      captured: 0,
      released: 0,
    };
    day.orders += 1;
    day.paid += order.total;
    if ([3, 5].includes(order.status) && order.paymentStatus === 2) day.captured += order.total;
    if ([4, 6, 7].includes(order.status) && order.paymentStatus === 5) day.released += order.total;
    days.set(date, day);
  }
  return [...days.values()].sort((a, b) => a.date.localeCompare(b.date));
}

describe('what the board and a history page cost', () => {
  const cost: Record<string, Record<string, number>> = {};
  const board = () => `/api/order/be/board/${location.id}`;
  const page = () => `/api/order/be/history/${location.id}?${range}&limit=100`;

  // Each admin call also reads the caller's access record (one Get: docs/api.md, Roles).
  it('with 10 orders: a Get of the user and of the location, a Query of its children, a Query of its orders', async () => {
    stored.push(
      ...(await storeOrders(stack, {
        template,
        location,
        count: 10,
        seed: SEED,
        from: new Date(Date.now() - 20 * HOUR),
        to: new Date(Date.now() - 60_000),
      })),
    );
    cost.board10 = await callsOf(board());
    cost.page10 = await callsOf(page());
    expect(cost.board10).toEqual({ GetItemCommand: 2, QueryCommand: 2 });
    expect(cost.page10).toEqual({ GetItemCommand: 2, QueryCommand: 1 });
  });

  it('with 500 orders: the same', async () => {
    stored.push(
      ...(await storeOrders(stack, {
        template,
        location,
        count: 490,
        seed: SEED + 1,
        firstNumber: 11,
        from: new Date(Date.now() - 7 * 24 * HOUR),
        to: new Date(Date.now() - 60_000),
      })),
    );
    expect(stored).toHaveLength(500);
    expect(await callsOf(board())).toEqual(cost.board10);
    expect(await callsOf(page())).toEqual(cost.page10);
    // The last day's orders (about 80 of them, under the cap of 100), give or take a minute at
    // the day's edge, which moves with the clock.
    const listed = await expectOk<OrderBoard>(admin.get(board()));
    const now = Date.now();
    const dayAgo = now - 24 * HOUR;
    expect(listed.orders.length).toBeLessThanOrEqual(100);
    for (const order of listed.orders)
      expect(Date.parse(order.createdAt)).toBeGreaterThan(dayAgo - 60_000);
    const surely = stored.filter((order) => Date.parse(order.createdAt) > dayAgo + 60_000);
    expect(surely.length).toBeLessThan(100);
    expect(listed.orders.map((order) => order.id)).toEqual(
      expect.arrayContaining(surely.map((order) => order.id)),
    );
  });
});

describe('what the board and a history page weigh', () => {
  // The API compresses what CloudFront only passes on (functions/src/http/compression.ts): a board
  // left open polls every 10 s, all day, often over a hotel's Wi-Fi.
  it('a board of the last day and a page of 100 orders reach the back office in brotli, 8 KB at most', async () => {
    const headers = {
      authorization: `Bearer ${await stack.adminToken()}`,
      'accept-encoding': 'gzip, deflate, br',
    };
    for (const path of [
      `/api/order/be/board/${location.id}`,
      `/api/order/be/history/${location.id}?${range}&limit=100`,
    ]) {
      const answer = await rawRequest(`${stack.baseUrl}${path}`, headers);
      expect(answer.status, path).toBe(200);
      expect(answer.headers['content-encoding'], path).toBe('br');
      // About 3.5 and 4.6 KB of 31 and 40 KB of JSON (2026-11-30).
      expect(answer.raw.length, path).toBeLessThanOrEqual(8 * 1024);
      expect(answer.raw.length, path).toBeLessThan(answer.body.length / 5);
      const { orders } = JSON.parse(answer.body.toString()) as { orders: unknown[] };
      expect(orders.length, path).toBeGreaterThan(50);
    }
  });
});

describe('history', () => {
  it('returns every one of 500 orders exactly once across pages, newest first', async () => {
    const pages = await allPages(range, 37);
    const listed = pages.flatMap((page) => page.orders);
    expect(listed).toHaveLength(500);
    expect(new Set(listed.map((order) => order.id)).size).toBe(500);
    expect(listed.map((order) => order.id).sort()).toEqual(stored.map((order) => order.id).sort());
    const created = listed.map((order) => order.createdAt);
    expect(created).toEqual([...created].sort().reverse());
    expect(pages.length).toBeGreaterThanOrEqual(Math.ceil(500 / 37));
  });

  it('filters by status, a page never holding more than its limit', async () => {
    const accepted = (await allPages(`${range}&status=3`, 50)).flatMap((page) => page.orders);
    expect(accepted.map((order) => order.id).sort()).toEqual(
      stored
        .filter((order) => order.status === 3)
        .map((order) => order.id)
        .sort(),
    );
    expect(accepted.every((order) => order.status === 3)).toBe(true);
  });

  it('keeps to the local days asked for', async () => {
    const today = (await allPages(`from=${to}&to=${to}`, 100)).flatMap((page) => page.orders);
    expect(today.map((order) => order.id).sort()).toEqual(
      stored
        .filter((order) => dayIn(order.createdAt) === to)
        .map((order) => order.id)
        .sort(),
    );
  });

  it('refuses a cursor it did not give, a range over 92 days and dates that are not', async () => {
    const first = await expectOk<OrderHistoryPage>(
      admin.get(`/api/order/be/history/${location.id}?${range}&limit=5`),
    );
    expect(first.nextCursor).toEqual(expect.any(String));
    const history = (query: string) => admin.get(`/api/order/be/history/${location.id}?${query}`);
    const refused = [
      `${range}&cursor=not-a-cursor`,
      `${range}&cursor=${Buffer.from('{"PK":"x"}').toString('base64url')}`,
      // A real cursor, of another range: its key is outside this query's.
      `from=2025-01-01&to=2025-01-02&cursor=${first.nextCursor}`,
    ];
    for (const query of refused)
      expect(await expectError(history(query), 400)).toMatchObject({
        message: 'The cursor is not valid',
      });
    expect((await expectError(history('from=2026-01-01&to=2026-04-03'), 400)).fields).toEqual({
      to: 'The range must be at most 92 days',
    });
    expect((await expectError(history('from=2026-02-30&to=2026-03-01'), 400)).fields).toEqual({
      from: 'From must be a date (YYYY-MM-DD)',
    });
    await expectError(history(`${range}&limit=101`), 400);
  });
});

describe('day totals', () => {
  it('equal the sums of the orders the history pages list', async () => {
    const listed = (await allPages(range, 100)).flatMap((page) => page.orders);
    const totals = await expectOk<OrderTotals>(
      admin.get(`/api/order/be/totals/${location.id}?${range}`),
    );
    expect(totals.days).toEqual(
      totalsOf(listed.map((order) => ({ ...order, currency: order.currency.id }))),
    );
    expect(totals.days.length).toBeGreaterThanOrEqual(6);
    const all = totals.days.reduce((sum, day) => sum + day.orders, 0);
    expect(all).toBe(stored.filter((order) => order.status >= 2).length);
  });
});

describe('the CSV export', () => {
  /** '129.50' -> 12950, without floats. */
  const minor = (major: string) => {
    expect(major).toMatch(/^\d+\.\d{2}$/);
    return Number(major.replace('.', ''));
  };

  it('has a line per order item that parses back to the same totals', async () => {
    const response = await admin.get(`/api/order/be/export/${location.id}?${range}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="orders-harbour-kiosk-${from}-${to}.csv"`,
    );
    const [header, ...rows] = parseCsv(await response.text());
    expect(header).toEqual([
      'Order number',
      'Created',
      'Status',
      'Room',
      'Item',
      'Options',
      'Quantity',
      'Item total',
      'Order total',
      'Currency',
      'Payment status',
    ]);
    expect(rows).toHaveLength(stored.reduce((sum, order) => sum + order.items.length, 0));
    expect(rows[0]?.[4]).toBe('Nyhavn burger');
    expect(rows[0]?.[5]).toBe('Crispy bacon');
    expect(rows[0]?.[1]).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+0[12]:00$/);

    const orders = new Map<
      string,
      {
        createdAt: string;
        currency: string;
        status: number;
        paymentStatus: number;
        total: number;
        items: number;
      }
    >();
    for (const row of rows) {
      const [number, created, status, , , , , itemTotal, orderTotal, currency, paymentStatus] =
        row as string[];
      const order = orders.get(number!) ?? {
        // The local day is the date the zoned time starts with; an instant keeps it for dayIn.
        createdAt: new Date(created!).toISOString(),
        currency: currency!,
        status: Number(status),
        paymentStatus: Number(paymentStatus),
        total: minor(orderTotal!),
        items: 0,
      };
      expect(dayIn(order.createdAt)).toBe(created!.slice(0, 10));
      order.items += minor(itemTotal!);
      orders.set(number!, order);
    }
    expect(orders.size).toBe(500);
    for (const order of orders.values()) expect(order.items).toBe(order.total);
    const totals = await expectOk<OrderTotals>(
      admin.get(`/api/order/be/totals/${location.id}?${range}`),
    );
    expect(totalsOf([...orders.values()])).toEqual(totals.days);
  });

  it('exports one status when asked', async () => {
    const response = await admin.get(`/api/order/be/export/${location.id}?${range}&status=6`);
    const [, ...rows] = parseCsv(await response.text());
    expect(rows.length).toBe(stored.filter((order) => order.status === 6).length);
    expect(rows.every((row) => row[2] === '6')).toBe(true);
  });
});
