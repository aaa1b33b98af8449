import type { BoardOrder, CurrentUser, Order } from '@inroom/shared';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CURRENT_USER_PATH,
  managerUser,
  ownerUser,
  signedInState,
} from '../../auth/access-fixtures';
import { jsonResponse, mockFetch, notFoundResponse, pathOf } from '../../../testing/fetch';
import { makeLocation } from '../../../testing/fixtures';
import { DELI, HOTEL, makeOrder } from '../../../testing/orders';
import { stubMatchMedia } from '../../../testing/match-media';
import { renderRoutes } from '../../../testing/render';
import { localDay } from './board';
import { boardAnswer, boardOrderOf, makeBoardOrder, paidTimeline } from './fixtures';
import { OrdersPage } from './OrdersPage';

type Handler = (request: Request) => Response | Promise<Response>;

const hotel = makeLocation({ id: HOTEL.id, name: HOTEL.name, timeZone: 'Europe/Copenhagen' });
const deli = makeLocation({ id: DELI.id, name: DELI.name, timeZone: 'Europe/Copenhagen' });
const BOARD = `GET /api/order/be/board/${HOTEL.id}`;

/** The requests made, as 'METHOD /path?query', and JSON bodies by that key. */
let calls: string[];
let bodies: Record<string, unknown[]>;
/** The signed-in user's `user/getcurrent` (issue 18): an owner unless a test says otherwise. */
let currentUser: CurrentUser;

/** Serves the locations and the handlers by 'METHOD /path?query'; anything else is a 404. */
function serve(handlers: Record<string, Handler>) {
  mockFetch(async (request) => {
    const key = `${request.method} ${pathOf(request)}`;
    if (key === `GET ${CURRENT_USER_PATH}`) return jsonResponse(currentUser);
    calls.push(key);
    if (request.method === 'POST') {
      const text = await request.clone().text();
      (bodies[key] ??= []).push(text ? JSON.parse(text) : undefined);
    }
    if (key === 'GET /api/location/be/getall') return jsonResponse([hotel, deli]);
    const handler = handlers[key];
    return handler ? handler(request) : notFoundResponse();
  });
}

const board = (orders: () => BoardOrder[]) => ({
  [BOARD]: () => jsonResponse(boardAnswer(orders())),
});

function openBoard(path = `/be/orders/${HOTEL.id}`) {
  return renderRoutes([{ path: '/be/orders/:locationId?', Component: OrdersPage }], {
    initialEntries: [path],
    preloadedState: signedInState,
  });
}

const rows = () =>
  within(screen.getByRole('list', { name: 'Orders of the last 24 hours' })).getAllByRole('button');
const boardCalls = () => calls.filter((call) => call === BOARD).length;

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { configurable: true, value: state });
  document.dispatchEvent(new Event('visibilitychange'));
}

beforeEach(() => {
  currentUser = ownerUser;
  calls = [];
  bodies = {};
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'visible' });
});

