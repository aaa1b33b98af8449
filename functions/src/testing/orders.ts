import type { OrderCreate } from '@inroom/shared';
import type { Dependencies } from '../dependencies';
import { createOrder } from '../orders/create';
import { handlePaymentEvent } from '../orders/payment';
import { staffLinkToken } from '../orders/staff-link';
import { locationContactStore, orderStore, type Store } from '../store';
import type { TestDependencies } from './deps';
import { IDS, idSeries, NOW, seedCatalog } from './fixtures';
import { TEST_LINK_SECRET, type MemoryPayments } from './order-adapters';

// What the order service tests share: Hotel Nord's catalog with three contacts (two active), a
// basket, placing and paying an order, a staff caller, a clock to move and a store that crashes.

export const contactId = idSeries('c0c0c0c0');
const orderKey = idSeries('0e0e0e0e');

/** The contacts' phones, as their links carry them (E.164 without the plus). */
export const DESK_1 = '4520112233';
export const DESK_2 = '4530445566';
/** Not a contact until a test adds it (putContact(store, 4)). */
export const DESK_4 = '4550112233';

const DESK_PHONES: Record<number, string> = {
  1: '20112233',
  2: '30445566',
  3: '40778899',
  4: '50112233',
};

/** Writes Desk n (1 to 4) of Hotel Nord, active or not: to add one, or take one off duty. */
export const putContact = (store: Store, n: number, isActive = true) =>
  locationContactStore.put(store, {
    id: contactId(n),
    locationId: IDS.hotel,
    name: `Desk ${n}`,
    countryCode: '45',
    phoneNumber: DESK_PHONES[n] ?? '',
    isActive,
  });

/** Hotel Nord's catalog and its contacts: Desk 1 and Desk 2 active, Desk 3 not. */
export async function seedOrderLocation(store: Store): Promise<void> {
  await seedCatalog(store);
  await Promise.all([putContact(store, 1), putContact(store, 2), putContact(store, 3, false)]);
}

/** Two burgers, Large with mayo, at prices a tampering client set to 1 øre; key n of the series. */
export const orderBasket = (changes: Partial<OrderCreate> = {}, key = 1): OrderCreate => ({
  locationId: IDS.hotel,
  locationName: 'Hotel Nord',
  parentLocationId: null,
  parentLocationName: '',
  currencyId: 'DKK',
  currency: { id: 'DKK', symbol: 'kr.' },
  languageId: 'en',
  items: [
    {
      menuItemId: IDS.burger,
      name: 'Burger',
      description: '',
      defaultName: 'Burger',
      defaultDescription: '',
      options: [IDS.large, IDS.mayo].map((optionId) => ({
        optionId,
        optionsGroupType: 1 as const,
        optionsGroupName: '',
        name: '',
        defaultName: '',
        priceDifference: 0,
      })),
      quantity: 2,
      price: 1,
      priceSum: 2,
      currency: { id: 'DKK', symbol: 'kr.' },
    },
  ],
  priceSum: 2,
  room: '412',
  comment: 'Please knock',
  termsAccepted: true,
  idempotencyKey: orderKey(key),
  ...changes,
});

const guest = {
  guestId: undefined,
  newGuestId: () => 'guest-id-0000000000000000001',
  origin: undefined,
};

/** Places an order (status 1) with a checkout. */
export async function placeOrder(deps: Dependencies, changes: Partial<OrderCreate> = {}) {
  const { order } = await createOrder(deps, orderBasket(changes) as never, guest);
  return order;
}

/** The guest pays at the provider: the checkout completes and its webhook event arrives. */
export async function payOrder(
  deps: Dependencies & { payments: MemoryPayments },
  orderId: string,
): Promise<{ paymentIntentId: string; event: () => Promise<void> }> {
  const stored = await orderStore.get(deps.store, orderId);
  const sessionId = stored!.checkoutSessionId;
  const paymentIntentId = deps.payments.complete(sessionId);
  const event = () =>
    handlePaymentEvent(deps, {
      id: `evt_${orderId.slice(0, 8)}`,
      type: 'checkout.completed',
      sessionId,
      orderId,
      paymentIntentId,
    });
  return { paymentIntentId, event };
}

/** An order placed and paid through the webhook event. */
export async function paidOrder(
  deps: Dependencies & { payments: MemoryPayments },
  changes: Partial<OrderCreate> = {},
) {
  const order = await placeOrder(deps, changes);
  const { paymentIntentId, event } = await payOrder(deps, order.id);
  await event();
  return { order, paymentIntentId };
}

/** A staff caller with the token of the link texted to that phone. */
export const staffOf = (orderId: string, phoneNumber = DESK_1) => ({
  orderId,
  phoneNumber,
  token: staffLinkToken(TEST_LINK_SECRET, orderId, phoneNumber),
});

/** A clock a test moves by hand. */
export function testClock(start: Date) {
  let now = start.getTime();
  return {
    now: () => new Date(now),
    advance(ms: number) {
      now += ms;
    },
  };
}

/** The test's dependencies on a clock of their own, from `start`, for the test to move. */
export function onClock(deps: TestDependencies, start: Date = NOW) {
  const clock = testClock(start);
  return { deps: { ...deps, now: clock.now } as TestDependencies, clock };
}

/**
 * The store as a process sees it that dies as it is about to make its write number `writes + 1`:
 * everything before (its first `writes` writes, the reads, the calls to other ports) happened, that
 * write and every call after it fail. The next process uses the store itself.
 */
export function crashingStore(store: Store, writes: number): Store {
  let written = 0;
  let dead = false;
  const guard =
    <A extends unknown[], R>(call: (...args: A) => Promise<R>, isWrite: boolean) =>
    async (...args: A): Promise<R> => {
      if (isWrite && written >= writes) dead = true;
      if (dead) throw new Error('Simulated crash: the process is gone');
      if (isWrite) written += 1;
      return call(...args);
    };
  return {
    tableName: store.tableName,
    client: store.client,
    get: guard(store.get.bind(store), false),
    getMany: guard(store.getMany.bind(store), false),
    put: guard(store.put.bind(store), true),
    increment: guard(store.increment.bind(store), true),
    putMany: guard(store.putMany.bind(store), true),
    delete: guard(store.delete.bind(store), true),
    deleteMany: guard(store.deleteMany.bind(store), true),
    queryPartition: guard(store.queryPartition.bind(store), false),
  };
}

/** The store, counting its calls by kind: a budget of store calls a test can hold a path to. */
export function countingStore(store: Store) {
  const calls = { get: 0, query: 0, write: 0 };
  const counted =
    <A extends unknown[], R>(call: (...args: A) => Promise<R>, kind: keyof typeof calls) =>
    (...args: A): Promise<R> => {
      calls[kind] += 1;
      return call(...args);
    };
  const counting: Store = {
    tableName: store.tableName,
    client: store.client,
    get: counted(store.get.bind(store), 'get'),
    getMany: counted(store.getMany.bind(store), 'get'),
    put: counted(store.put.bind(store), 'write'),
    increment: counted(store.increment.bind(store), 'write'),
    putMany: counted(store.putMany.bind(store), 'write'),
    delete: counted(store.delete.bind(store), 'write'),
    deleteMany: counted(store.deleteMany.bind(store), 'write'),
    queryPartition: counted(store.queryPartition.bind(store), 'query'),
  };
  return { store: counting, calls };
}
