import { Agent, get } from 'node:http';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { countStoreCalls } from '@inroom/functions/store';
import { configFromEnvironment } from '../../infra/local/config';
import { DEMO_IDS } from '../../infra/local/seed/demo-data';
import type { BenchContext, CaseResult } from '../lib/context';
import { seedLocation } from '../lib/menus';
import { BENCH_DIR } from '../lib/paths';
import {
  recordStoreCalls,
  replay,
  replayClient,
  wavesOf,
  type RecordedCall,
  type Wave,
} from '../lib/replay';
import type { TestStack } from '../lib/stack';
import { percentile, summarize, type Goal, type Row } from '../lib/stats';
import { startWorker } from '../lib/worker';
import type { LoadFigures, LoadRequest } from '../workers/load';

// Case 4: the guest location view (GET /api/location/get/{id}/{language}) over HTTP against the
// DynamoDB requests it makes, recorded and replayed straight to the same dynalite: what the
// handler, its view building and the HTTP layer add to the round trips it cannot avoid. Serially
// (one request at a time) and at load (10 connections from another process), for the demo hotel
// and for generated menus of 25, 100 and 500 items.

const CONNECTIONS = 10;

interface Target {
  label: string;
  locationId: string;
  /** Issue 14's goals apply to the generated menus. */
  generated: boolean;
  items?: number;
}

interface Prepared extends Target {
  path: string;
  waves: Wave[];
  calls: RecordedCall[];
  storeCalls: { total: number; byCommand: Record<string, number> };
  bytes: number;
  gzipBytes: number;
}

/**
 * GETs the path and reads the whole body; answers the milliseconds it took. Node's own client on a
 * kept-alive connection: fetch costs the bench's process (which also runs the server being timed)
 * more per request than the SDK's client costs the replay.
 */
function timedGet(stack: TestStack, path: string, agent: Agent): Promise<number> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    get(`${stack.baseUrl}${path}`, { agent }, (response) => {
      response.on('data', () => {});
      response.on('end', () => {
        if (response.statusCode === 200) resolve(performance.now() - started);
        else reject(new Error(`GET ${path} answered ${response.statusCode}`));
      });
      response.on('error', reject);
    }).on('error', reject);
  });
}

/**
 * The requests one guest view sends. The stack's sweeper shares the store and may send its own
 * requests meanwhile: a recording with a write in it is taken again, and of three the one with the
 * fewest requests is kept.
 */
async function recordView(stack: TestStack, path: string, agent: Agent): Promise<RecordedCall[]> {
  let best: RecordedCall[] | undefined;
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const calls = await recordStoreCalls(stack.dependencies.store, async () => {
      await timedGet(stack, path, agent);
    });
    if (calls.some((call) => call.write)) continue;
    if (!best || calls.length < best.length) best = calls;
  }
  if (!best) throw new Error(`Could not record the store calls of ${path} without a write in them`);
  return best;
}

async function prepare(stack: TestStack, target: Target, agent: Agent): Promise<Prepared> {
  const path = `/api/location/get/${target.locationId}/en`;
  for (let warm = 0; warm < 3; warm += 1) await timedGet(stack, path, agent);
  const counter = countStoreCalls(stack.dependencies.store);
  let body: Buffer;
  try {
    counter.reset();
    const response = await stack.request(path);
    body = Buffer.from(await response.arrayBuffer());
  } finally {
    counter.detach();
  }
  const storeCalls = { total: counter.total(), byCommand: { ...counter.byCommand } };
  const calls = await recordView(stack, path, agent);
  return {
    ...target,
    path,
    calls,
    waves: wavesOf(calls),
    storeCalls,
    bytes: body.length,
    gzipBytes: gzipSync(body, { level: 6 }).length,
  };
}

interface Samples {
  serialP50: number[];
  serialP95: number[];
  loadP50: number[];
  loadP95: number[];
  loadRate: number[];
}

const emptySamples = (): Samples => ({
  serialP50: [],
  serialP95: [],
  loadP50: [],
  loadP95: [],
  loadRate: [],
});

