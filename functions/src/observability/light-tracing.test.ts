import { createSocket } from 'node:dgram';
import { Logger } from '@aws-lambda-powertools/logger';
import type { AddressInfo } from 'node:net';
import { DynamoDBClient, GetItemCommand, PutItemCommand } from '@aws-sdk/client-dynamodb';
import xray from 'aws-xray-sdk-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Dependencies } from '../dependencies';
import { useFakeAwsEndpoint } from '../testing/fake-aws-endpoint';
import {
  daemonAddress,
  lightTracing,
  parseTraceHeader,
  udpSender,
  type XraySubsegment,
} from './light-tracing';
import { forOrder, markOrdersWith } from './order-log';
import { SERVICE_NAME } from './service';

// The guest function's X-Ray documents (light-tracing.ts), checked against what the X-Ray SDK
// (through Powertools Tracer, as the other functions trace) writes for the same DynamoDB call.

const ROOT = '1-6762b0f1-3c4d5e6f708192a3b4c5d6e7';
const PARENT = '53995c3f42cd8ad8';
const LAMBDA = {
  AWS_LAMBDA_FUNCTION_NAME: 'inroom-guest',
  _X_AMZN_TRACE_ID: `Root=${ROOT};Parent=${PARENT};Sampled=1;Lineage=a:1`,
};

const dynamo = useFakeAwsEndpoint(() => ({
  status: 200,
  headers: { 'content-type': 'application/x-amz-json-1.0', 'x-amzn-requestid': 'REQ123' },
  body: JSON.stringify({ Item: { PK: { S: 'LOC#1' } } }),
}));

const client = () =>
  new DynamoDBClient({
    region: 'eu-north-1',
    endpoint: dynamo.url,
    credentials: { accessKeyId: 'AKIATEST', secretAccessKey: 'test' },
    maxAttempts: 1,
  });
const getItem = new GetItemCommand({ TableName: 'inroom', Key: { PK: { S: 'LOC#1' } } });

const deps = {
  logger: new Logger({ serviceName: SERVICE_NAME, logLevel: 'SILENT' }),
} as Dependencies;

/** Light tracing whose documents are kept for the test. */
function recorded(env: Record<string, string | undefined>) {
  const documents: Record<string, unknown>[] = [];
  const tracing = lightTracing({
    env,
    send: async (document) => {
      documents.push(JSON.parse(document) as Record<string, unknown>);
    },
  });
  return { tracing, documents };
}

afterEach(() => {
  markOrdersWith(undefined);
  vi.unstubAllEnvs();
});

describe('the trace header and the daemon address', () => {
  it('read as Lambda and the X-Ray SDK read them', () => {
    expect(parseTraceHeader(LAMBDA._X_AMZN_TRACE_ID)).toEqual({
      root: ROOT,
      parent: PARENT,
      sampled: true,
    });
    expect(parseTraceHeader(`Root=${ROOT};Parent=${PARENT};Sampled=0`)?.sampled).toBe(false);
    expect(parseTraceHeader(`Root=${ROOT}`)).toBeUndefined();
    expect(parseTraceHeader(undefined)).toBeUndefined();
    expect(daemonAddress('169.254.79.129:2000')).toEqual({ host: '169.254.79.129', port: 2000 });
    expect(daemonAddress('tcp:10.0.0.1:2000 udp:10.0.0.2:2001')).toEqual({
      host: '10.0.0.2',
      port: 2001,
    });
    expect(daemonAddress(undefined)).toEqual({ host: '127.0.0.1', port: 2000 });
  });
});

