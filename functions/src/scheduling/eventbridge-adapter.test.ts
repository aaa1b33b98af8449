import { SchedulerClient } from '@aws-sdk/client-scheduler';
import { describe, expect, it } from 'vitest';
import { useFakeAwsEndpoint } from '../testing/fake-aws-endpoint';
import { atExpressionOf, eventBridgeScheduler } from './eventbridge-adapter';

const ENV = {
  SCHEDULE_GROUP_NAME: 'OrderExpiryGroup1234',
  SCHEDULER_ROLE_ARN: 'arn:aws:iam::123456789012:role/Inroom-OrderExpiryInvokeRole',
  EXPIRY_FUNCTION_ARN: 'arn:aws:lambda:eu-north-1:123456789012:function:Inroom-Expiry',
  EXPIRY_DEAD_LETTER_QUEUE_ARN: 'arn:aws:sqs:eu-north-1:123456789012:Inroom-DeadLetters',
};
const ORDER_ID = '0b6f2c8e-5f3b-4c3a-9a52-1d2c3b4a5f60';

/** Scheduler speaks REST-JSON: POST /schedules/<name>. */
const scheduler = useFakeAwsEndpoint(() => ({
  status: 200,
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ ScheduleArn: 'arn:aws:scheduler:eu-north-1:123456789012:schedule/x' }),
}));
const requests = () =>
  scheduler.requests.map((request) => ({
    ...request,
    body: JSON.parse(request.body || '{}') as Record<string, unknown>,
  }));

const client = () =>
  new SchedulerClient({
    region: 'eu-north-1',
    endpoint: scheduler.url,
    credentials: { accessKeyId: 'AKIATEST', secretAccessKey: 'test' },
    maxAttempts: 1,
  });

describe('atExpressionOf', () => {
  it('writes UTC seconds and rounds a fraction up, never down', () => {
    expect(atExpressionOf(new Date('2026-03-01T12:10:00.000Z'))).toBe('at(2026-03-01T12:10:00)');
    expect(atExpressionOf(new Date('2026-03-01T12:10:00.001Z'))).toBe('at(2026-03-01T12:10:01)');
    expect(atExpressionOf(new Date('2026-12-31T23:59:59.500Z'))).toBe('at(2027-01-01T00:00:00)');
    // The local zone of the machine does not matter.
    expect(atExpressionOf(new Date('2026-07-01T01:30:00+02:00'))).toBe('at(2026-06-30T23:30:00)');
  });
});

describe('eventBridgeScheduler', () => {
  it("creates the order's one-time schedule in the group, invoking expiry with { orderId }", async () => {
    await eventBridgeScheduler(ENV, client()).scheduleExpiry(
      ORDER_ID,
      new Date('2026-03-01T12:10:00.250Z'),
    );
    expect(requests()).toHaveLength(1);
    const [request] = requests() as [ReturnType<typeof requests>[number]];
    expect(request.method).toBe('POST');
    expect(request.url).toBe(`/schedules/order-expiry-${ORDER_ID}`);
    expect(request.body).toEqual({
      GroupName: ENV.SCHEDULE_GROUP_NAME,
      ScheduleExpression: 'at(2026-03-01T12:10:01)',
      ScheduleExpressionTimezone: 'UTC',
      FlexibleTimeWindow: { Mode: 'OFF' },
      ActionAfterCompletion: 'DELETE',
      Target: {
        Arn: ENV.EXPIRY_FUNCTION_ARN,
        RoleArn: ENV.SCHEDULER_ROLE_ARN,
        Input: JSON.stringify({ orderId: ORDER_ID }),
        // Scheduler gives up handing the expiry to Lambda after an hour (the sweeper has expired
        // the order by then) and writes it to the stack's dead-letter queue.
        RetryPolicy: { MaximumRetryAttempts: 10, MaximumEventAgeInSeconds: 3600 },
        DeadLetterConfig: { Arn: ENV.EXPIRY_DEAD_LETTER_QUEUE_ARN },
      },
      // The SDK fills in its own idempotency token.
      ClientToken: expect.any(String),
    });
    // The name is at most 64 characters for a UUID order id.
    expect(`order-expiry-${ORDER_ID}`.length).toBeLessThanOrEqual(64);
  });

  it('takes an existing schedule for the order as success (idempotent per order)', async () => {
    scheduler.answer = {
      status: 409,
      headers: { 'content-type': 'application/json', 'x-amzn-errortype': 'ConflictException' },
      body: JSON.stringify({ Message: `Schedule order-expiry-${ORDER_ID} already exists.` }),
    };
    await expect(
      eventBridgeScheduler(ENV, client()).scheduleExpiry(ORDER_ID, new Date()),
    ).resolves.toBeUndefined();
    expect(requests()).toHaveLength(1);
  });

  it('fails on any other error', async () => {
    scheduler.answer = {
      status: 400,
      headers: { 'content-type': 'application/json', 'x-amzn-errortype': 'ValidationException' },
      body: JSON.stringify({ Message: 'Invalid schedule expression' }),
    };
    await expect(
      eventBridgeScheduler(ENV, client()).scheduleExpiry(ORDER_ID, new Date()),
    ).rejects.toMatchObject({ name: 'ValidationException' });
  });

  it('names what is missing when the stack did not configure it, without calling Scheduler', async () => {
    await expect(
      eventBridgeScheduler(
        { SCHEDULE_GROUP_NAME: 'g', SCHEDULER_ROLE_ARN: '' },
        client(),
      ).scheduleExpiry(ORDER_ID, new Date()),
    ).rejects.toThrow(
      'SCHEDULER_ROLE_ARN, EXPIRY_FUNCTION_ARN, EXPIRY_DEAD_LETTER_QUEUE_ARN not set',
    );
    // The dead-letter queue is required like the others: no schedule that would lose a failure.
    await expect(
      eventBridgeScheduler(
        { ...ENV, EXPIRY_DEAD_LETTER_QUEUE_ARN: undefined },
        client(),
      ).scheduleExpiry(ORDER_ID, new Date()),
    ).rejects.toThrow(/: EXPIRY_DEAD_LETTER_QUEUE_ARN not set/);
    expect(requests()).toEqual([]);
  });

  it('refuses an order id that cannot make a schedule name', async () => {
    await expect(
      eventBridgeScheduler(ENV, client()).scheduleExpiry('a/b', new Date()),
    ).rejects.toThrow(/schedule name/);
    await expect(
      eventBridgeScheduler(ENV, client()).scheduleExpiry('x'.repeat(60), new Date()),
    ).rejects.toThrow(/schedule name/);
    expect(requests()).toEqual([]);
  });
});
