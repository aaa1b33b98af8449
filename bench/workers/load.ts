import autocannon from 'autocannon';
import { percentile } from '../lib/stats';
import { replay, replayClient, type Wave } from '../lib/replay';
import { serveRequests } from '../lib/worker';

// Load from outside the bench's process: `connections` clients for `durationSeconds`, either
// HTTP requests through autocannon or the guest view's recorded store calls replayed on as many
// DynamoDB clients' worth of concurrency. Both report the same percentiles of the same clock.

export type LoadRequest =
  | { kind: 'http'; url: string; connections: number; durationSeconds: number }
  | {
      kind: 'raw';
      endpoint: string;
      region: string;
      waves: Wave[];
      connections: number;
      durationSeconds: number;
    };

export interface LoadFigures {
  p50: number;
  p95: number;
  p99: number;
  /** Completed requests (or replays) per second. */
  rate: number;
  /** Non-2xx answers and connection errors: any makes the run suspect. */
  errors: number;
}

function figures(latencies: number[], seconds: number, errors: number): LoadFigures {
  if (latencies.length === 0) throw new Error('The load run completed no request');
  return {
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    rate: latencies.length / seconds,
    errors,
  };
}

async function http(request: Extract<LoadRequest, { kind: 'http' }>): Promise<LoadFigures> {
  const latencies: number[] = [];
  let non2xx = 0;
  const instance = autocannon({
    url: request.url,
    connections: request.connections,
    duration: request.durationSeconds,
  });
  instance.on('response', (_client, statusCode, _bytes, responseTime) => {
    if (statusCode >= 200 && statusCode < 300) latencies.push(responseTime);
    else non2xx += 1;
  });
  const result = await instance;
  return figures(latencies, result.duration, non2xx + result.errors + result.timeouts);
}

async function raw(request: Extract<LoadRequest, { kind: 'raw' }>): Promise<LoadFigures> {
  const client = replayClient(request.endpoint, request.region);
  const latencies: number[] = [];
  let errors = 0;
  const start = performance.now();
  const until = start + request.durationSeconds * 1000;
  try {
    await Promise.all(
      Array.from({ length: request.connections }, async () => {
        while (performance.now() < until) {
          try {
            latencies.push(await replay(client, request.waves));
          } catch {
            errors += 1;
          }
        }
      }),
    );
  } finally {
    client.destroy();
  }
  return figures(latencies, (performance.now() - start) / 1000, errors);
}

serveRequests<LoadRequest, LoadFigures>((request) =>
  request.kind === 'http' ? http(request) : raw(request),
);
