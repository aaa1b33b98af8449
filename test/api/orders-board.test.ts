import { orderStore } from '@inroom/functions';
import type { BoardOrder, Order, OrderBoard, OrderDetail } from '@inroom/shared';
import { describe, expect, it } from 'vitest';
import { DEMO_IDS } from '../../infra/local/seed/demo-data';
import {
  adminClient,
  expectError,
  expectOk,
  expectStatus,
  UNKNOWN_ID,
  UUID_PATTERN,
  useTestStack,
} from '../support/api';
import {
  DELI_COUNTER,
  deliOrder,
  Guest,
  HOTEL_RECEPTION,
  paidOrdersWithLinks,
  paidOrderWithLinks,
  rewriteOrder,
  staffCaller,
  staffPost,
} from '../support/orders';

// The back office's live orders board and its answers to orders (issue 17): what the board lists
// and in what order, an order's detail and timeline, and accept/decline/complete from the back
// office under the same rules and races as a staff link's.

const stack = useTestStack({ rateLimit: false });
const admin = adminClient(stack);
const { hotel, deli, ankeret } = DEMO_IDS.location;

const board = (locationId: string) =>
  expectOk<OrderBoard>(admin.get(`/api/order/be/board/${locationId}`));
const accept = (orderId: string, expectedDeliveryTimeMinutes = 15) =>
  admin.post('/api/order/be/accept', { orderId, expectedDeliveryTimeMinutes });
const decline = (orderId: string) => admin.post('/api/order/be/decline', { orderId });
const complete = (orderId: string) => admin.post('/api/order/be/complete', { orderId });
const receptionOf = (placed: Awaited<ReturnType<typeof paidOrderWithLinks>>) =>
  staffCaller(placed.links.get(HOTEL_RECEPTION)!);

describe('the board', () => {
  it("lists the location's and its children's orders, awaiting an answer first, then newest first", async () => {
    const waiting = await paidOrderWithLinks(stack);
    const accepted = await paidOrderWithLinks(stack);
    await expectOk(
      staffPost(stack, '/api/order/accept', {
        ...receptionOf(accepted),
        expectedDeliveryTimeMinutes: 20,
      }),
    );
    const unpaid = await new Guest(stack).order({ room: '101' });
    const deliWaiting = await paidOrderWithLinks(stack, deliOrder(), [DELI_COUNTER]);

    const hotelBoard = await board(hotel);
    expect(hotelBoard.locations).toEqual([
      { id: hotel, name: 'Hotel Nyhavn' },
      { id: deli, name: 'Kajens Deli' },
      { id: ankeret, name: 'Restaurant Ankeret' },
    ]);
    const mine = [waiting.order.id, accepted.order.id, unpaid.id, deliWaiting.order.id];
    expect(
      hotelBoard.orders.filter((order) => mine.includes(order.id)).map((order) => order.id),
    ).toEqual([deliWaiting.order.id, waiting.order.id, unpaid.id, accepted.order.id]);
    expect(Date.parse(hotelBoard.serverTime)).toBeGreaterThan(Date.now() - 60_000);

    const line = (id: string) => hotelBoard.orders.find((order) => order.id === id) as BoardOrder;
    expect(line(waiting.order.id)).toMatchObject({
      orderNumber: waiting.order.orderNumber,
      locationId: hotel,
      locationName: 'Hotel Nyhavn',
      status: 2,
      paymentStatus: 4,
      room: '412',
      itemCount: 2,
      total: 40_000,
      currency: waiting.order.currency,
      createdAt: waiting.order.createdAt,
      createdAtString: waiting.order.createdAtString,
      deliverBy: '',
      acceptedBy: null,
    });
    expect(line(waiting.order.id).requestExpiresIn).toBeGreaterThan(500);
    expect(Date.parse(line(waiting.order.id).respondBy)).toBeGreaterThan(Date.now());
    expect(line(accepted.order.id)).toMatchObject({
      status: 3,
      respondBy: '',
      requestExpiresIn: 0,
      acceptedBy: { name: 'Reception' },
    });
    expect(Date.parse(line(accepted.order.id).deliverBy)).toBeGreaterThan(Date.now());
    expect(line(deliWaiting.order.id)).toMatchObject({ locationName: 'Kajens Deli', itemCount: 2 });

    // A child's own board holds its orders alone.
    const deliBoard = await board(deli);
    expect(deliBoard.locations).toEqual([{ id: deli, name: 'Kajens Deli' }]);
    expect(deliBoard.orders.map((order) => order.locationId)).not.toContain(hotel);
    expect(deliBoard.orders.map((order) => order.id)).toContain(deliWaiting.order.id);
  });

  it('leaves out orders older than a day', async () => {
    const old = await paidOrderWithLinks(stack);
    await rewriteOrder(stack, old.order.id, () => ({
      createdAt: new Date(Date.now() - 25 * 3_600_000).toISOString(),
    }));
    const ids = (await board(hotel)).orders.map((order) => order.id);
    expect(ids).not.toContain(old.order.id);
  });

  it('answers 404 for an unknown location and a path that cannot be one', async () => {
    expect(await expectError(admin.get(`/api/order/be/board/${UNKNOWN_ID}`), 404)).toMatchObject({
      message: 'Location not found',
    });
    await expectError(admin.get('/api/order/be/board/not-an-id'), 404);
  });
});