describe('the live board', () => {
  it('pins awaiting orders on top with a ticking countdown, then the rest newest first', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const now = Date.now();
    const accepted = makeBoardOrder(now, 20, {
      status: 3,
      requestExpiresIn: 0,
      deliverBy: new Date(now + 15 * 60_000).toISOString(),
    });
    const awaiting = makeBoardOrder(now, 2, { status: 2, requestExpiresIn: 125 });
    const completed = makeBoardOrder(now, 5, {
      status: 5,
      requestExpiresIn: 0,
      locationId: HOTEL.id,
      locationName: HOTEL.name,
    });
    serve(board(() => [accepted, completed, awaiting]));
    openBoard();

    await screen.findByRole('list', { name: 'Orders of the last 24 hours' });
    const [first, second, third] = rows();
    expect(first?.textContent).toContain(`#${awaiting.orderNumber}`);
    expect(first?.textContent).toContain('Awaiting response');
    expect(first?.textContent).toContain('02:05');
    expect(first?.textContent).toContain('Room 214');
    expect(first?.textContent).toContain('3 items');
    expect(first?.textContent).toContain('DKK\u00a0320.00');
    expect(first?.textContent).toContain('2 min ago');
    expect(first?.textContent).toContain('Nyhavn Deli');
    expect(second?.textContent).toContain(`#${completed.orderNumber}`);
    expect(second?.textContent).toContain('Completed');
    expect(third?.textContent).toContain('Delivery in about 15 min');
    expect(third?.textContent).not.toMatch(/\d\d:\d\d/);

    // Five seconds on (and the real milliseconds the test took): 02:00, or 01:59 at a tick's edge.
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    expect(rows()[0]?.textContent).toMatch(/02:00|01:59/);
  });

  it('filters a hotel board by location', async () => {
    const now = Date.now();
    const deliOrder = makeBoardOrder(now, 2, { status: 3 });
    const hotelOrder = makeBoardOrder(now, 4, {
      status: 3,
      locationId: HOTEL.id,
      locationName: HOTEL.name,
    });
    serve(board(() => [deliOrder, hotelOrder]));
    openBoard();
    await screen.findByRole('list', { name: 'Orders of the last 24 hours' });
    expect(rows()).toHaveLength(2);
    fireEvent.change(screen.getByLabelText('Show orders of'), { target: { value: DELI.id } });
    expect(rows()).toHaveLength(1);
    expect(rows()[0]?.textContent).toContain(`#${deliOrder.orderNumber}`);
  });

  it('says when there are no orders, and offers Retry when loading failed', async () => {
    let fail = true;
    serve({
      [BOARD]: () =>
        fail ? jsonResponse({ error: { message: 'down' } }, 500) : jsonResponse(boardAnswer([])),
    });
    openBoard();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Could not load the orders');
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No orders yet today')).toBeTruthy();
  });

  it('shows NotFound for a location that is no more (404), and stops asking', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const gone = 'a-deleted-location';
    serve({});
    openBoard(`/be/orders/${gone}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(calls.filter((call) => call === `GET /api/order/be/board/${gone}`)).toHaveLength(1);

    cleanup();
    openBoard(`/be/orders/${gone}?view=history`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    expect(calls.some((call) => call.startsWith(`GET /api/order/be/history/${gone}?`))).toBe(true);
  });

  it('asks again every 10 s while the page is visible, and not while it is hidden', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    serve(board(() => []));
    openBoard();
    await screen.findByText('No orders yet today');
    expect(boardCalls()).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    await waitFor(() => expect(boardCalls()).toBe(2));

    act(() => setVisibility('hidden'));
    await act(() => vi.advanceTimersByTimeAsync(35_000));
    expect(boardCalls()).toBe(2);

    act(() => setVisibility('visible'));
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    await waitFor(() => expect(boardCalls()).toBeGreaterThanOrEqual(3));
  });

  it('highlights, announces and notifies a new awaiting order, but not the ones it opened with', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const shown: string[] = [];
    class FakeNotification {
      static permission: NotificationPermission = 'granted';
      static requestPermission = vi.fn();
      constructor(title: string) {
        shown.push(title);
      }
    }
    vi.stubGlobal('Notification', FakeNotification);
    const now = Date.now();
    const waiting = makeBoardOrder(now, 3, { status: 2 });
    const arrived = makeBoardOrder(now, 0, { status: 2, room: '512', requestExpiresIn: 299 });
    let orders = [waiting];
    serve(board(() => orders));
    openBoard();
    await screen.findByRole('list', { name: 'Orders of the last 24 hours' });
    const live = screen.getByRole('status');
    expect(live.textContent).toBe('');
    expect(document.querySelectorAll('.board-order--new')).toHaveLength(0);
    expect(shown).toEqual([]);
    expect(screen.getByText('Notifications are on')).toBeTruthy();

    orders = [arrived, waiting];
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    await waitFor(() =>
      expect(live.textContent).toBe(
        `New order #${arrived.orderNumber} for room 512, awaiting response.`,
      ),
    );
    const highlighted = [...document.querySelectorAll('.board-order--new')];
    expect(highlighted).toHaveLength(1);
    expect(highlighted[0]?.textContent).toContain(`#${arrived.orderNumber}`);
    expect(shown).toEqual([`New order #${arrived.orderNumber}`]);

    // The same order on the next refresh is not new any more.
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    await waitFor(() => expect(boardCalls()).toBe(3));
    expect(shown).toHaveLength(1);
  });

  it('asks for notifications only when Notify me is pressed', async () => {
    const requestPermission = vi.fn(() => Promise.resolve<NotificationPermission>('granted'));
    vi.stubGlobal(
      'Notification',
      class {
        static permission: NotificationPermission = 'default';
        static requestPermission = requestPermission;
      },
    );
    serve(board(() => []));
    openBoard();
    const button = await screen.findByRole('button', { name: 'Notify me' });
    expect(requestPermission).not.toHaveBeenCalled();
    fireEvent.click(button);
    expect(requestPermission).toHaveBeenCalledOnce();
    expect(await screen.findByText('Notifications are on')).toBeTruthy();
  });
});