export async function guestViewCase(context: BenchContext): Promise<CaseResult> {
  const stack = await context.stack();
  const { region } = configFromEnvironment({});
  const sizes = context.quick ? [25, 100] : [25, 100, 500];
  const targets: Target[] = [
    { label: 'demo hotel', locationId: DEMO_IDS.location.hotel, generated: false },
  ];
  for (const items of sizes) {
    const menu = await seedLocation(stack.dependencies.store, `${items}`, items);
    targets.push({ label: `${items} items`, locationId: menu.locationId, generated: true, items });
  }
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const client = replayClient(stack.dynamoEndpoint, region);
  const worker = startWorker<LoadRequest, LoadFigures>(join(BENCH_DIR, 'workers', 'load.ts'));
  const serialCount = context.quick ? 10 : 30;
  const seconds = context.quick ? 1 : 2;
  const prepared: Prepared[] = [];
  const handler = new Map<string, Samples>();
  const raw = new Map<string, Samples>();
  const notes: string[] = [];
  try {
    for (const target of targets) {
      const ready = await prepare(stack, target, agent);
      prepared.push(ready);
      handler.set(ready.label, emptySamples());
      raw.set(ready.label, emptySamples());
      await replay(client, ready.waves);
    }
    for (let round = 0; round < context.rounds; round += 1) {
      for (const target of prepared) {
        const viewTimes: number[] = [];
        const rawTimes: number[] = [];
        // One of each in turn, so both see the same moments of a busy machine.
        for (let index = 0; index < serialCount; index += 1) {
          viewTimes.push(await timedGet(stack, target.path, agent));
          rawTimes.push(await replay(client, target.waves));
        }
        const view = handler.get(target.label) as Samples;
        const base = raw.get(target.label) as Samples;
        view.serialP50.push(percentile(viewTimes, 50));
        view.serialP95.push(percentile(viewTimes, 95));
        base.serialP50.push(percentile(rawTimes, 50));
        base.serialP95.push(percentile(rawTimes, 95));
        const viewLoad = await worker.call({
          kind: 'http',
          url: stack.baseUrl + target.path,
          connections: CONNECTIONS,
          durationSeconds: seconds,
        });
        const rawLoad = await worker.call({
          kind: 'raw',
          endpoint: stack.dynamoEndpoint,
          region,
          waves: target.waves,
          connections: CONNECTIONS,
          durationSeconds: seconds,
        });
        for (const [samples, load] of [
          [view, viewLoad],
          [base, rawLoad],
        ] as const) {
          samples.loadP50.push(load.p50);
          samples.loadP95.push(load.p95);
          samples.loadRate.push(load.rate);
        }
        if (viewLoad.errors + rawLoad.errors > 0)
          notes.push(
            `${target.label}, round ${round + 1}: ${viewLoad.errors} view and ${rawLoad.errors} raw errors at load`,
          );
        context.log(
          `guest view round ${round + 1}/${context.rounds} ${target.label}: p50 ${percentile(viewTimes, 50).toFixed(1)} ms ` +
            `vs raw ${percentile(rawTimes, 50).toFixed(1)} ms; at load ${viewLoad.p50.toFixed(1)} vs ${rawLoad.p50.toFixed(1)} ms`,
        );
      }
    }
  } finally {
    client.destroy();
    agent.destroy();
    await worker.stop();
  }

  const ratioGoal: Goal = { on: 'ratio', op: '<=', limit: 1.5 };
  const rows: Row[] = prepared.flatMap((target): Row[] => {
    const view = handler.get(target.label) as Samples;
    const base = raw.get(target.label) as Samples;
    const vs = (figure: string, key: keyof Samples, unit: 'ms' | 'req/s', goal?: Goal): Row => ({
      case: 'guest-view',
      figure: `${target.label}: ${figure}`,
      unit,
      value: summarize(view[key]),
      baseline: { label: 'raw calls', value: summarize(base[key]) },
      ...(goal ? { goal } : {}),
    });
    return [
      vs('p50, serial', 'serialP50', 'ms', target.generated ? ratioGoal : undefined),
      vs('p95, serial', 'serialP95', 'ms'),
      vs(`p50, ${CONNECTIONS} connections`, 'loadP50', 'ms'),
      vs(`p95, ${CONNECTIONS} connections`, 'loadP95', 'ms'),
      vs(`throughput, ${CONNECTIONS} connections`, 'loadRate', 'req/s'),
      {
        case: 'guest-view',
        figure: `${target.label}: store calls`,
        unit: 'count',
        value: summarize([target.storeCalls.total]),
        note: Object.entries(target.storeCalls.byCommand)
          .map(([command, count]) => `${count} ${command.replace(/Command$/, '')}`)
          .join(', '),
      },
      {
        case: 'guest-view',
        figure: `${target.label}: response`,
        unit: 'bytes',
        value: summarize([target.bytes]),
        ...(target.items === 500
          ? { goal: { on: 'value', op: '<=', limit: 600 * 1024 } as const }
          : {}),
      },
      {
        case: 'guest-view',
        figure: `${target.label}: response, gzip`,
        unit: 'bytes',
        value: summarize([target.gzipBytes]),
      },
    ];
  });
  return {
    rows,
    notes,
    details: {
      targets: prepared.map((target) => ({
        label: target.label,
        locationId: target.locationId,
        storeCalls: target.storeCalls,
        waves: target.waves.map((wave) => wave.map((call) => call.command)),
        bytes: target.bytes,
        gzipBytes: target.gzipBytes,
      })),
    },
  };
}
