import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import xray from 'aws-xray-sdk-core';
import { afterEach, describe, expect, it, vi } from 'vitest';

// The Tracer reads its environment when made, once per process: each test imports a fresh module.
async function freshTracing(env: Record<string, string>) {
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
  vi.resetModules();
  return import('./tracing');
}

afterEach(() => {
  vi.unstubAllEnvs();
});

const middlewareOf = (client: DynamoDBClient) => client.middlewareStack.identify().join('\n');

describe('tracing off Lambda', () => {
  it('leaves clients alone and runs invocations as they are', async () => {
    const tracing = await freshTracing({ AWS_EXECUTION_ENV: '' });
    expect(tracing.isTracing()).toBe(false);
    const client = new DynamoDBClient({ region: 'eu-north-1' });
    expect(tracing.tracedClient(client)).toBe(client);
    expect(middlewareOf(client)).not.toMatch(/XRay/i);
    tracing.annotateOrder('not traced');
    await expect(tracing.tracedInvocation('guest', async () => 'done')).resolves.toBe('done');
    client.destroy();
  });

  it('is off on Lambda when POWERTOOLS_TRACE_ENABLED is false', async () => {
    const tracing = await freshTracing({
      AWS_EXECUTION_ENV: 'AWS_Lambda_nodejs24.x',
      POWERTOOLS_TRACE_ENABLED: 'false',
    });
    expect(tracing.isTracing()).toBe(false);
  });
});

describe('tracing on Lambda', () => {
  it('captures SDK clients and annotates the invocation with the order id', async () => {
    const tracing = await freshTracing({ AWS_EXECUTION_ENV: 'AWS_Lambda_nodejs24.x' });
    expect(tracing.isTracing()).toBe(true);
    const client = tracing.tracedClient(new DynamoDBClient({ region: 'eu-north-1' }));
    expect(middlewareOf(client)).toMatch(/XRay/i);
    client.destroy();

    // Lambda's own segment, as the runtime makes it for each invocation.
    const facade = new xray.Segment('inroom-guest');
    const subsegment = await xray.getNamespace().runPromise(async () => {
      xray.setSegment(facade);
      await tracing.tracedInvocation('index.handler', async () => {
        tracing.annotateOrder('6a1f3c2e-0000-4000-8000-000000000001');
      });
      return facade.subsegments?.[0];
    });
    expect(subsegment?.name).toBe('## index.handler');
    // The subsegment as it goes to X-Ray.
    expect(subsegment?.toJSON()['annotations']).toMatchObject({
      orderId: '6a1f3c2e-0000-4000-8000-000000000001',
      ColdStart: expect.any(Boolean),
      Service: 'inroom-api',
    });
    expect(subsegment?.isClosed()).toBe(true);
  });
});