describe('the order panel', () => {
  /** The order as the API has it now; an action's handler moves it on, as the server would. */
  let current: Order;

  function serveOrder(order: Order, extra: Record<string, Handler> = {}) {
    current = order;
    serve({
      ...board(() => [boardOrderOf(current)]),
      [`GET /api/order/be/get/${order.id}`]: () =>
        jsonResponse({ order: current, timeline: paidTimeline(order) }),
      ...extra,
    });
  }

  const answering = (next: Order) => () => {
    current = next;
    return jsonResponse(next);
  };

  async function openOrder(order: Order) {
    openBoard();
    await screen.findByRole('list', { name: 'Orders of the last 24 hours' });
    fireEvent.click(rows()[0]!);
    return screen.findByRole('complementary', { name: `Order #${order.orderNumber}` });
  }

  it('shows the items under their default names, the comment, the payment state and the timeline', async () => {
    const order = makeOrder({ status: 3, paymentStatus: 2, timeUntilDelivery: 20 });
    serveOrder(order);
    const panel = await openOrder(order);
    const items = await within(panel).findByRole('list', { name: 'Items' });
    expect(within(items).getByText('2 × Fries')).toBeTruthy();
    expect(within(items).getByText('Doneness: Medium')).toBeTruthy();
    expect((within(panel).getByLabelText('Comment') as HTMLTextAreaElement).value).toBe(
      'Ring twice',
    );
    expect(within(panel).getByText('Paid', { selector: '.order-details__payment' })).toBeTruthy();
    const timeline = within(panel).getByRole('region', { name: 'Timeline' }).textContent ?? '';
    expect(timeline).toContain('Order placed');
    expect(timeline).toContain('Text message sent to Reception');
    expect(within(panel).getByText('20 min until delivery')).toBeTruthy();
  });

  it('accepts with the expected delivery chosen, as the back-office user', async () => {
    const order = makeOrder({ status: 2 });
    const answer: Order = {
      ...order,
      status: 3,
      acceptedBy: { name: 'manager@hotel.example' },
      timeUntilDelivery: 25,
    };
    serveOrder(order, { 'POST /api/order/be/accept': answering(answer) });
    const panel = await openOrder(order);
    const accept = within(panel).getByRole('button', { name: 'Accept' }) as HTMLButtonElement;
    expect(accept.disabled).toBe(true);
    fireEvent.change(within(panel).getByLabelText('Expected delivery'), {
      target: { value: '25' },
    });
    fireEvent.click(accept);
    expect(await within(panel).findByText('Order accepted by manager@hotel.example')).toBeTruthy();
    expect(bodies['POST /api/order/be/accept']).toEqual([
      { orderId: order.id, expectedDeliveryTimeMinutes: 25 },
    ]);
  });

  it("hides the answers from a hotel's manager for an order of a restaurant they do not manage (issue 18)", async () => {
    currentUser = managerUser(HOTEL.id);
    const order = makeOrder({ status: 2 });
    expect(order.locationId).toBe(DELI.id);
    serveOrder(order);
    const panel = await openOrder(order);
    expect(
      await within(panel).findByText(`Only a manager of ${DELI.name} can answer this order.`),
    ).toBeTruthy();
    expect(within(panel).queryByRole('button', { name: 'Accept' })).toBeNull();
    expect(within(panel).queryByRole('button', { name: 'Decline' })).toBeNull();
    expect(within(panel).queryByLabelText('Expected delivery')).toBeNull();
  });

  it('hides Confirm delivery from a manager of another location, and shows it to its own', async () => {
    currentUser = managerUser(HOTEL.id);
    const order = makeOrder({ status: 3, paymentStatus: 2, timeUntilDelivery: 20 });
    serveOrder(order);
    let panel = await openOrder(order);
    await within(panel).findByText(`Only a manager of ${DELI.name} can answer this order.`);
    expect(within(panel).queryByRole('button', { name: 'Confirm delivery' })).toBeNull();
    cleanup();

    currentUser = managerUser(HOTEL.id, DELI.id);
    serveOrder(order);
    panel = await openOrder(order);
    expect(await within(panel).findByRole('button', { name: 'Confirm delivery' })).toBeTruthy();
    expect(within(panel).queryByText(/can answer this order/)).toBeNull();
  });

  it('declines only after a question naming the order', async () => {
    const order = makeOrder({ status: 2, room: '301' });
    serveOrder(order, {
      'POST /api/order/be/decline': answering({ ...order, status: 4 }),
    });
    const panel = await openOrder(order);
    fireEvent.click(within(panel).getByRole('button', { name: 'Decline' }));
    const question = await screen.findByRole('dialog', {
      name: `Decline order #${order.orderNumber} for room 301?`,
    });
    expect(bodies['POST /api/order/be/decline']).toBeUndefined();
    fireEvent.click(within(question).getByRole('button', { name: 'Decline' }));
    expect(await within(panel).findByText('Order declined')).toBeTruthy();
    expect(bodies['POST /api/order/be/decline']).toEqual([{ orderId: order.id }]);
  });

  it('shows the current order and says so when someone else answered first (409)', async () => {
    const order = makeOrder({ status: 3, timeUntilDelivery: 10 });
    const completed: Order = { ...order, status: 5, timeUntilDelivery: 0 };
    serveOrder(order, {
      'POST /api/order/be/complete': () =>
        jsonResponse({ error: { code: 'CONFLICT', message: 'Changed' }, order: completed }, 409),
    });
    const panel = await openOrder(order);
    // A staff link completed it meanwhile.
    current = completed;
    fireEvent.click(within(panel).getByRole('button', { name: 'Confirm delivery' }));
    expect((await within(panel).findByRole('alert')).textContent).toBe(
      'Someone else changed this order first. It now shows its current state.',
    );
    expect(await within(panel).findByText('Order completed')).toBeTruthy();
    expect(within(panel).queryByRole('button', { name: 'Confirm delivery' })).toBeNull();
    expect(bodies['POST /api/order/be/complete']).toEqual([{ orderId: order.id }]);
  });

  it('takes focus when it opens and gives it back to the row when it closes', async () => {
    const order = makeOrder({ status: 5 });
    serveOrder(order);
    const panel = await openOrder(order);
    expect(document.activeElement).toBe(
      within(panel).getByRole('heading', { name: `Order #${order.orderNumber}` }),
    );
    fireEvent.click(within(panel).getByRole('button', { name: 'Close order' }));
    await waitFor(() => expect(screen.queryByRole('complementary')).toBeNull());
    expect(rows()).toHaveLength(1);
    await waitFor(() => expect(document.activeElement).toBe(rows()[0]));
  });

  it('opens as a modal on a phone', async () => {
    // Only the side panel's query is asked about here; a phone does not match it.
    stubMatchMedia();
    const order = makeOrder({ status: 2 });
    serveOrder(order);
    openBoard();
    await screen.findByRole('list', { name: 'Orders of the last 24 hours' });
    fireEvent.click(rows()[0]!);
    const dialog = await screen.findByRole('dialog', { name: `Order #${order.orderNumber}` });
    expect(within(dialog).getByRole('button', { name: 'Accept' })).toBeTruthy();
    expect(screen.queryByRole('complementary')).toBeNull();
  });
});

