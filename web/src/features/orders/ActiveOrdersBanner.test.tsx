import type { ActiveOrder } from '@inroom/shared';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { routes } from '../../app/router';
import type { RootState } from '../../app/store';
import { jsonResponse, mockFetch, notFoundResponse, pathOf } from '../../testing/fetch';
import { activeOrder, makeOrder, orderId } from '../../testing/orders';
import { renderRoutes } from '../../testing/render';
import { GuestLayout } from '../guest/GuestLayout';
import type { ActiveOrdersHandle } from './ActiveOrdersSlot';
import { activeOrdersApi } from './active/api';
import type { OrdersState } from './ordersSlice';

const ACTIVE = 'GET /api/order/active';
let calls: string[];
let active: ActiveOrder[];

const activeCalls = () => calls.filter((call) => call === ACTIVE).length;

function openPage(path: string, orders: Partial<OrdersState> = {}, state: Partial<RootState> = {}) {
  return renderRoutes(
    [
      {
        Component: GuestLayout,
        children: [
          { path: '/location/:id', element: <h1>Location page</h1> },
          { path: '/basket', element: <h1>Basket page</h1> },
          {
            path: '/termsandconditions',
            handle: { showActiveOrders: false } satisfies ActiveOrdersHandle,
            element: <h1>Terms page</h1>,
          },
          {
            path: '/order/:id/:phoneNumber?',
            handle: { orderPage: true } satisfies ActiveOrdersHandle,
            element: <h1>Order page</h1>,
          },
        ],
      },
    ],
    {
      initialEntries: [path],
      preloadedState: {
        orders: { createdIds: [], dismissedIds: [], ...orders },
        ...state,
      },
    },
  );
}

const created = (...ids: string[]) => ({ createdIds: ids });
const banner = () => screen.findByRole('region', { name: 'Active orders' });