describe('an order in the back office', () => {
  it('shows the staff view and a timeline of who did what, from where', async () => {
    const placed = await paidOrderWithLinks(stack);
    // The texts are recorded as sent just after they reach the outbox: wait, so they come first.
    await expect
      .poll(async () => {
        const stored = await orderStore.get(stack.dependencies.store, placed.order.id);
        return Object.values(stored?.effects.sms ?? {}).map((text) => text.state);
      })
      .toEqual(['done', 'done']);
    const accepted = await expectOk<Order>(accept(placed.order.id, 25));
    expect(accepted).toMatchObject({ status: 3, expectedDeliveryTimeMinutes: 25 });
    expect(accepted.acceptedBy).toEqual({ name: 'admin' });
    expect(accepted.acceptedById).toMatch(UUID_PATTERN);
    await expectOk(staffPost(stack, '/api/order/complete', receptionOf(placed)));

    const detail = await expectOk<OrderDetail>(admin.get(`/api/order/be/get/${placed.order.id}`));
    expect(detail.order).toMatchObject({ id: placed.order.id, status: 5, room: '412' });
    expect(detail.order.items[0]).toMatchObject({ defaultName: 'Nyhavn burger', quantity: 2 });
    expect(detail.order.items[0]?.options[0]).toMatchObject({ defaultName: 'Crispy bacon' });
    expect(detail.timeline.map((event) => event.event)).toEqual([
      'created',
      'paid',
      'sms-sent',
      'sms-sent',
      'accepted',
      'completed',
    ]);
    const times = detail.timeline.map((event) => event.at);
    expect(times).toEqual([...times].sort());
    expect(detail.timeline[0]?.at).toBe(placed.order.createdAt);
    expect(
      detail.timeline
        .filter((event) => event.event === 'sms-sent')
        .map((event) => event.by)
        .sort(),
    ).toEqual(['Reception', 'Room service']);
    expect(detail.timeline.at(-2)).toMatchObject({ by: 'admin', via: 'back-office' });
    expect(detail.timeline.at(-1)).toMatchObject({ by: 'Reception', via: 'sms-link' });

    // The guest's page shows who accepted, as for a staff link's accept.
    expect((await placed.guest.get(placed.order.id)).acceptedBy).toEqual({ name: 'admin' });
  });

  it('answers 404 for an unknown order', async () => {
    expect(await expectError(admin.get(`/api/order/be/get/${UNKNOWN_ID}`), 404)).toMatchObject({
      message: 'No order was found',
    });
  });
});

