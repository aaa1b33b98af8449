import { describe, expect, it } from 'vitest';
import { expectOk, expectStatus, useTestStack } from '../support/api';
import {
  checkout,
  Guest,
  HOTEL_RECEPTION,
  HOTEL_ROOM_SERVICE,
  paidOrderWithLinks,
  staffCaller,
  staffPost,
} from '../support/orders';

// The business metrics over HTTP (issue 16): the embedded stack counts each order transition once,
// by the request that won it, and prints what each request counted as the EMF record a Lambda
// leaves in CloudWatch Logs.

const logged: string[] = [];
const stack = useTestStack({}, { log: (line) => logged.push(line) });

interface EmfRecord {
  _aws: { CloudWatchMetrics: { Namespace: string; Metrics: { Name: string; Unit: string }[] }[] };
  [metric: string]: unknown;
}

/** The EMF records the stack has printed so far. */
const emfRecords = (): EmfRecord[] =>
  logged
    .filter((line) => line.startsWith('{') && line.includes('"_aws"'))
    .map((line) => JSON.parse(line) as EmfRecord);

/** The records that carry `metric`, with its value in each. */
const valuesOf = (metric: string) =>
  emfRecords()
    .filter((record) => metric in record)
    .map((record) => record[metric]);

describe('business metrics in the embedded stack', () => {
  it('prints an EMF record with OrderPaid for a paid order', async () => {
    await paidOrderWithLinks(stack);
    expect(stack.metrics.counts.OrderPaid).toBe(1);
    await expect.poll(() => valuesOf('OrderPaid')).toEqual([1]);
    const [record] = emfRecords().filter((each) => 'OrderPaid' in each);
    expect(record?._aws.CloudWatchMetrics[0]).toMatchObject({
      Namespace: 'Inroom',
      Metrics: expect.arrayContaining([{ Name: 'OrderPaid', Unit: 'Count' }]),
    });
  });

  it('counts one accept of two phones racing, and the completion once', async () => {
    const { links } = await paidOrderWithLinks(stack, { room: '210' });
    const reception = staffCaller(links.get(HOTEL_RECEPTION)!);
    const roomService = staffCaller(links.get(HOTEL_ROOM_SERVICE)!);
    // Only accepts race: with a decline among them, the decline now and then won on a busy
    // machine, and there was no accepted order to complete.
    const answers = await Promise.all([
      staffPost(stack, '/api/order/accept', { ...reception, expectedDeliveryTimeMinutes: 15 }),
      staffPost(stack, '/api/order/accept', { ...roomService, expectedDeliveryTimeMinutes: 20 }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    await expectStatus(staffPost(stack, '/api/order/decline', roomService), 409);
    await expectOk(staffPost(stack, '/api/order/complete', reception));
    await expectStatus(staffPost(stack, '/api/order/complete', roomService), 409);
    expect(stack.metrics.counts).toMatchObject({ OrderAccepted: 1, OrderCompleted: 1 });
    expect(stack.metrics.counts.OrderDeclined).toBeUndefined();
    expect(valuesOf('OrderAccepted')).toEqual([1]);
    expect(valuesOf('OrderCompleted')).toEqual([1]);
  });

  it('counts a card refused at checkout as a failed checkout, once', async () => {
    const guest = new Guest(stack);
    const order = await guest.order({ room: '211' });
    await checkout(order.paymentUrl, 'decline');
    await expect.poll(async () => (await guest.get(order.id)).paymentStatus).toBe(3);
    await expect.poll(() => stack.metrics.counts.CheckoutFailed).toBe(1);
    expect(valuesOf('CheckoutFailed')).toEqual([1]);
  });
});
