import type { Order } from '@inroom/shared';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RootState } from '../../app/store';
import { makeBasket, makeItem } from '../guest/basket-page/basketFixture';
import {
  hangingResponse,
  jsonResponse,
  mockFetch,
  notFoundResponse,
  pathOf,
} from '../../testing/fetch';
import { DELI, HOTEL, makeOrder, orderId } from '../../testing/orders';
import { renderRoutes } from '../../testing/render';
import { ORDER_POLL_TIMEOUT_MS } from './api';
import { OrderPage } from './OrderPage';

type Handler = (request: Request) => Response | Promise<Response>;

/** The requests made, as 'METHOD /path?query', and JSON bodies by that key. */
let calls: string[];
let bodies: Record<string, unknown[]>;
let assign: ReturnType<typeof vi.fn>;

/** Serves the handlers by 'METHOD /path?query'; anything else is a 404. */
function serve(handlers: Record<string, Handler>) {
  mockFetch(async (request) => {
    const key = `${request.method} ${pathOf(request)}`;
    calls.push(key);
    if (request.method === 'POST') {
      const text = await request.clone().text();
      (bodies[key] ??= []).push(text ? JSON.parse(text) : undefined);
    }
    const handler = handlers[key];
    return handler ? handler(request) : notFoundResponse();
  });
}

function openOrder(path: string, preloadedState: Partial<RootState> = {}) {
  return renderRoutes(
    [
      { path: '/order/:id/:phoneNumber?', Component: OrderPage },
      { path: '/location/:id', element: <p>Location page</p> },
      { path: '/basket', element: <p>Basket page</p> },
    ],
    { initialEntries: [path], preloadedState },
  );
}

const guestList = (order: Order, ...others: Order[]) => ({
  [`GET /api/order/getall/${order.id}`]: () => jsonResponse([order, ...others]),
});

const heading = () => screen.findByRole('heading', { level: 1 });

const CONNECTION_LOST =
  'Connection lost. This page will update by itself when you are back online.';

