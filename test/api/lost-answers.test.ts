import { ORDER_STATUS, PAYMENT_STATUS } from '@inroom/shared';
import { describe, expect, it } from 'vitest';
import { loseEveryNthAnswer } from '../../functions/src/testing/lost-answers';
import { expectOk, useTestStack } from '../support/api';
import {
  HOTEL_RECEPTION,
  HOTEL_ROOM_SERVICE,
  outbox,
  paidOrderWithLinks,
  staffCaller,
  staffPost,
} from '../support/orders';

// The whole stack on a network that drops answers: every third write of the product's records is
// written by DynamoDB but its answer lost, so the SDK sends it again, and a conditional one meets
// its own first try. Guests and staff must not notice: every call answers as it would, every order
// is texted once per contact straight away (no sweep, whose lease would take minutes), and every
// card is captured or released once.

const stack = useTestStack();

/** The records of the stand-ins for SNS and EventBridge, which AWS keeps outside the table. */
const STAND_IN_ENTITIES = new Set(['localOutboxMessage', 'localSchedule']);

const ORDERS = 6;

describe('a network that drops the answer to every third write', () => {
  it(`places, pays, texts and answers ${ORDERS} orders as if nothing were lost`, async () => {
    const lostAnswers = loseEveryNthAnswer(
      stack.dependencies.store,
      3,
      (item) => !STAND_IN_ENTITIES.has((item['entity'] as { S?: string } | undefined)?.S ?? ''),
    );
    try {
      for (let n = 0; n < ORDERS; n += 1) {
        // Each step checks its answer: the order placed at once (200), paid, both links texted.
        const { guest, order, links } = await paidOrderWithLinks(stack, { room: String(200 + n) });
        const accept = n % 2 === 0;
        const caller = staffCaller(links.get(accept ? HOTEL_RECEPTION : HOTEL_ROOM_SERVICE)!);
        await expectOk(
          accept
            ? staffPost(stack, '/api/order/accept', { ...caller, expectedDeliveryTimeMinutes: 20 })
            : staffPost(stack, '/api/order/decline', caller),
        );
        await expect
          .poll(async () => {
            const now = await guest.get(order.id);
            return [now.status, now.paymentStatus];
          })
          .toEqual(
            accept
              ? [ORDER_STATUS.accepted, PAYMENT_STATUS.paid]
              : [ORDER_STATUS.declined, PAYMENT_STATUS.cancelled],
          );
      }
    } finally {
      lostAnswers.detach();
    }
    // Enough answers lost to meet every kind of write of an order more than once.
    expect(lostAnswers.lost()).toBeGreaterThanOrEqual(ORDERS * 2);
    const paidTexts = (await outbox(stack)).filter((message) => message.reference.endsWith('paid'));
    expect(paidTexts).toHaveLength(ORDERS * 2);
    expect(
      new Set(paidTexts.map((message) => `${message.reference} ${message.phoneNumber}`)).size,
    ).toBe(ORDERS * 2);
  });
});
