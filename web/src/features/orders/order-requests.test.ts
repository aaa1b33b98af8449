import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '../../app/store';
import { jsonResponse, mockFetch } from '../../testing/fetch';
import { makeOrder } from '../../testing/orders';
import { ordersApi } from './api';
import { orderPageArgs, ordersPath, staffContactPath } from './order-requests';

afterEach(() => {
  vi.restoreAllMocks();
});

describe("the order page's requests", () => {
  it("reads the guest's and a staff link's arguments as the page does, and no other path", () => {
    expect(orderPageArgs('/order/a%20b', '')).toEqual({ id: 'a b' });
    expect(orderPageArgs('/order/o-1/', '?t=x')).toEqual({ id: 'o-1' });
    expect(orderPageArgs('/order/o-1/4512345678', '?t=a%2Bb&lang=da')).toEqual({
      id: 'o-1',
      phoneNumber: '4512345678',
      token: 'a+b',
    });
    expect(orderPageArgs('/order/o-1/4512345678', '')).toEqual({
      id: 'o-1',
      phoneNumber: '4512345678',
      token: '',
    });
    for (const path of ['/order', '/order/', '/order/a/b/c', '/orders/a', '/order/%E0%A4%A'])
      expect(orderPageArgs(path, '')).toBeUndefined();
  });

  it("are the very URLs the page's queries fetch, so the boot script's early answers are used", async () => {
    const fetched: string[] = [];
    mockFetch((request) => {
      fetched.push(request.url);
      return request.url.includes('/locationcontact/')
        ? jsonResponse({ id: 'c-1', name: 'Reception' })
        : jsonResponse([makeOrder()]);
    });
    const store = makeStore();
    // A token and ids with characters a URL escapes, as the boot script would meet them.
    const guest = orderPageArgs('/order/o%201', '');
    const staff = orderPageArgs('/order/o%201/%2B4512345678', '?t=a%2Bb%2Fc%3D%3D%20d');
    if (!guest || !staff || !('phoneNumber' in staff)) throw new Error('not an order page');
    await store.dispatch(ordersApi.endpoints.getOrders.initiate(guest));
    await store.dispatch(ordersApi.endpoints.getOrders.initiate(staff));
    await store.dispatch(ordersApi.endpoints.getStaffContact.initiate(staff));

    const boot = (path: string) => `${window.location.origin}/api/${path}`;
    expect(fetched).toEqual([
      boot(ordersPath(guest)),
      boot(ordersPath(staff)),
      boot(staffContactPath(staff)),
    ]);
    expect(fetched[1]).toBe(
      `${window.location.origin}/api/order/getall/o%201/%2B4512345678?t=a%2Bb%2Fc%3D%3D%20d`,
    );
  });
});