beforeEach(() => {
  calls = [];
  active = [];
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  mockFetch((request) => {
    const key = `${request.method} ${pathOf(request)}`;
    calls.push(key);
    return key === ACTIVE ? jsonResponse(active) : notFoundResponse();
  });
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('active orders banner', () => {
  it('asks nothing and shows nothing for a guest who has not ordered here', async () => {
    openPage('/location/x');
    await screen.findByRole('heading', { name: 'Location page' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls).toEqual([]);
    expect(screen.queryByRole('region', { name: 'Active orders' })).toBeNull();
  });

  it('asks nothing once every order placed here was dismissed', async () => {
    openPage('/location/x', { createdIds: [orderId(1)], dismissedIds: [orderId(1)] });
    await screen.findByRole('heading', { name: 'Location page' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls).toEqual([]);
  });

  it('lists the active orders with their status icons, linking to their pages', async () => {
    const orders = ([1, 2, 3, 4, 5, 6, 7] as const).map((status) =>
      makeOrder({
        status,
        locationName: `Place ${status}`,
        timeUntilDelivery: status === 3 ? 12 : 0,
      }),
    );
    active = orders.map(activeOrder);
    openPage('/location/x', created(orders[0]!.id));
    const region = await banner();
    const toggle = within(region).getByRole('button', { name: '7 orders, Payment pending' });
    expect(toggle.ariaExpanded).toBe('false');
    fireEvent.click(toggle);

    const lines = within(region).getAllByRole('listitem');
    expect(lines).toHaveLength(7);
    const icons = lines.map((line) => within(line).getByRole('img').getAttribute('aria-label'));
    expect(icons).toEqual([
      'Payment pending',
      'Awaiting response',
      'Delivery in about 12 min',
      'Declined',
      'Completed',
      'Cancelled, no response',
      'Cancelled',
    ]);
    expect(lines[0]!.querySelector('.status-icon--card')).toBeTruthy();
    expect(lines[1]!.querySelector('.status-icon--spinner')).toBeTruthy();
    expect(lines[2]!.textContent).toContain('12');
    expect(lines[3]!.querySelector('.status-icon--cross')).toBeTruthy();
    expect(lines[4]!.querySelector('.status-icon--check')).toBeTruthy();

    const link = within(region).getByRole('link', {
      name: `Your order from Place 2, Order #${orders[1]!.orderNumber} · 21 Nov 18:05`,
    });
    expect(link.getAttribute('href')).toBe(`/order/${orders[1]!.id}`);
  });

  it('folds several orders into one line with the count and the most urgent status', async () => {
    const orders = ([5, 3, 2, 4, 5] as const).map((status) =>
      makeOrder({ status, locationName: 'Hotel Nyhavn', timeUntilDelivery: 9 }),
    );
    active = orders.map(activeOrder);
    openPage('/location/x', created(orders[0]!.id));
    const region = await banner();
    const toggle = within(region).getByRole('button', { name: '5 orders, Awaiting response' });
    expect(toggle.ariaExpanded).toBe('false');
    const list = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(list.hidden).toBe(true);
    expect(within(region).queryAllByRole('link')).toHaveLength(0);

    fireEvent.click(toggle);
    expect(toggle.ariaExpanded).toBe('true');
    expect(list.hidden).toBe(false);
    const numbers = within(region)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(numbers).toEqual(
      orders.map(
        (order) => `Your order from Hotel Nyhavn, Order #${order.orderNumber} · 21 Nov 18:05`,
      ),
    );
    expect(new Set(orders.map((order) => order.orderNumber)).size).toBe(5);

    fireEvent.click(toggle);
    expect(toggle.ariaExpanded).toBe('false');
    expect(within(region).queryAllByRole('link')).toHaveLength(0);
  });

  it('speaks Danish to a Danish browser: lines, date, fold, icons and dismiss', async () => {
    vi.stubGlobal('navigator', { ...navigator, language: 'da-DK' });
    const orders = ([3, 5] as const).map((status) =>
      makeOrder({ status, locationName: 'Hotel Nyhavn', timeUntilDelivery: 12 }),
    );
    active = orders.map(activeOrder);
    const { container } = openPage('/location/x', created(orders[0]!.id));
    const region = await screen.findByRole('region', { name: 'Aktive bestillinger' });
    expect(container.querySelector('.guest-layout')?.getAttribute('lang')).toBe('da');
    const toggle = within(region).getByRole('button', {
      name: '2 bestillinger, Levering om cirka 12 min.',
    });
    fireEvent.click(toggle);
    expect(
      within(region)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(
      orders.map(
        (order) =>
          `Din bestilling fra Hotel Nyhavn, Bestilling nr. ${order.orderNumber} · 21. nov. 18.05`,
      ),
    );
    expect(
      within(region)
        .getAllByRole('img')
        .map((icon) => icon.getAttribute('aria-label')),
    ).toEqual(['Levering om cirka 12 min.', 'Leveret']);
    expect(
      within(region).getByRole('button', {
        name: `Skjul bestillingen fra Hotel Nyhavn, bestilling nr. ${orders[1]!.orderNumber}`,
      }),
    ).toBeTruthy();
  });

  it('shows one order as its line, without a fold', async () => {
    const order = makeOrder({ status: 3, locationName: 'Nyhavn Deli', timeUntilDelivery: 12 });
    active = [activeOrder(order)];
    openPage('/location/x', created(order.id));
    const region = await banner();
    expect(within(region).queryByRole('button', { expanded: false })).toBeNull();
    expect(within(region).getByRole('link').textContent).toContain(
      `Order #${order.orderNumber} · 21 Nov 18:05`,
    );
    expect(within(region).getByRole('img').getAttribute('aria-label')).toBe(
      'Delivery in about 12 min',
    );
  });

  it('dismisses an order for good', async () => {
    const first = makeOrder({ status: 5, locationName: 'Nyhavn Deli' });
    const second = makeOrder({ status: 4, locationName: 'Café Øst' });
    const third = makeOrder({ status: 6, locationName: 'Café Øst' });
    active = [first, second, third].map(activeOrder);
    const { store } = openPage('/location/x', created(first.id, second.id, third.id));
    await banner();
    const dismissOf = (order: typeof first) =>
      screen.getByRole('button', {
        name: `Dismiss order from ${order.locationName}, order #${order.orderNumber}`,
      });
    fireEvent.click(screen.getByRole('button', { name: '3 orders, Declined' }));
    fireEvent.click(dismissOf(first));
    expect(screen.queryByRole('link', { name: /Your order from Nyhavn Deli/ })).toBeNull();
    expect(screen.getAllByRole('link', { name: /Your order from Café Øst/ })).toHaveLength(2);
    expect(store.getState().orders.dismissedIds).toEqual([first.id]);
    await waitFor(() =>
      expect(document.activeElement).toBe(
        screen.getByRole('button', { name: '2 orders, Declined' }),
      ),
    );

    // Down to one line the fold goes: focus moves to the line that is left.
    fireEvent.click(dismissOf(second));
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('link', { name: /Café Øst/ })),
    );
    expect(document.activeElement?.textContent).toContain(`Order #${third.orderNumber}`);

    fireEvent.click(dismissOf(third));
    expect(screen.queryByRole('region', { name: 'Active orders' })).toBeNull();
  });

  it('unfolds and folds by keyboard, the fold being a real button', async () => {
    const orders = [makeOrder({ status: 5 }), makeOrder({ status: 3, timeUntilDelivery: 4 })];
    active = orders.map(activeOrder);
    openPage('/location/x', created(orders[0]!.id));
    await banner();
    const toggle = screen.getByRole('button', { name: '2 orders, Delivery in about 4 min' });
    // A native button: Enter and Space click it, and it is in the tab order.
    expect(toggle.tagName).toBe('BUTTON');
    expect(toggle.getAttribute('type')).toBe('button');
    expect(toggle.tabIndex).toBe(0);
    // The icon beside the count repeats the status named in the text: hidden from screen readers.
    expect(within(toggle).queryByRole('img')).toBeNull();
    fireEvent.click(toggle);
    expect(toggle.ariaExpanded).toBe('true');
    expect(screen.getAllByRole('link', { name: /Your order from/ })).toHaveLength(2);
    fireEvent.click(toggle);
    expect(toggle.ariaExpanded).toBe('false');
    expect(screen.queryByRole('link', { name: /Your order from/ })).toBeNull();
  });

  it('opens when the first active order appears', async () => {
    const order = makeOrder({ status: 1, locationName: 'Nyhavn Deli' });
    const { store } = openPage('/location/x', created(order.id));
    await waitFor(() => expect(activeCalls()).toBe(1));
    expect(screen.queryByRole('region', { name: 'Active orders' })).toBeNull();

    active = [activeOrder(order)];
    act(() => {
      store.dispatch(activeOrdersApi.util.invalidateTags([{ type: 'Order', id: 'ACTIVE' }]));
    });
    await banner();
    expect(screen.getByRole('link', { name: /^Your order from Nyhavn Deli/ })).toBeTruthy();
  });

  it.each([2, 7] as const)(
    'refreshes every 10 s while an order awaits (status %i), and stops when none does',
    async (status) => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      const order = makeOrder({ status, locationName: 'Nyhavn Deli' });
      active = [activeOrder(order)];
      openPage('/location/x', created(order.id));
      await banner();
      expect(activeCalls()).toBe(1);

      await act(() => vi.advanceTimersByTimeAsync(10_000));
      await waitFor(() => expect(activeCalls()).toBe(2));

      active = [activeOrder({ ...order, status: 3, timeUntilDelivery: 20 })];
      await act(() => vi.advanceTimersByTimeAsync(10_000));
      await screen.findByRole('img', { name: 'Delivery in about 20 min' });
      expect(activeCalls()).toBe(3);

      await act(() => vi.advanceTimersByTimeAsync(60_000));
      expect(activeCalls()).toBe(3);
    },
  );

  it('does not poll when no order awaits', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const order = makeOrder({ status: 5 });
    active = [activeOrder(order)];
    openPage('/location/x', created(order.id));
    await banner();
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(activeCalls()).toBe(1);
  });

  it.each(['/termsandconditions', `/order/${orderId(1)}`])(
    'is not shown on %s (route meta)',
    async (path) => {
      const order = makeOrder({ status: 2 });
      active = [activeOrder(order)];
      openPage(path, created(order.id));
      await screen.findByRole('heading', { level: 1 });
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(screen.queryByRole('region', { name: 'Active orders' })).toBeNull();
      expect(calls).toEqual([]);
    },
  );

  it('is hidden on the terms page and replaced by the order page’s own line in the app routes', () => {
    const guestRoutes = routes[0]!.children!.find((route) =>
      route.children?.some((child) => child.path === 'termsandconditions'),
    )!.children!;
    const handleOf = (path: string) =>
      guestRoutes.find((route) => route.path === path)?.handle as ActiveOrdersHandle | undefined;
    expect(handleOf('termsandconditions')).toEqual({ showActiveOrders: false });
    expect(handleOf('order/:id/:phoneNumber?')).toEqual({ orderPage: true });
    expect(handleOf('location/:id')).toBeUndefined();
  });
});
