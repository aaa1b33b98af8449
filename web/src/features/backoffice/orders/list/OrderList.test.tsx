import { ORDER_STATUS } from '@inroom/shared';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../../testing/render';
import type { ReceivedBoardOrder } from '../api';
import { makeBoardOrder } from '../fixtures';
import { OrderList } from './OrderList';

// What a tick of the live board's clock draws again. The clock ticks every second while an order
// awaits an answer, for its countdown; a board of a hotel and its restaurants lists up to a
// hundred orders a location, and drawing them all every second kept a reception's screen busy.

const NOW = Date.parse('2026-11-30T12:00:00Z');
const noop = () => undefined;

/**
 * 40 orders, the first two awaiting an answer, every fifth accepted (delivery in 15 and a half
 * minutes), the rest completed, placed whole minutes ago. Each counts its rows' renders: a row
 * reads its order's item count once each time it is drawn.
 */
function countedOrders() {
  const drawn = new Map<number, number>();
  const orders = Array.from({ length: 40 }, (_, index): ReceivedBoardOrder => {
    const status =
      index < 2
        ? ORDER_STATUS.awaitingResponse
        : index % 5 === 0
          ? ORDER_STATUS.accepted
          : ORDER_STATUS.completed;
    const order = makeBoardOrder(NOW, 3 + index, {
      status,
      requestExpiresIn: status === ORDER_STATUS.awaitingResponse ? 600 : 0,
      deliverBy:
        status === ORDER_STATUS.accepted ? new Date(NOW + 15.5 * 60_000).toISOString() : '',
    });
    return { ...order, receivedAt: NOW };
  });
  for (const order of orders) {
    const { itemCount } = order;
    Object.defineProperty(order, 'itemCount', {
      get: () => {
        drawn.set(order.orderNumber, (drawn.get(order.orderNumber) ?? 0) + 1);
        return itemCount;
      },
    });
  }
  return { orders, drawn };
}

function renderBoard(orders: ReceivedBoardOrder[]) {
  const list = (now: number) => (
    <OrderList
      orders={orders}
      now={now}
      label="Orders of the last 24 hours"
      showLocation
      when="age"
      selectedId={null}
      onOpen={noop}
    />
  );
  const view = renderWithProviders(list(NOW));
  return { tickTo: (now: number) => view.rerender(list(now)) };
}

const rowOf = (order: ReceivedBoardOrder) =>
  within(screen.getByRole('list')).getByRole('button', {
    name: new RegExp(`^#${order.orderNumber}\\D`),
  });

describe('the live board', () => {
  afterEach(cleanup);

  it('draws only the awaiting orders again when a second passes', () => {
    const { orders, drawn } = countedOrders();
    const { tickTo } = renderBoard(orders);
    expect(drawn.size).toBe(40);
    drawn.clear();

    tickTo(NOW + 1_000);

    expect([...drawn.keys()]).toEqual(orders.slice(0, 2).map((order) => order.orderNumber));
    expect(rowOf(orders[0]!).textContent).toContain('09:59');
  });

  it('draws every row whose age or minutes to delivery changed when a minute passes', () => {
    const { orders, drawn } = countedOrders();
    const { tickTo } = renderBoard(orders);
    const accepted = orders[5]!;
    expect(rowOf(accepted).textContent).toContain('Delivery in about 16 min');
    expect(rowOf(accepted).textContent).toContain('8 min ago');
    drawn.clear();

    tickTo(NOW + 60_000);

    expect(drawn.size).toBe(40);
    expect(rowOf(accepted).textContent).toContain('Delivery in about 15 min');
    expect(rowOf(accepted).textContent).toContain('9 min ago');
  });
});
