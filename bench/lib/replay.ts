import {
  BatchGetItemCommand,
  DynamoDBClient,
  GetItemCommand,
  QueryCommand,
  type BatchGetItemCommandInput,
  type GetItemCommandInput,
  type QueryCommandInput,
} from '@aws-sdk/client-dynamodb';
import type { Store } from '@inroom/functions/store';

// The guest view's baseline: the very DynamoDB requests its handler sends (recorded at the SDK
// client, already marshalled), sent again straight to the same dynalite with no handler, HTTP or
// view building around them. Requests that overlapped in time when recorded are sent together, so
// the baseline keeps the handler's own parallelism.

export type ReadCommandName = 'GetItemCommand' | 'QueryCommand' | 'BatchGetItemCommand';

export interface RecordedCall {
  command: ReadCommandName;
  /** A write was seen (another user of the store, or a handler that writes): not replayable. */
  write?: boolean;
  input: GetItemCommandInput | QueryCommandInput | BatchGetItemCommandInput;
  /** Milliseconds from the start of the recording. */
  start: number;
  end: number;
}

/** Calls that ran at the same time, in the order the handler made them. */
export type Wave = RecordedCall[];

const READS = new Set<string>(['GetItemCommand', 'QueryCommand', 'BatchGetItemCommand']);
const MIDDLEWARE = 'inroomBenchRecorder';

/**
 * Records the requests `store` sends while `action` runs. A write is recorded with `write` set and
 * never replayed: a replay must not change the table.
 */
export async function recordStoreCalls(
  store: Store,
  action: () => Promise<void>,
): Promise<RecordedCall[]> {
  const calls: RecordedCall[] = [];
  const origin = performance.now();
  // The build step sees the input after the document client has marshalled it: what goes on the
  // wire.
  store.client.middlewareStack.add(
    (next, context) => async (args) => {
      const start = performance.now() - origin;
      const output = await next(args);
      const command = context.commandName ?? 'unknown';
      calls.push({
        command: command as ReadCommandName,
        ...(READS.has(command) ? {} : { write: true }),
        input: structuredClone(args.input) as RecordedCall['input'],
        start,
        end: performance.now() - origin,
      });
      return output;
    },
    { step: 'build', name: MIDDLEWARE, override: true },
  );
  try {
    await action();
  } finally {
    store.client.middlewareStack.remove(MIDDLEWARE);
  }
  return calls.sort((a, b) => a.start - b.start);
}

/**
 * Groups calls into waves: a call that started before every call of the current wave had ended
 * ran alongside them; one that started after the first of them ended waited for something.
 */
export function toWaves(calls: readonly Pick<RecordedCall, 'start' | 'end'>[]): number[][] {
  const waves: number[][] = [];
  let firstEnd = Number.NEGATIVE_INFINITY;
  calls.forEach((call, index) => {
    const current = waves.at(-1);
    if (current && call.start < firstEnd) {
      current.push(index);
      firstEnd = Math.min(firstEnd, call.end);
    } else {
      waves.push([index]);
      firstEnd = call.end;
    }
  });
  return waves;
}

export function wavesOf(calls: readonly RecordedCall[]): Wave[] {
  return toWaves(calls).map((wave) => wave.map((index) => calls[index] as RecordedCall));
}

export function replayClient(endpoint: string, region: string): DynamoDBClient {
  return new DynamoDBClient({
    endpoint,
    region,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
}

function send(client: DynamoDBClient, call: RecordedCall): Promise<unknown> {
  switch (call.command) {
    case 'GetItemCommand':
      return client.send(new GetItemCommand(call.input as GetItemCommandInput));
    case 'QueryCommand':
      return client.send(new QueryCommand(call.input as QueryCommandInput));
    case 'BatchGetItemCommand':
      return client.send(new BatchGetItemCommand(call.input as BatchGetItemCommandInput));
  }
}

/** Sends the recorded requests again, wave after wave; answers how long that took (ms). */
export async function replay(client: DynamoDBClient, waves: readonly Wave[]): Promise<number> {
  if (waves.some((wave) => wave.some((call) => call.write)))
    throw new Error('A recording with a write in it cannot be replayed');
  const start = performance.now();
  for (const wave of waves) await Promise.all(wave.map((call) => send(client, call)));
  return performance.now() - start;
}