describe('the history', () => {
  const historyPath = (query: string) => `GET /api/order/be/history/${HOTEL.id}?${query}`;

  /** The history tab, once the location (and so its time zone, which sets 'today') has loaded. */
  async function openHistory() {
    openBoard(`/be/orders/${HOTEL.id}?view=history`);
    await screen.findByDisplayValue(HOTEL.name);
  }

  it('pages with Load more, shows the day totals and filters by status', async () => {
    const now = Date.now();
    const first = [makeBoardOrder(now, 10, { status: 5 }), makeBoardOrder(now, 20, { status: 5 })];
    const second = [makeBoardOrder(now, 30, { status: 4 })];
    const completed = [makeBoardOrder(now, 40, { status: 5 })];
    // The dates are today in Copenhagen; matched loosely so the test passes at midnight too.
    mockFetch(async (request) => {
      const key = `${request.method} ${pathOf(request)}`;
      if (key === `GET ${CURRENT_USER_PATH}`) return jsonResponse(currentUser);
      calls.push(key);
      if (key === 'GET /api/location/be/getall') return jsonResponse([hotel, deli]);
      const url = new URL(request.url);
      if (url.pathname === `/api/order/be/totals/${HOTEL.id}`)
        return jsonResponse({
          days: [
            {
              date: url.searchParams.get('from'),
              currency: 'DKK',
              orders: 3,
              paid: 96000,
              captured: 64000,
              released: 32000,
            },
          ],
        });
      if (url.pathname !== `/api/order/be/history/${HOTEL.id}`) return notFoundResponse();
      if (url.searchParams.get('status') === '5')
        return jsonResponse({ orders: completed, nextCursor: null });
      return url.searchParams.get('cursor') === 'page-2'
        ? jsonResponse({ orders: second, nextCursor: null })
        : jsonResponse({ orders: first, nextCursor: 'page-2' });
    });
    await openHistory();

    const list = await screen.findByRole('list', { name: 'Orders found' });
    expect(within(list).getAllByRole('button')).toHaveLength(2);
    const totals = await screen.findByRole('table', { name: 'Day totals' });
    const day = within(totals).getAllByRole('row')[1];
    // Today in Copenhagen, the location's zone, whatever the test machine's.
    const today = localDay('Europe/Copenhagen');
    expect(day?.textContent).toBe(`${today} DKK3960.00640.00320.00`);
    const historyCalls = calls.filter((call) => call.startsWith(historyPath('')));
    expect(historyCalls.filter((call) => call.includes(`from=${today}`))).toEqual([
      historyPath(`from=${today}&to=${today}&limit=50`),
    ]);

    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(list).getAllByRole('button')).toHaveLength(3));
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(calls.filter((call) => call.includes('cursor=page-2'))).toHaveLength(1);

    fireEvent.change(screen.getByLabelText('Status'), { target: { value: '5' } });
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Orders found' })).getAllByRole('button'),
      ).toHaveLength(1),
    );
  });

  it('refuses an end before the start without asking the API', async () => {
    serve({ [BOARD]: () => jsonResponse(boardAnswer([])) });
    await openHistory();
    const from = (await screen.findByLabelText('From')) as HTMLInputElement;
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2020-01-01' } });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The end date must not be before the start date.',
    );
    expect(from.getAttribute('aria-invalid')).toBe('true');
    expect(calls.filter((call) => call.includes('2020-01-01'))).toEqual([]);
  });

  it('exports the filtered orders as the CSV file the server names', async () => {
    const saved: { name: string; type: string }[] = [];
    // jsdom has no object URLs; the page's download needs only these two.
    Object.assign(URL, {
      createObjectURL: (blob: Blob) => {
        saved.push({ name: '', type: blob.type });
        return 'blob:orders';
      },
      revokeObjectURL: () => undefined,
    });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved[saved.length - 1]!.name = this.download;
    });
    mockFetch(async (request) => {
      const key = `${request.method} ${pathOf(request)}`;
      if (key === `GET ${CURRENT_USER_PATH}`) return jsonResponse(currentUser);
      calls.push(key);
      const url = new URL(request.url);
      if (key === 'GET /api/location/be/getall') return jsonResponse([hotel, deli]);
      if (url.pathname.startsWith('/api/order/be/history/'))
        return jsonResponse({ orders: [], nextCursor: null });
      if (url.pathname.startsWith('/api/order/be/totals/')) return jsonResponse({ days: [] });
      if (url.pathname === `/api/order/be/export/${HOTEL.id}`)
        return new Response('Order number,Created\r\n12,2026-11-25T10:00:00+01:00\r\n', {
          headers: {
            'content-type': 'text/csv; charset=utf-8',
            'content-disposition': 'attachment; filename="orders-hotel-nyhavn-a-b.csv"',
          },
        });
      return notFoundResponse();
    });
    await openHistory();
    fireEvent.change(await screen.findByLabelText('Status'), { target: { value: '4' } });
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(click).toHaveBeenCalledOnce());
    expect(saved).toEqual([
      { name: 'orders-hotel-nyhavn-a-b.csv', type: 'text/csv;charset=utf-8' },
    ]);
    const exported = calls.filter((call) => call.includes('/api/order/be/export/'));
    expect(exported).toHaveLength(1);
    expect(exported[0]).toMatch(/from=\d{4}-\d\d-\d\d&to=\d{4}-\d\d-\d\d&status=4$/);
  });
});