beforeEach(() => {
  calls = [];
  bodies = {};
  assign = vi.fn();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.stubGlobal('location', { ...window.location, assign, origin: window.location.origin });
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('order page, guest view', () => {
  it('shows the order: title, items, room, comment, total, payment state and the hotel', async () => {
    const order = makeOrder({ status: 5, paymentStatus: 2 });
    serve(guestList(order));
    openOrder(`/order/${order.id}`);
    expect((await heading()).textContent).toBe('Your order from Nyhavn Deli');

    const items = screen.getByRole('list', { name: 'Items' });
    expect(within(items).getByText('2 × Pommes frites')).toBeTruthy();
    expect(within(items).getByText('Sprøde')).toBeTruthy();
    expect(within(items).getByText('Tilberedning: Medium')).toBeTruthy();
    const options = within(items)
      .getAllByRole('listitem')
      .map((line) => line.textContent);
    expect(options).toContain('+ with Bacon');
    expect(options).toContain('÷ without Løg');
    expect(within(items).getByText('90.00 kr')).toBeTruthy();

    expect(screen.getByText('Room number: 214')).toBeTruthy();
    const comment = screen.getByRole('textbox', { name: 'Comment' }) as HTMLTextAreaElement;
    expect(comment.value).toBe('Ring twice');
    expect(comment.readOnly).toBe(true);
    expect(screen.getByText('320.00 kr')).toBeTruthy();
    expect(screen.getByText('Paid')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Hotel Nyhavn' }).getAttribute('href')).toBe(
      `/location/${HOTEL.id}`,
    );
  });

  it('links to the location itself when it has no parent, and hides other payment states', async () => {
    // 6: the capture was refused; staff see it, a guest is neither charged nor helped by it.
    const order = makeOrder({
      status: 3,
      paymentStatus: 6,
      parentLocationId: null,
      parentLocationName: '',
      comment: '',
    });
    serve(guestList(order));
    openOrder(`/order/${order.id}`);
    await heading();
    expect(screen.getAllByRole('link', { name: 'Nyhavn Deli' })[0]!.getAttribute('href')).toBe(
      `/location/${DELI.id}`,
    );
    expect(screen.queryByText('Paid')).toBeNull();
    expect(screen.queryByText(/capture failed/i)).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Comment' })).toBeNull();
  });

  it.each([
    [2, ['Awaiting response from restaurant ..']],
    [3, ['Nyhavn Deli has accepted your order', 'Approximately 25 min to delivery']],
    [4, ['Nyhavn Deli has declined your order', 'Your card has not been charged']],
    [5, ['Order completed']],
    [6, ['Order has been cancelled', 'Nyhavn Deli did not respond in time']],
    [7, ['Order has been cancelled']],
  ] as const)('shows status %i as %j', async (status, texts) => {
    const order = makeOrder({ status, timeUntilDelivery: status === 3 ? 25 : 0 });
    serve(guestList(order));
    openOrder(`/order/${order.id}`);
    await heading();
    for (const text of texts) expect(screen.getByText(text)).toBeTruthy();
    // The message is in a live region, so a change is read out.
    expect(
      screen.getAllByRole('status').some((region) => region.textContent?.includes(texts[0])),
    ).toBe(true);
    expect(screen.queryByRole('button', { name: 'Make payment' })).toBeNull();
    expect(calls.some((call) => call.includes('payment/confirm'))).toBe(false);
  });

  it('shows a spinner in the status region while the restaurant has not answered', async () => {
    const order = makeOrder({ status: 2 });
    serve(guestList(order));
    openOrder(`/order/${order.id}`);
    await heading();
    const region = screen
      .getAllByRole('status')
      .find((each) => each.textContent === 'Awaiting response from restaurant ..')!;
    expect(region.querySelector('.spinner')).toBeTruthy();
  });

  it('checks the payment once on return from checkout and shows its answer', async () => {
    const order = makeOrder({ status: 1, paymentStatus: 1, paymentUrl: 'https://pay.example/1' });
    let answer: ((response: Response) => void) | undefined;
    serve({
      ...guestList(order),
      [`POST /api/payment/confirm/${order.id}`]: () =>
        new Promise<Response>((resolve) => (answer = resolve)),
    });
    openOrder(`/order/${order.id}`);
    expect(await screen.findByText('Checking your payment…')).toBeTruthy();
    expect(screen.queryByText('Your payment failed')).toBeNull();
    // The page says so before its effect has sent the check (an effect of a background render,
    // which a loaded machine runs late): answer the check once it has come.
    await waitFor(() => expect(answer).toBeDefined());
    answer?.(jsonResponse({ ...order, status: 2, paymentStatus: 4 }));
    expect(await screen.findByText('Awaiting response from restaurant ..')).toBeTruthy();
    expect(calls.filter((call) => call.includes('payment/confirm'))).toHaveLength(1);
  });

  it('offers Make payment when the payment failed, and goes to the new checkout', async () => {
    const order = makeOrder({ status: 1, paymentStatus: 3 });
    serve({
      ...guestList(order),
      [`POST /api/payment/confirm/${order.id}`]: () => jsonResponse(order),
      [`POST /api/order/pay/${order.id}`]: () =>
        jsonResponse({ paymentUrl: 'https://pay.example/checkout/2' }),
    });
    openOrder(`/order/${order.id}`);
    expect(await screen.findByText('Your payment failed')).toBeTruthy();
    expect(screen.getByText('To complete your order, please try again')).toBeTruthy();
    expect(screen.getByText('Payment declined')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Make payment' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://pay.example/checkout/2'));
    expect(bodies[`POST /api/order/pay/${order.id}`]).toEqual([undefined]);
  });

  it('says so when the order no longer awaits payment, and shows its state now', async () => {
    const order = makeOrder({ status: 1, paymentStatus: 3 });
    let listed = order;
    serve({
      [`GET /api/order/getall/${order.id}`]: () => jsonResponse([listed]),
      [`POST /api/payment/confirm/${order.id}`]: () => jsonResponse(order),
      [`POST /api/order/pay/${order.id}`]: () => {
        listed = { ...order, status: 2, paymentStatus: 4 };
        return jsonResponse({ error: { code: 'CONFLICT', message: 'Not awaiting payment' } }, 409);
      },
    });
    openOrder(`/order/${order.id}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Make payment' }));
    expect(await screen.findByText('Awaiting response from restaurant ..')).toBeTruthy();
    expect(calls.filter((call) => call.startsWith('GET /api/order/getall'))).toHaveLength(2);
    expect(assign).not.toHaveBeenCalled();
  });

  it('says online payment is not available yet when payments are not set up', async () => {
    const order = makeOrder({ status: 1, paymentStatus: 3 });
    serve({
      ...guestList(order),
      [`POST /api/payment/confirm/${order.id}`]: () => jsonResponse(order),
      [`POST /api/order/pay/${order.id}`]: () =>
        jsonResponse({ error: { code: 'payments_unavailable', message: 'No' } }, 503),
    });
    openOrder(`/order/${order.id}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Make payment' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Online payment is not available yet.',
    );
  });

  it('polls every 15 s while the restaurant has not answered, then every 20 s until final', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const order = makeOrder({ status: 2 });
    let polled = order;
    serve({
      ...guestList(order),
      [`GET /api/order/get/${order.id}`]: () => jsonResponse(polled),
    });
    openOrder(`/order/${order.id}`);
    await screen.findByText('Awaiting response from restaurant ..');
    const polls = () => calls.filter((call) => call === `GET /api/order/get/${order.id}`).length;
    expect(polls()).toBe(0);

    await act(() => vi.advanceTimersByTimeAsync(15_000));
    await waitFor(() => expect(polls()).toBe(1));

    polled = { ...order, status: 3, timeUntilDelivery: 30 };
    await act(() => vi.advanceTimersByTimeAsync(15_000));
    expect(await screen.findByText('Nyhavn Deli has accepted your order')).toBeTruthy();
    expect(screen.getByText('Approximately 30 min to delivery')).toBeTruthy();
    expect(polls()).toBe(2);

    // Accepted: slower, so 15 s on nothing is asked yet.
    await act(() => vi.advanceTimersByTimeAsync(15_000));
    expect(polls()).toBe(2);
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    await waitFor(() => expect(polls()).toBe(3));

    polled = { ...polled, status: 5, timeUntilDelivery: 0 };
    await act(() => vi.advanceTimersByTimeAsync(20_000));
    expect(await screen.findByText('Order completed')).toBeTruthy();
    expect(polls()).toBe(4);

    // Completed is final: nothing more to follow.
    await act(() => vi.advanceTimersByTimeAsync(120_000));
    expect(polls()).toBe(4);
  });

  it.each([
    [4, 'Nyhavn Deli has declined your order'],
    [5, 'Order completed'],
    [6, 'Order has been cancelled'],
    [7, 'Order has been cancelled'],
  ] as const)('does not poll an order at final status %i', async (status, text) => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const order = makeOrder({ status });
    serve({
      ...guestList(order),
      [`GET /api/order/get/${order.id}`]: () => jsonResponse(order),
    });
    openOrder(`/order/${order.id}`);
    await screen.findByText(text);
    await act(() => vi.advanceTimersByTimeAsync(120_000));
    expect(calls.filter((call) => call.startsWith('GET /api/order/get/'))).toEqual([]);
  });

  it('follows an accepted order only while the page is visible, and asks at once on return', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const order = makeOrder({ status: 3, timeUntilDelivery: 30 });
    let polled = order;
    serve({
      ...guestList(order),
      [`GET /api/order/get/${order.id}`]: () => jsonResponse(polled),
    });
    openOrder(`/order/${order.id}`);
    await screen.findByText('Nyhavn Deli has accepted your order');
    const polls = () => calls.filter((call) => call === `GET /api/order/get/${order.id}`).length;
    await act(() => vi.advanceTimersByTimeAsync(20_000));
    await waitFor(() => expect(polls()).toBe(1));

    let visibility: DocumentVisibilityState = 'hidden';
    vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
    act(() => void document.dispatchEvent(new Event('visibilitychange', { bubbles: true })));
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(polls()).toBe(1);

    polled = { ...order, status: 5, timeUntilDelivery: 0 };
    visibility = 'visible';
    act(() => void document.dispatchEvent(new Event('visibilitychange', { bubbles: true })));
    expect(await screen.findByText('Order completed')).toBeTruthy();
    expect(polls()).toBe(2);
  });

  it.each([
    // The poll and the api slice's two tries again (after 0.5 and 1.5 s) all go unanswered.
    ['fail', () => Promise.reject(new TypeError('Failed to fetch')), 15_000 + 2_000],
    // Each hangs until its timeout, when RTK Query gives it up and polls on.
    ['hang', hangingResponse, 15_000 + 3 * ORDER_POLL_TIMEOUT_MS + 2_000],
  ] as const)(
    'says the connection is lost while its polls %s, and not once one is answered',
    async (_case, noAnswer, untilNoticed) => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      const order = makeOrder({ status: 2 });
      let reachable = false;
      serve({
        ...guestList(order),
        [`GET /api/order/get/${order.id}`]: (request) =>
          reachable
            ? jsonResponse({ ...order, status: 3, timeUntilDelivery: 30 })
            : noAnswer(request),
      });
      openOrder(`/order/${order.id}`);
      await screen.findByText('Awaiting response from restaurant ..');
      expect(screen.queryByText(CONNECTION_LOST)).toBeNull();

      await act(() => vi.advanceTimersByTimeAsync(untilNoticed - 1_000));
      expect(screen.queryByText(CONNECTION_LOST)).toBeNull();
      await act(() => vi.advanceTimersByTimeAsync(1_000));
      const notice = await screen.findByText(CONNECTION_LOST);
      expect(notice.getAttribute('role')).toBe('status');
      expect(screen.getByText('Awaiting response from restaurant ..')).toBeTruthy();

      reachable = true;
      await act(() => vi.advanceTimersByTimeAsync(15_000));
      expect(await screen.findByText('Nyhavn Deli has accepted your order')).toBeTruthy();
      expect(screen.queryByText(CONNECTION_LOST)).toBeNull();
    },
  );

  it('says the connection is lost as soon as the phone is offline, and asks again once online', async () => {
    const order = makeOrder({ status: 3, timeUntilDelivery: 30 });
    let current = order;
    serve({
      [`GET /api/order/getall/${order.id}`]: () => jsonResponse([current]),
      [`GET /api/order/get/${order.id}`]: () => jsonResponse(current),
    });
    openOrder(`/order/${order.id}`);
    await screen.findByText('Nyhavn Deli has accepted your order');
    let online = false;
    vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
    act(() => void window.dispatchEvent(new Event('offline')));
    expect(screen.getByText(CONNECTION_LOST)).toBeTruthy();

    // Delivered while the phone was away.
    current = { ...order, status: 5, timeUntilDelivery: 0 };
    online = true;
    act(() => void window.dispatchEvent(new Event('online')));
    expect(await screen.findByText('Order completed')).toBeTruthy();
    expect(screen.queryByText(CONNECTION_LOST)).toBeNull();
  });

  it('says nothing of the connection for an order that no longer changes', async () => {
    const order = makeOrder({ status: 5 });
    serve(guestList(order));
    openOrder(`/order/${order.id}`);
    await screen.findByText('Order completed');
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    act(() => void window.dispatchEvent(new Event('offline')));
    expect(screen.queryByText(CONNECTION_LOST)).toBeNull();
  });

  it.each([
    ['the server refuses', () => notFoundResponse()],
    ['the list does not hold the order', () => jsonResponse([makeOrder()])],
  ])('says no order was found when %s', async (_case, answer) => {
    const id = orderId(1);
    serve({ [`GET /api/order/getall/${id}`]: answer });
    openOrder(`/order/${id}`);
    expect((await heading()).textContent).toBe('No order was found');
    expect(
      screen.getByText("The order does not exists or you don't have access to the order"),
    ).toBeTruthy();
  });

  it('shows the other orders three at a time, with Show More and Show Less', async () => {
    const current = makeOrder({ status: 2 });
    const others = Array.from({ length: 7 }, (_, index) =>
      makeOrder({ status: 5, createdAtString: `20 Nov 1${index}:00` }),
    );
    serve(guestList(current, ...others));
    openOrder(`/order/${current.id}`);
    const section = await screen.findByRole('region', { name: 'Your other orders' });
    const links = () => within(section).getAllByRole('link');

    expect(links()).toHaveLength(3);
    expect(links()[0]!.getAttribute('href')).toBe(`/order/${others[0]!.id}`);
    expect(links()[0]!.textContent).toContain('Nyhavn Deli');
    expect(links()[0]!.textContent).toContain('3 items');
    expect(links()[0]!.textContent).toContain('320.00 kr');
    expect(links()[0]!.textContent).toContain('20 Nov 10:00');
    expect(within(links()[0]!).getByRole('img', { name: 'Completed' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Show Less' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Show More' }));
    expect(links()).toHaveLength(6);
    await waitFor(() => expect(document.activeElement).toBe(links()[3]));
    fireEvent.click(screen.getByRole('button', { name: 'Show More' }));
    expect(links()).toHaveLength(7);
    expect(screen.queryByRole('button', { name: 'Show More' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Show Less' }));
    expect(links()).toHaveLength(3);
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Show More' })),
    );
  });

  it('moves focus with Show More tapped the moment the list appears', async () => {
    const current = makeOrder({ status: 2 });
    const others = Array.from({ length: 4 }, () => makeOrder({ status: 5 }));
    serve(guestList(current, ...others));
    // The list arrives in a background render (the page's deferred answer), whose effects React
    // runs in a task of its own. A tap seen as soon as the list is in the page comes before them,
    // as on a slow phone; the testing library's waits would let them run first.
    const showMore = new Promise<HTMLElement>((resolve) => {
      const observer = new MutationObserver(() => {
        const button = document.querySelector<HTMLElement>('.other-orders__paging button');
        if (!button) return;
        observer.disconnect();
        resolve(button);
      });
      observer.observe(document.body, { childList: true, subtree: true });
    });
    openOrder(`/order/${current.id}`);
    fireEvent.click(await showMore);
    const section = screen.getByRole('region', { name: 'Your other orders' });
    const fourth = within(section).getAllByRole('link')[3];
    await waitFor(() => expect(document.activeElement).toBe(fourth));
  });

  it('opens another order from the list', async () => {
    const current = makeOrder({ status: 5 });
    const other = makeOrder({
      status: 4,
      locationName: 'Café Øst',
      location: { image: '', name: 'Café Øst' },
    });
    serve({ ...guestList(current, other), ...guestList(other, current) });
    const { router } = openOrder(`/order/${current.id}`);
    await heading();
    fireEvent.click(screen.getByRole('link', { name: /Café Øst/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/order/${other.id}`));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your order from Café Øst' }),
    ).toBeTruthy();
  });

  it('speaks Danish to a Danish guest, the shared status texts included (issue 15)', async () => {
    vi.stubGlobal('navigator', { ...navigator, language: 'da-DK' });
    const order = makeOrder({ status: 4 });
    serve(guestList(order));
    openOrder(`/order/${order.id}`);
    await screen.findByRole('heading', {
      level: 1,
      name: `Din bestilling fra ${order.locationName}`,
    });
    expect(
      screen.getByRole('heading', {
        level: 2,
        name: `${order.locationName} har afvist din bestilling`,
      }),
    ).toBeTruthy();
    expect(screen.getByText('Der er ikke trukket penge på dit kort')).toBeTruthy();
    expect(screen.getByText(`Værelsesnummer: ${order.room}`)).toBeTruthy();
  });

  it('offers to continue the basket when it holds something', async () => {
    const order = makeOrder({ status: 5 });
    serve(guestList(order));
    openOrder(`/order/${order.id}`, { basket: makeBasket([makeItem()]) });
    await heading();
    const link = screen.getByRole('link', { name: 'Continue your order from Nyhavn Deli basket' });
    expect(link.getAttribute('href')).toBe('/basket');
    expect(screen.queryByRole('link', { name: /Go back to/ })).toBeNull();
  });

  it('offers to go back to the remembered parent location, else to the order’s', async () => {
    const order = makeOrder({ status: 5 });
    serve(guestList(order));
    openOrder(`/order/${order.id}`, {
      parentLocation: {
        parentLocation: { id: HOTEL.id, name: 'Hotel Nyhavn' },
        parentLocationUrl: `/location/${HOTEL.id}?from=qr`,
      },
    });
    await heading();
    expect(screen.getByRole('link', { name: 'Go back to Hotel Nyhavn' }).getAttribute('href')).toBe(
      `/location/${HOTEL.id}?from=qr`,
    );
    cleanup();

    openOrder(`/order/${order.id}`);
    await heading();
    expect(screen.getByRole('link', { name: 'Go back to Hotel Nyhavn' }).getAttribute('href')).toBe(
      `/location/${HOTEL.id}`,
    );
  });
});

describe('order page, staff view', () => {
  const PHONE = '4512345678';
  const TOKEN = 'tok-en_1';
  const CONTACT = { id: '5eed0004-0000-4000-8000-000000000001', name: 'Mette' };

  function staffHandlers(order: Order, ...others: Order[]): Record<string, Handler> {
    return {
      [`GET /api/order/getall/${order.id}/${PHONE}?t=${TOKEN}`]: () =>
        jsonResponse([order, ...others]),
      [`GET /api/locationcontact/get/${order.id}/${PHONE}?t=${TOKEN}`]: () => jsonResponse(CONTACT),
    };
  }
  const openStaff = (order: Order) => openOrder(`/order/${order.id}/${PHONE}?t=${TOKEN}`);
  const accept = () => screen.getByRole('button', { name: 'Accept' }) as HTMLButtonElement;
  const decline = () => screen.getByRole('button', { name: 'Decline' }) as HTMLButtonElement;
  const expectedDelivery = () =>
    screen.getByRole('combobox', { name: 'Expected delivery' }) as HTMLSelectElement;

  it('shows the order number, the default names, the countdown and the choices', async () => {
    const order = makeOrder({ orderNumber: 42, status: 2, requestExpiresIn: 300 });
    serve(staffHandlers(order));
    openStaff(order);
    expect((await heading()).textContent).toBe('Order #42');
    expect(screen.getByText('2 × Fries')).toBeTruthy();
    expect(screen.getByText('Crispy')).toBeTruthy();
    // Group names too: a Danish order once read 'Tilberedning: Medium' to staff.
    expect(screen.getByText('Doneness: Medium')).toBeTruthy();
    expect(screen.queryByText(/Tilberedning/)).toBeNull();
    expect(screen.getByText('Onions')).toBeTruthy();
    expect(screen.queryByText('Pommes frites')).toBeNull();
    expect(screen.getByRole('timer', { name: 'Time left to respond' }).textContent).toBe('05:00');

    const choices = [...expectedDelivery().options].map((option) => option.textContent);
    expect(choices).toEqual([
      'Select expected delivery',
      ...[5, 10, 15, 20, 25, 30, 35, 40, 45, 50, 60].map((minutes) => `${minutes} min`),
    ]);
    expect(accept().disabled).toBe(true);
    expect(decline().disabled).toBe(false);
    fireEvent.change(expectedDelivery(), { target: { value: '15' } });
    await waitFor(() => expect(accept().disabled).toBe(false));
    // No banner line for staff: it is about the guest's basket and hotel.
    expect(screen.queryByRole('link', { name: /Go back to/ })).toBeNull();
  });

  it('puts the room number at the top, before the items, and only there', async () => {
    const order = makeOrder({ status: 2, room: '412' });
    serve(staffHandlers(order));
    openStaff(order);
    await heading();
    const room = screen.getByText('Room number:', { exact: false });
    expect(room.textContent).toBe('Room number: 412');
    const items = screen.getByRole('list', { name: 'Items' });
    expect(room.compareDocumentPosition(items) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getAllByText(/Room number/)).toHaveLength(1);
  });

  it('reads an order stored without default group names with the group name it has', async () => {
    const order = makeOrder({ status: 2 });
    const [fries, burger] = order.items;
    const options = burger!.options.map(({ defaultOptionsGroupName: _, ...option }) => option);
    serve(staffHandlers({ ...order, items: [fries!, { ...burger!, options }] }));
    openStaff(order);
    expect(await screen.findByText('Tilberedning: Medium')).toBeTruthy();
  });

  it('tells staff when the capture was refused, which the guest is never shown', async () => {
    const order = makeOrder({ status: 3, paymentStatus: 6, acceptedBy: { name: 'Mette' } });
    serve(staffHandlers(order));
    openStaff(order);
    await heading();
    expect(screen.getByText('Payment capture failed')).toBeTruthy();
    expect(screen.queryByText('Paid')).toBeNull();
  });

  it('counts down each second and disables Accept and Decline at 00:00', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setInterval', 'clearInterval', 'Date'] });
    const order = makeOrder({ status: 2, requestExpiresIn: 2 });
    serve(staffHandlers(order));
    openStaff(order);
    const timer = await screen.findByRole('timer', { name: 'Time left to respond' });
    expect(timer.textContent).toBe('00:02');
    fireEvent.change(expectedDelivery(), { target: { value: '10' } });
    await waitFor(() => expect(accept().disabled).toBe(false));

    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(timer.textContent).toBe('00:01');
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(timer.textContent).toBe('00:00');
    expect(accept().disabled).toBe(true);
    expect(decline().disabled).toBe(true);
    expect(screen.getByText('The time to respond has run out.')).toBeTruthy();
  });

  it('accepts with the chosen minutes and shows who accepted and when it arrives', async () => {
    const order = makeOrder({ status: 2 });
    serve({
      ...staffHandlers(order),
      'POST /api/order/accept': () =>
        jsonResponse({
          ...order,
          status: 3,
          acceptedById: CONTACT.id,
          acceptedBy: { name: 'Mette' },
          expectedDeliveryTimeMinutes: 25,
          timeUntilDelivery: 25,
          requestExpiresIn: 0,
        }),
    });
    openStaff(order);
    await heading();
    fireEvent.change(expectedDelivery(), { target: { value: '25' } });
    // Accept waits for the contact, whose id goes with it.
    await waitFor(() => expect(accept().disabled).toBe(false));
    fireEvent.click(accept());

    expect(await screen.findByText('Order accepted by Mette')).toBeTruthy();
    expect(screen.getByText('25 min until delivery')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Confirm delivery' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Accept' })).toBeNull();
    expect(bodies['POST /api/order/accept']).toEqual([
      {
        id: order.id,
        phoneNumber: PHONE,
        token: TOKEN,
        acceptedById: CONTACT.id,
        expectedDeliveryTimeMinutes: 25,
      },
    ]);
  });

  it('asks before declining, naming the order; Keep order leaves it awaiting', async () => {
    const order = makeOrder({ orderNumber: 12, room: '412', status: 2 });
    serve({
      ...staffHandlers(order),
      'POST /api/order/decline': () =>
        jsonResponse({ ...order, status: 4, paymentStatus: 5, expectedDeliveryTimeMinutes: 0 }),
    });
    openStaff(order);
    await heading();

    fireEvent.click(decline());
    const dialog = screen.getByRole('dialog', { name: 'Decline order #12 for room 412?' });
    expect(within(dialog).getByText(/card will not be charged/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep order' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls.some((call) => call.includes('order/decline'))).toBe(false);
    expect(screen.getByRole('timer', { name: 'Time left to respond' })).toBeTruthy();

    // Escape (the dialog's cancel event) keeps the order too.
    fireEvent.click(decline());
    fireEvent(screen.getByRole('dialog'), new Event('cancel', { cancelable: true }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls.some((call) => call.includes('order/decline'))).toBe(false);

    fireEvent.click(decline());
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Decline' }));
    expect(await screen.findByText('Order declined')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(bodies['POST /api/order/decline']).toEqual([
      { id: order.id, phoneNumber: PHONE, token: TOKEN },
    ]);
  });

  it('speaks Danish to a Danish phone, items still in the default names (issue 15)', async () => {
    vi.stubGlobal('navigator', { ...navigator, language: 'da-DK' });
    const order = makeOrder({ orderNumber: 12, room: '412', status: 2, requestExpiresIn: 300 });
    serve({
      ...staffHandlers(order),
      'POST /api/order/decline': () =>
        jsonResponse({ ...order, status: 4, paymentStatus: 5, expectedDeliveryTimeMinutes: 0 }),
    });
    openStaff(order);
    await screen.findByRole('heading', { level: 1, name: 'Bestilling nr. 12' });
    expect(screen.getByText('2 × Fries')).toBeTruthy();
    expect(screen.getByRole('timer', { name: 'Tid tilbage til at svare' })).toBeTruthy();
    const select = screen.getByRole('combobox', {
      name: 'Forventet levering',
    }) as HTMLSelectElement;
    expect([...select.options].slice(0, 2).map((option) => option.textContent)).toEqual([
      'Vælg forventet levering',
      '5 min.',
    ]);
    expect((screen.getByRole('button', { name: 'Accepter' }) as HTMLButtonElement).disabled).toBe(
      true,
    );

    fireEvent.click(screen.getByRole('button', { name: 'Afvis' }));
    const dialog = screen.getByRole('dialog', { name: 'Afvis bestilling nr. 12 til værelse 412?' });
    expect(within(dialog).getByRole('button', { name: 'Behold bestillingen' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Afvis' }));
    expect(await screen.findByText('Bestillingen er afvist')).toBeTruthy();
  });

  it('closes the decline question without declining when the time to respond runs out', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setInterval', 'clearInterval', 'Date'] });
    const order = makeOrder({ orderNumber: 7, status: 2, requestExpiresIn: 2 });
    serve(staffHandlers(order));
    openStaff(order);
    await screen.findByRole('timer', { name: 'Time left to respond' });
    fireEvent.click(decline());
    expect(screen.getByRole('dialog', { name: /^Decline order #7 / })).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByText('The time to respond has run out.')).toBeTruthy();
    expect(calls.some((call) => call.includes('order/decline'))).toBe(false);
  });

  it('shows the current state and says so when someone else answered first (409)', async () => {
    const order = makeOrder({ status: 2 });
    serve({
      ...staffHandlers(order),
      'POST /api/order/decline': () =>
        jsonResponse(
          {
            error: { code: 'CONFLICT', message: 'The order has changed' },
            order: { ...order, status: 3, acceptedBy: { name: 'Jonas' }, timeUntilDelivery: 20 },
          },
          409,
        ),
    });
    openStaff(order);
    await heading();
    fireEvent.click(decline());
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Decline' }));
    expect(await screen.findByText('Order accepted by Jonas')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe(
      'Someone else changed this order first. It now shows its current state.',
    );
    expect(bodies['POST /api/order/decline']).toEqual([
      { id: order.id, phoneNumber: PHONE, token: TOKEN },
    ]);
  });

  it('confirms delivery', async () => {
    const order = makeOrder({ status: 3, acceptedBy: { name: 'Mette' }, timeUntilDelivery: 12 });
    serve({
      ...staffHandlers(order),
      'POST /api/order/complete': () =>
        jsonResponse({ ...order, status: 5, expectedDeliveryTimeMinutes: 0 }),
    });
    openStaff(order);
    expect(await screen.findByText('12 min until delivery')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Confirm delivery' }));
    expect(await screen.findByText('Order completed')).toBeTruthy();
    expect(bodies['POST /api/order/complete']).toEqual([
      { id: order.id, phoneNumber: PHONE, token: TOKEN },
    ]);
  });

  it.each([
    [4, ['Order declined']],
    [5, ['Order completed']],
    [6, ['Order cancelled', '/ no response']],
    [7, ['Order cancelled']],
  ] as const)('shows status %i as %j', async (status, texts) => {
    const order = makeOrder({ status });
    serve(staffHandlers(order));
    openStaff(order);
    await heading();
    for (const text of texts) expect(screen.getByText(text)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Accept' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Confirm delivery' })).toBeNull();
  });

  it('lists the contact’s other orders by number, each opening with its own token', async () => {
    const order = makeOrder({ status: 2 });
    const other = makeOrder({
      orderNumber: 41,
      status: 3,
      timeUntilDelivery: 9,
      staffToken: 'tok-41',
    });
    serve(staffHandlers(order, other));
    openStaff(order);
    const link = await screen.findByRole('link', { name: /Order #41/ });
    expect(link.getAttribute('href')).toBe(`/order/${other.id}/${PHONE}?t=tok-41`);
    expect(within(link).getByRole('img', { name: 'Delivery in about 9 min' })).toBeTruthy();
  });

  it('shows the orders that came without a token (over) as text, not as links', async () => {
    const order = makeOrder({ status: 2 });
    const others = [
      makeOrder({ orderNumber: 41, status: 2, staffToken: 'tok-41' }),
      makeOrder({ orderNumber: 40, status: 5 }),
      makeOrder({ orderNumber: 39, status: 3, staffToken: 'tok-39' }),
      makeOrder({ orderNumber: 38, status: 4 }),
    ];
    serve(staffHandlers(order, ...others));
    openStaff(order);
    const section = await screen.findByRole('region', { name: 'Your other orders' });
    const completed = within(section).getByText('Order #40').closest('.other-order')!;
    expect(completed.tagName).toBe('DIV');
    expect(within(completed as HTMLElement).getByRole('img', { name: 'Completed' })).toBeTruthy();
    // Never this link's token, which would not open another order.
    expect(section.innerHTML).not.toContain(TOKEN);
    expect(
      within(section)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([
      `/order/${others[0]!.id}/${PHONE}?t=tok-41`,
      `/order/${others[2]!.id}/${PHONE}?t=tok-39`,
    ]);
    // Show More still moves focus to the first order it reveals, link or not.
    fireEvent.click(within(section).getByRole('button', { name: 'Show More' }));
    const declined = within(section).getByText('Order #38').closest('.other-order');
    await waitFor(() => expect(document.activeElement).toBe(declined));
  });

  it('says why the server refused the link, such as that it has expired', async () => {
    const order = makeOrder({ status: 5 });
    const refused = () =>
      jsonResponse({ error: { code: 'forbidden', message: 'This order link has expired' } }, 403);
    serve({
      [`GET /api/order/getall/${order.id}/${PHONE}?t=${TOKEN}`]: refused,
      [`GET /api/locationcontact/get/${order.id}/${PHONE}?t=${TOKEN}`]: refused,
    });
    openStaff(order);
    expect((await heading()).textContent).toBe('No order was found');
    expect(screen.getByText('This order link has expired')).toBeTruthy();
  });
});