describe('lightTracing', () => {
  it('does nothing off Lambda, when turned off, or for an invocation Lambda did not sample', async () => {
    for (const env of [
      { ...LAMBDA, AWS_LAMBDA_FUNCTION_NAME: undefined },
      { ...LAMBDA, POWERTOOLS_TRACE_ENABLED: 'false' },
      { ...LAMBDA, _X_AMZN_TRACE_ID: `Root=${ROOT};Parent=${PARENT};Sampled=0` },
    ]) {
      const { tracing, documents } = recorded(env);
      const traced = tracing.client(client());
      await expect(
        tracing.invocation('index.handler', () => traced.send(getItem)),
      ).resolves.toBeTruthy();
      expect(documents).toEqual([]);
      expect(dynamo.requests.at(-1)?.headers['x-amzn-trace-id']).toBeUndefined();
      traced.destroy();
    }
  });

  it("sends the invocation's subsegment with its SDK calls and the order's annotation", async () => {
    const { tracing, documents } = recorded(LAMBDA);
    const traced = tracing.client(client());
    await tracing.invocation('index.handler', async () => {
      await traced.send(getItem);
      // What a service does with the order it handles: names it (order-log.ts).
      forOrder(deps, '6a1f3c2e-0000-4000-8000-000000000001');
    });
    await tracing.invocation('index.handler', async () => 'warm');
    traced.destroy();

    expect(documents).toHaveLength(2);
    const [first, second] = documents as [XraySubsegment & Record<string, unknown>, XraySubsegment];
    expect(first).toMatchObject({
      type: 'subsegment',
      trace_id: ROOT,
      parent_id: PARENT,
      name: '## index.handler',
      annotations: {
        ColdStart: true,
        Service: 'inroom-api',
        orderId: '6a1f3c2e-0000-4000-8000-000000000001',
      },
    });
    expect(first.id).toMatch(/^[0-9a-f]{16}$/);
    expect(first.end_time).toBeGreaterThanOrEqual(first.start_time);
    const [call] = first.subsegments ?? [];
    expect(call).toMatchObject({
      name: 'DynamoDB',
      namespace: 'aws',
      aws: {
        operation: 'GetItem',
        region: 'eu-north-1',
        request_id: 'REQ123',
        table_name: 'inroom',
      },
      http: { response: { status: 200 } },
    });
    expect(call?.error ?? call?.fault).toBeUndefined();
    // DynamoDB got the trace header naming the call's subsegment.
    expect(dynamo.requests[0]?.headers['x-amzn-trace-id']).toBe(
      `Root=${ROOT};Parent=${call?.id};Sampled=1`,
    );
    expect(second.annotations).toEqual({ ColdStart: false, Service: 'inroom-api' });
    expect(second.subsegments).toBeUndefined();
  });

  it('marks a refused call as an error with its cause, and a throwing invocation as a fault', async () => {
    dynamo.answer = {
      status: 400,
      headers: { 'content-type': 'application/x-amz-json-1.0' },
      body: JSON.stringify({
        __type: 'com.amazonaws.dynamodb.v20120810#ConditionalCheckFailedException',
        message: 'The conditional request failed',
      }),
    };
    const { tracing, documents } = recorded(LAMBDA);
    const traced = tracing.client(client());
    const put = new PutItemCommand({ TableName: 'inroom', Item: { PK: { S: 'x' } } });
    await expect(tracing.invocation('index.handler', () => traced.send(put))).rejects.toThrow(
      'The conditional request failed',
    );
    traced.destroy();
    const [invocation] = documents as unknown as [XraySubsegment];
    expect(invocation.fault).toBe(true);
    expect(invocation.subsegments?.[0]).toMatchObject({
      aws: { operation: 'PutItem' },
      http: { response: { status: 400 } },
      error: true,
      cause: { exceptions: [{ type: 'ConditionalCheckFailedException' }] },
    });
  });

  it('writes what the X-Ray SDK writes for the same call', async () => {
    vi.stubEnv('AWS_EXECUTION_ENV', 'AWS_Lambda_nodejs24.x');
    vi.resetModules();
    const powertools = await import('./tracing');
    const sdkClient = powertools.tracedClient(client());
    const facade = new xray.Segment('inroom-guest');
    await xray.getNamespace().runPromise(async () => {
      xray.setSegment(facade);
      await sdkClient.send(getItem);
    });
    sdkClient.destroy();
    const sdk = facade.subsegments?.[0]?.toJSON() as Record<string, unknown>;

    const { tracing, documents } = recorded(LAMBDA);
    const traced = tracing.client(client());
    await tracing.invocation('index.handler', () => traced.send(getItem));
    traced.destroy();
    const ours = (documents[0] as unknown as XraySubsegment).subsegments?.[0] as unknown as Record<
      string,
      unknown
    >;
    for (const field of ['name', 'namespace', 'http'])
      expect(ours[field], field).toEqual(sdk[field]);
    // Every AWS field written is the SDK's; it writes a few more of DynamoDB's parameters.
    const sdkAws = sdk.aws as Record<string, unknown>;
    for (const [field, value] of Object.entries(ours.aws as Record<string, unknown>))
      expect(value, `aws.${field}`).toEqual(sdkAws[field]);
  });

  it('sends each document to the daemon as one UDP datagram with the protocol header', async () => {
    const daemon = createSocket('udp4');
    const received = new Promise<string>((resolve) =>
      daemon.once('message', (message) => resolve(message.toString('utf8'))),
    );
    await new Promise<void>((resolve) => daemon.bind(0, '127.0.0.1', resolve));
    const { port } = daemon.address() as AddressInfo;
    await udpSender({ host: '127.0.0.1', port })('{"id":"1"}');
    expect(await received).toBe('{"format":"json","version":1}\n{"id":"1"}');
    daemon.close();
  });
});
