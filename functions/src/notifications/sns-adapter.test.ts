import { SNSClient } from '@aws-sdk/client-sns';
import { describe, expect, it } from 'vitest';
import { useFakeAwsEndpoint } from '../testing/fake-aws-endpoint';
import { snsNotifier } from './sns-adapter';

const PUBLISHED = `<PublishResponse xmlns="https://sns.amazonaws.com/doc/2010-03-31/">
  <PublishResult><MessageId>5b1d6f0e-0000-4000-8000-000000000001</MessageId></PublishResult>
  <ResponseMetadata><RequestId>req-1</RequestId></ResponseMetadata>
</PublishResponse>`;

const INVALID = `<ErrorResponse xmlns="https://sns.amazonaws.com/doc/2010-03-31/">
  <Error><Type>Sender</Type><Code>InvalidParameter</Code><Message>Invalid parameter: PhoneNumber</Message></Error>
  <RequestId>req-2</RequestId>
</ErrorResponse>`;

/** SNS speaks the Query protocol: a form-encoded POST, answered in XML. */
const sns = useFakeAwsEndpoint(() => ({
  status: 200,
  headers: { 'content-type': 'text/xml' },
  body: PUBLISHED,
}));
const forms = () => sns.requests.map((request) => new URLSearchParams(request.body));

const client = () =>
  new SNSClient({
    region: 'eu-north-1',
    endpoint: sns.url,
    credentials: { accessKeyId: 'AKIATEST', secretAccessKey: 'test' },
    maxAttempts: 1,
  });

const SMS = { text: 'x', reference: 'r', dedupeKey: 'k', attempt: 1 };

describe('snsNotifier', () => {
  it('publishes one transactional SMS straight to the phone number', async () => {
    await snsNotifier(client()).sendSms({
      phoneNumber: '+4520112233',
      text: 'Order #12 at Hotel Nyhavn: https://inroom.test/order/o1/+4520112233?t=abc',
      reference: 'order o1 paid',
      dedupeKey: 'order:o1:new-order:c1',
      attempt: 1,
    });
    expect(sns.requests).toHaveLength(1);
    const [request] = sns.requests as [(typeof sns.requests)[number]];
    const [form] = forms() as [URLSearchParams];
    expect(request.method).toBe('POST');
    expect(String(request.headers.authorization)).toMatch(/\/eu-north-1\/sns\/aws4_request/);
    expect(Object.fromEntries(form)).toEqual({
      Action: 'Publish',
      Version: '2010-03-31',
      PhoneNumber: '+4520112233',
      Message: 'Order #12 at Hotel Nyhavn: https://inroom.test/order/o1/+4520112233?t=abc',
      'MessageAttributes.entry.1.Name': 'AWS.SNS.SMS.SMSType',
      'MessageAttributes.entry.1.Value.DataType': 'String',
      'MessageAttributes.entry.1.Value.StringValue': 'Transactional',
    });
    // No topic: a direct SMS.
    expect(form.has('TopicArn')).toBe(false);
    expect(form.has('TargetArn')).toBe(false);
  });

  it('fails when SNS refuses the message', async () => {
    sns.answer = { status: 400, headers: { 'content-type': 'text/xml' }, body: INVALID };
    await expect(
      snsNotifier(client()).sendSms({ ...SMS, phoneNumber: '+4520112233' }),
    ).rejects.toMatchObject({ name: 'InvalidParameterException' });
  });

  it('refuses a number that is not E.164 without calling SNS', async () => {
    for (const phoneNumber of ['20112233', '+045201122', '+45 20 11 22 33', ''])
      await expect(snsNotifier(client()).sendSms({ ...SMS, phoneNumber })).rejects.toThrow(
        /E\.164/,
      );
    expect(sns.requests).toEqual([]);
  });
});
