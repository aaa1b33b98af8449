import { describe, expect, it, vi } from 'vitest';
import { defineHandler } from '../http/handler';
import { recordingMetrics } from '../metrics/port';
import { apiGatewayEvent } from '../testing/events';
import { recordingTracing } from '../testing/tracing';
import { createLambdaHandler } from './create-handler';

const handlers = { 'country.getAll': defineHandler({}, async () => [{ code: 'DK' }]) };
const event = () => apiGatewayEvent({ rawPath: '/api/country/getall' });

describe('createLambdaHandler', () => {
  it('runs each request in a traced invocation and traces the store client once per cold start', async () => {
    const { tracing, invocations, clients } = recordingTracing();
    const handler = createLambdaHandler(handlers, () => ({}), tracing);
    for (let request = 0; request < 2; request += 1) {
      const response = await handler(event());
      expect(response.statusCode).toBe(200);
    }
    expect(invocations).toEqual(['index.handler', 'index.handler']);
    // The document client: its calls (every store read and write) become subsegments.
    expect(clients).toHaveLength(1);
    expect(clients[0]).toHaveProperty('send');
  });

  it('answers without tracing where the entry brings none (the guest function)', async () => {
    const metrics = recordingMetrics();
    const flush = vi.spyOn(metrics, 'flush');
    const handler = createLambdaHandler(handlers, () => ({ metrics }));
    const response = await handler(event());
    expect(response.statusCode).toBe(200);
    // What a request counted goes out with it.
    expect(flush).toHaveBeenCalledTimes(1);
  });
});
