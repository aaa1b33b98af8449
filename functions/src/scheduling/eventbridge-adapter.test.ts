import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SchedulerClient } from '@aws-sdk/client-scheduler';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { atExpressionOf, eventBridgeScheduler } from './eventbridge-adapter';

// Lambda runs Node 22; the SDK's notice about Node 20 support only adds noise to test output.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

const ENV = {
  SCHEDULE_GROUP_NAME: 'OrderExpiryGroup1234',
  SCHEDULER_ROLE_ARN: 'arn:aws:iam::123456789012:role/Inroom-OrderExpiryInvokeRole',
  EXPIRY_FUNCTION_ARN: 'arn:aws:lambda:eu-north-1:123456789012:function:Inroom-Expiry',
};
const ORDER_ID = '0b6f2c8e-5f3b-4c3a-9a52-1d2c3b4a5f60';

/**
 * A stand-in for the Scheduler endpoint (REST-JSON: POST /schedules/<name>) that records each
 * request and answers like Scheduler, so no AWS account is needed.
 */
let server: Server;
let endpoint: string;
let requests: { method: string; url: string; body: Record<string, unknown> }[] = [];
let answer: { status: number; headers: Record<string, string>; body: string };

beforeAll(async () => {
  server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      requests.push({
        method: request.method ?? '',
        url: request.url ?? '',
        body: JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as Record<string, unknown>,
      });
      response
        .writeHead(answer.status, { 'content-type': 'application/json', ...answer.headers })
        .end(answer.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  requests = [];
  answer = {
    status: 200,
    headers: {},
    body: JSON.stringify({ ScheduleArn: 'arn:aws:scheduler:eu-north-1:123456789012:schedule/x' }),
  };
});

const client = () =>
  new SchedulerClient({
    region: 'eu-north-1',
    endpoint,
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
    expect(requests).toHaveLength(1);
    const [request] = requests as [(typeof requests)[number]];
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
      },
      // The SDK fills in its own idempotency token.
      ClientToken: expect.any(String),
    });
    // The name is at most 64 characters for a UUID order id.
    expect(`order-expiry-${ORDER_ID}`.length).toBeLessThanOrEqual(64);
  });

  it('takes an existing schedule for the order as success (idempotent per order)', async () => {
    answer = {
      status: 409,
      headers: { 'x-amzn-errortype': 'ConflictException' },
      body: JSON.stringify({ Message: `Schedule order-expiry-${ORDER_ID} already exists.` }),
    };
    await expect(
      eventBridgeScheduler(ENV, client()).scheduleExpiry(ORDER_ID, new Date()),
    ).resolves.toBeUndefined();
    expect(requests).toHaveLength(1);
  });

  it('fails on any other error', async () => {
    answer = {
      status: 400,
      headers: { 'x-amzn-errortype': 'ValidationException' },
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
    ).rejects.toThrow('SCHEDULER_ROLE_ARN, EXPIRY_FUNCTION_ARN not set');
    expect(requests).toEqual([]);
  });

  it('refuses an order id that cannot make a schedule name', async () => {
    await expect(
      eventBridgeScheduler(ENV, client()).scheduleExpiry('a/b', new Date()),
    ).rejects.toThrow(/schedule name/);
    await expect(
      eventBridgeScheduler(ENV, client()).scheduleExpiry('x'.repeat(60), new Date()),
    ).rejects.toThrow(/schedule name/);
    expect(requests).toEqual([]);
  });
});
