import {
  BatchGetItemCommand,
  BatchWriteItemCommand,
  DeleteItemCommand,
  DynamoDBClient,
  GetItemCommand,
  PutItemCommand,
  QueryCommand,
  TransactGetItemsCommand,
  TransactWriteItemsCommand,
  UpdateItemCommand,
} from '@aws-sdk/client-dynamodb';
import type { Store } from '@inroom/functions/store';

// The baselines of the guest view and the menu build: the very DynamoDB requests a handler sends
// (recorded at the SDK client, already marshalled), sent again straight to dynalite with no
// handler, HTTP or view building around them. Requests that overlapped in time when recorded are
// sent together, so the baseline keeps the handler's own parallelism. Reads are replayed to the
// table they were read from; a recording with writes only to a table of its own (replayWrites).

/** The commands the store sends, by the SDK's name for them, and how to send each again. */
const COMMANDS = {
  GetItemCommand,
  QueryCommand,
  BatchGetItemCommand,
  TransactGetItemsCommand,
  PutItemCommand,
  UpdateItemCommand,
  DeleteItemCommand,
  BatchWriteItemCommand,
  TransactWriteItemsCommand,
} as const;

export type CommandName = keyof typeof COMMANDS;

export interface RecordedCall {
  command: CommandName;
  /** A write was seen (another user of the store, or a handler that writes). */
  write?: boolean;
  /** The command's input as sent, marshalled. */
  input: object;
  /** Milliseconds from the start of the recording. */
  start: number;
  end: number;
}

/** Calls that ran at the same time, in the order the handler made them. */
export type Wave = RecordedCall[];

const READS = new Set<string>([
  'GetItemCommand',
  'QueryCommand',
  'BatchGetItemCommand',
  'TransactGetItemsCommand',
]);
const MIDDLEWARE = 'inroomBenchRecorder';

/**
 * Records the requests `store` sends while `action` runs. A write is recorded with `write` set:
 * replay() refuses it (a replay must not change the table it reads), replayWrites() sends it to a
 * table of its own.
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
      if (!Object.hasOwn(COMMANDS, command))
        throw new Error(`The bench cannot replay ${command}: add it to COMMANDS`);
      calls.push({
        command: command as CommandName,
        ...(READS.has(command) ? {} : { write: true }),
        input: structuredClone(args.input) as object,
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
  // Each command class takes its own input type; the recording holds what that command was sent.
  const Command = COMMANDS[call.command] as new (
    input: object,
  ) => Parameters<DynamoDBClient['send']>[0];
  return client.send(new Command(call.input));
}

async function sendWaves(client: DynamoDBClient, waves: readonly Wave[]): Promise<number> {
  const start = performance.now();
  for (const wave of waves) await Promise.all(wave.map((call) => send(client, call)));
  return performance.now() - start;
}

/** Sends the recorded reads again, wave after wave; answers how long that took (ms). */
export function replay(client: DynamoDBClient, waves: readonly Wave[]): Promise<number> {
  if (waves.some((wave) => wave.some((call) => call.write)))
    return Promise.reject(new Error('A recording with a write in it cannot be replayed'));
  return sendWaves(client, waves);
}

/**
 * Sends a recording with writes in it again, wave after wave, to `client`'s table, which must hold
 * what the recorded table held when the recording began (so every conditional write decides as it
 * did): a table of its own, never the one recorded. Answers how long that took (ms).
 */
export const replayWrites = sendWaves;
