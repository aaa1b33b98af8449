import { NO_EFFECTS, orderStore, type StoredOrder } from '@inroom/functions';
import type { Order } from '@inroom/shared';
import { random as seededRandom } from '../../infra/local/seed/png';
import type { TestStack } from './stack';

// Orders written straight to a stack's table, for tests and the bench that need many of them
// (placing hundreds through checkout would take minutes). No test runner here: the bench loads it.

/** A UUID v4 from a random sequence, so seeded orders have the same ids on every run. */
function seededUuid(random: () => number): string {
  const hex = Array.from({ length: 32 }, () => Math.floor(random() * 16).toString(16));
  hex[12] = '4';
  hex[16] = '8';
  const text = hex.join('');
  return `${text.slice(0, 8)}-${text.slice(8, 12)}-${text.slice(12, 16)}-${text.slice(16, 20)}-${text.slice(20)}`;
}

/**
 * The states the order services leave an order in, as [status, payment status]: unpaid, awaiting
 * an answer, accepted (captured, capture pending, capture failed), declined (released, release
 * failed), completed, expired.
 */
export const STORED_ORDER_STATES: readonly [Order['status'], Order['paymentStatus']][] = [
  [1, 1],
  [2, 4],
  [3, 2],
  [3, 4],
  [3, 6],
  [4, 5],
  [4, 7],
  [5, 2],
  [6, 5],
];

/**
 * `count` orders written straight to the stack's table (placing hundreds through checkout would
 * take minutes): copies of `template` at `locationId`, created at seeded instants from `from` to
 * `to`, each in a seeded state of STORED_ORDER_STATES with one or two of the template's lines.
 * Nothing is due on them, so the sweeper leaves them alone.
 */
export async function storeOrders(
  stack: TestStack,
  options: {
    template: StoredOrder;
    location: { id: string; name: string };
    count: number;
    seed: number;
    from: Date;
    to: Date;
    /** The first order number (the location's counter is not moved). */
    firstNumber?: number;
    /** When orders awaiting an answer stop waiting (their countdowns); none by default. */
    respondBy?: Date;
  },
): Promise<StoredOrder[]> {
  const random = seededRandom(options.seed);
  const span = options.to.getTime() - options.from.getTime();
  const orders = Array.from({ length: options.count }, (_, index): StoredOrder => {
    const createdAt = new Date(options.from.getTime() + Math.floor(random() * span)).toISOString();
    const [status, paymentStatus] =
      STORED_ORDER_STATES[Math.floor(random() * STORED_ORDER_STATES.length)]!;
    const quantity = 1 + Math.floor(random() * 3);
    const line = options.template.items[0]!;
    const items = [{ ...line, quantity, priceSum: line.price * quantity }];
    const ended = status >= 4;
    return {
      ...options.template,
      id: seededUuid(random),
      orderNumber: (options.firstNumber ?? 1) + index,
      locationId: options.location.id,
      locationName: options.location.name,
      parentLocationId: null,
      parentLocationName: '',
      items,
      priceSum: items.reduce((sum, each) => sum + each.priceSum, 0),
      room: String(100 + Math.floor(random() * 400)),
      status,
      paymentStatus,
      guestId: `seeded-${options.seed}`,
      idempotencyKey: seededUuid(random),
      createdAt,
      updatedAt: createdAt,
      paidAt: status >= 2 ? createdAt : '',
      respondBy: status === 2 && options.respondBy ? options.respondBy.toISOString() : '',
      deliverBy: '',
      acceptedById: null,
      acceptedByName: '',
      effects: NO_EFFECTS,
      dueAt: '',
      answers: [],
      ...(ended ? { endedAt: createdAt } : { endedAt: undefined }),
    };
  });
  const { store } = stack.dependencies;
  for (let start = 0; start < orders.length; start += 25)
    await Promise.all(
      orders.slice(start, start + 25).map((order) => orderStore.create(store, order)),
    );
  return orders;
}
