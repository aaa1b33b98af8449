import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SNSClient } from '@aws-sdk/client-sns';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { snsNotifier } from './sns-adapter';

// Lambda runs Node 22; the SDK's notice about Node 20 support only adds noise to test output.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

/**
 * A stand-in for the SNS endpoint that records each request as SNS receives it (the Query
 * protocol: a form-encoded POST) and answers like SNS, so no AWS account is needed.
 */
let server: Server;
let endpoint: string;
let requests: { method: string; headers: Record<string, unknown>; form: URLSearchParams }[] = [];
let answer: { status: number; body: string } = { status: 200, body: '' };

const PUBLISHED = `<PublishResponse xmlns="https://sns.amazonaws.com/doc/2010-03-31/">
  <PublishResult><MessageId>5b1d6f0e-0000-4000-8000-000000000001</MessageId></PublishResult>
  <ResponseMetadata><RequestId>req-1</RequestId></ResponseMetadata>
</PublishResponse>`;

const INVALID = `<ErrorResponse xmlns="https://sns.amazonaws.com/doc/2010-03-31/">
  <Error><Type>Sender</Type><Code>InvalidParameter</Code><Message>Invalid parameter: PhoneNumber</Message></Error>
  <RequestId>req-2</RequestId>
</ErrorResponse>`;

beforeAll(async () => {
  server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      requests.push({
        method: request.method ?? '',
        headers: request.headers,
        form: new URLSearchParams(Buffer.concat(chunks).toString('utf8')),
      });
      response.writeHead(answer.status, { 'content-type': 'text/xml' }).end(answer.body);
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
  answer = { status: 200, body: PUBLISHED };
});

const client = () =>
  new SNSClient({
    region: 'eu-north-1',
    endpoint,
    credentials: { accessKeyId: 'AKIATEST', secretAccessKey: 'test' },
    maxAttempts: 1,
  });

describe('snsNotifier', () => {
  it('publishes one transactional SMS straight to the phone number', async () => {
    await snsNotifier(client()).sendSms({
      phoneNumber: '+4520112233',
      text: 'Order #12 at Hotel Nyhavn: https://inroom.test/order/o1/+4520112233?t=abc',
      reference: 'order o1 paid',
    });
    expect(requests).toHaveLength(1);
    const [request] = requests as [(typeof requests)[number]];
    expect(request.method).toBe('POST');
    expect(String(request.headers.authorization)).toMatch(/\/eu-north-1\/sns\/aws4_request/);
    expect(Object.fromEntries(request.form)).toEqual({
      Action: 'Publish',
      Version: '2010-03-31',
      PhoneNumber: '+4520112233',
      Message: 'Order #12 at Hotel Nyhavn: https://inroom.test/order/o1/+4520112233?t=abc',
      'MessageAttributes.entry.1.Name': 'AWS.SNS.SMS.SMSType',
      'MessageAttributes.entry.1.Value.DataType': 'String',
      'MessageAttributes.entry.1.Value.StringValue': 'Transactional',
    });
    // No topic: a direct SMS.
    expect(request.form.has('TopicArn')).toBe(false);
    expect(request.form.has('TargetArn')).toBe(false);
  });

  it('fails when SNS refuses the message', async () => {
    answer = { status: 400, body: INVALID };
    await expect(
      snsNotifier(client()).sendSms({ phoneNumber: '+4520112233', text: 'x', reference: 'r' }),
    ).rejects.toMatchObject({ name: 'InvalidParameterException' });
  });

  it('refuses a number that is not E.164 without calling SNS', async () => {
    for (const phoneNumber of ['20112233', '+045201122', '+45 20 11 22 33', ''])
      await expect(
        snsNotifier(client()).sendSms({ phoneNumber, text: 'x', reference: 'r' }),
      ).rejects.toThrow(/E\.164/);
    expect(requests).toEqual([]);
  });
});