describe('answers from the back office', () => {
  it('accept captures the card, decline releases it, complete ends an accepted order', async () => {
    const [first, second] = await paidOrdersWithLinks(stack, 2);
    const accepted = await expectOk<Order>(accept(first!.order.id));
    expect(accepted).toMatchObject({ status: 3, paymentStatus: 2 });
    const declined = await expectOk<Order>(decline(second!.order.id));
    expect(declined).toMatchObject({ status: 4, paymentStatus: 5 });
    expect(await expectOk<Order>(complete(first!.order.id))).toMatchObject({
      status: 5,
      expectedDeliveryTimeMinutes: 0,
    });
    expect((await first!.guest.get(first!.order.id)).status).toBe(5);
    expect((await second!.guest.get(second!.order.id)).status).toBe(4);
  });

  it('refuses with 409 and the order as it is what its status no longer allows', async () => {
    const placed = await paidOrderWithLinks(stack);
    const early = await expectStatus<{ order: Order }>(complete(placed.order.id), 409);
    expect(early.order).toMatchObject({ id: placed.order.id, status: 2 });
    await expectOk(accept(placed.order.id));
    for (const again of [accept(placed.order.id), decline(placed.order.id)]) {
      const body = await expectStatus<{ order: Order; error: { code: string } }>(again, 409);
      expect(body.error.code).toBe('conflict');
      expect(body.order.status).toBe(3);
    }
    // The staff link meets the same state.
    const staff = await expectStatus<{ order: Order }>(
      staffPost(stack, '/api/order/decline', receptionOf(placed)),
      409,
    );
    expect(staff.order.status).toBe(3);
  });

  it('refuses an answer after the response window, as a staff link is refused', async () => {
    const [fromOffice, fromLink] = await paidOrdersWithLinks(stack, 2);
    for (const placed of [fromOffice!, fromLink!])
      await rewriteOrder(stack, placed.order.id, () => ({
        respondBy: new Date(Date.now() - 1_000).toISOString(),
      }));
    const office = await expectStatus<{ order: Order; error: { message: string } }>(
      accept(fromOffice!.order.id),
      409,
    );
    const link = await expectStatus<{ order: Order; error: { message: string } }>(
      staffPost(stack, '/api/order/accept', {
        ...receptionOf(fromLink!),
        expectedDeliveryTimeMinutes: 15,
      }),
      409,
    );
    expect(office.error.message).toBe(link.error.message);
    expect(office.order.status).toBe(6);
    expect(link.order.status).toBe(6);
  });

  it('takes only an order id and, to accept, one of the delivery choices', async () => {
    const placed = await paidOrderWithLinks(stack);
    expect(
      (await expectError(accept(placed.order.id, 7), 400)).fields?.expectedDeliveryTimeMinutes,
    ).toBe('Select expected delivery');
    await expectError(admin.post('/api/order/be/decline', { orderId: placed.order.id, x: 1 }), 400);
    expect(await expectError(decline(UNKNOWN_ID), 404)).toMatchObject({
      message: 'No order was found',
    });
    expect((await placed.guest.get(placed.order.id)).status).toBe(2);
  });
});

describe('races between a staff link and the back office', () => {
  const ROUNDS = 20;

  it(`a link's accept against a back-office decline: one winner each of ${ROUNDS} times`, async () => {
    const placed = await paidOrdersWithLinks(stack, ROUNDS);
    const winners = { accept: 0, decline: 0 };
    for (const each of placed) {
      const [staff, office] = await Promise.all([
        staffPost(stack, '/api/order/accept', {
          ...receptionOf(each),
          expectedDeliveryTimeMinutes: 15,
        }),
        decline(each.order.id),
      ]);
      expect([staff.status, office.status].sort()).toEqual([200, 409]);
      const winner = staff.status === 200 ? 'accept' : 'decline';
      winners[winner] += 1;
      const loser = (await (staff.status === 409 ? staff : office).json()) as { order: Order };
      const stored = await orderStore.get(stack.dependencies.store, each.order.id);
      expect(stored?.status).toBe(winner === 'accept' ? 3 : 4);
      expect(loser.order.status).toBe(stored?.status);
      expect(stored?.answers?.map((answer) => [answer.event, answer.via])).toEqual([
        winner === 'accept' ? ['accept', 'sms-link'] : ['decline', 'back-office'],
      ]);
      expect(stored?.effects.settlement?.action).toBe(winner === 'accept' ? 'capture' : 'cancel');
    }
    expect(winners.accept + winners.decline).toBe(ROUNDS);
  });

  it(`a link's accept against a back-office accept: one winner each of ${ROUNDS} times`, async () => {
    const placed = await paidOrdersWithLinks(stack, ROUNDS);
    for (const each of placed) {
      const [staff, office] = await Promise.all([
        staffPost(stack, '/api/order/accept', {
          ...receptionOf(each),
          expectedDeliveryTimeMinutes: 15,
        }),
        accept(each.order.id, 30),
      ]);
      expect([staff.status, office.status].sort()).toEqual([200, 409]);
      const byLink = staff.status === 200;
      const stored = await orderStore.get(stack.dependencies.store, each.order.id);
      expect(stored).toMatchObject({
        status: 3,
        acceptedByName: byLink ? 'Reception' : 'admin',
        expectedDeliveryTimeMinutes: byLink ? 15 : 30,
      });
      expect(stored?.answers).toHaveLength(1);
      expect(stored?.answers?.[0]?.via).toBe(byLink ? 'sms-link' : 'back-office');
    }
  });
});
