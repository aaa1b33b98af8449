import type { Order, OrderStatus } from '@inroom/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '../../app/store';
import { jsonResponse, mockFetch } from '../../testing/fetch';
import { makeOrder } from '../../testing/orders';
import { ordersApi, storeOrder, type OrdersArgs, type ReceivedOrder } from './api';

/** What order/accept and order/complete answer: the order as it is now, without a token. */
function answered(order: Order, status: OrderStatus): ReceivedOrder {
  const { staffToken: _staffToken, ...withoutToken } = order;
  return { ...withoutToken, status, receivedAt: Date.now() };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('an answer about one order, written into a staff list', () => {
  it('keeps the token the list gave while the order is to answer or deliver, and drops it after', async () => {
    const current = makeOrder({ status: 2, staffToken: 'tok-current' });
    const awaiting = makeOrder({ status: 2, staffToken: 'tok-awaiting' });
    const accepted = makeOrder({ status: 3, staffToken: 'tok-accepted' });
    mockFetch(() => jsonResponse([current, awaiting, accepted]));
    const store = makeStore();
    const args: OrdersArgs = { id: current.id, phoneNumber: '4512345678', token: 'tok-current' };
    await store.dispatch(ordersApi.endpoints.getOrders.initiate(args));

    storeOrder(store.dispatch, store.getState(), answered(awaiting, 3));
    storeOrder(store.dispatch, store.getState(), answered(accepted, 5));

    const select = ordersApi.endpoints.getOrders.select(args);
    // The store's type knows the api before the orders endpoints added their tag.
    const listed = select(store.getState() as Parameters<typeof select>[0]).data ?? [];
    expect(listed.map((order) => [order.id, order.status, order.staffToken])).toEqual([
      [current.id, 2, 'tok-current'],
      [awaiting.id, 3, 'tok-awaiting'],
      [accepted.id, 5, undefined],
    ]);
  });
});
