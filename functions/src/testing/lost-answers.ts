import type { Item, Store } from '../store';
import { deletes, writes, type StoreRequest } from './interleave';

/** How often the store sent a write whose answer was dropped, and how often it sent it at all. */
export interface LostAnswers {
  lost(): number;
  sent(): number;
  detach(): void;
}

let faults = 0;

/** What a fault does to one request it was put in the way of; it keeps its counts in `counts`. */
type Fault = (send: () => Promise<unknown>, counts: { lost: number; sent: number }) => unknown;

/** The request's input, as the wire has it (attribute values typed: `{ S: '...' }`). */
type Input = Record<string, unknown>;

/**
 * Puts `fault` in the way of every request `picked` picks, at `step` of the SDK's middleware
 * stack; other requests pass untouched.
 */
function onRequests(
  store: Store,
  picked: (request: StoreRequest) => boolean,
  step: 'initialize' | 'deserialize',
  fault: Fault,
): LostAnswers {
  const name = `inroomWriteFault${(faults += 1)}`;
  const counts = { lost: 0, sent: 0 };
  const middleware =
    <A extends { input: unknown }, R>(
      next: (args: A) => Promise<R>,
      context: { commandName?: string },
    ) =>
    async (args: A): Promise<R> =>
      picked({ command: String(context.commandName), input: args.input as Input })
        ? ((await fault(() => next(args), counts)) as R)
        : next(args);
  // Two calls, as the stack's overloads are per step.
  if (step === 'initialize') store.client.middlewareStack.add(middleware, { step, name });
  else store.client.middlewareStack.add(middleware, { step, name });
  return {
    lost: () => counts.lost,
    sent: () => counts.sent,
    detach() {
      store.client.middlewareStack.remove(name);
    },
  };
}

const keyOf = (stored: Item) => ({ PK: String(stored['PK']), SK: String(stored['SK']) });

/** The writes of the item at the key of `stored` (an entity's `toItem`). */
const writesOf = (stored: Item) => (request: StoreRequest) => writes(request.input, keyOf(stored));

/** The deletes of the item at the key of `stored`. */
const deletesOf = (stored: Item) => (request: StoreRequest) => deletes(request, keyOf(stored));

/** What the SDK's retry strategy takes for a dropped connection (and so sends again). */
const droppedConnection = () =>
  Object.assign(new Error('socket hang up'), { code: 'ECONNRESET', $retryable: {} });

/**
 * Drops the answer to `times` requests `picked` picks, those after the first `skip`, once DynamoDB
 * has made each, as a connection reset would: the SDK then sends the same request again, and a
 * conditional one fails its condition on the first try's change. `sent()` counts every try.
 */
function loseAnswers(
  store: Store,
  picked: (request: StoreRequest) => boolean,
  { times = 1, skip = 0 } = {},
): LostAnswers {
  // Below the retry middleware (finalizeRequest), so each try passes here.
  return onRequests(store, picked, 'deserialize', async (send, counts) => {
    const output = await send();
    counts.sent += 1;
    if (counts.sent <= skip || counts.lost >= times) return output;
    counts.lost += 1;
    throw droppedConnection();
  });
}

/** loseAnswers to writes of the item at the key of `stored` (an entity's `toItem`). */
export const loseAnswersToWritesOf = (
  store: Store,
  stored: Item,
  options?: { times?: number; skip?: number },
): LostAnswers => loseAnswers(store, writesOf(stored), options);

/** loseAnswers to deletes of the item at the key of `stored`. */
export const loseAnswersToDeletesOf = (
  store: Store,
  stored: Item,
  options?: { times?: number; skip?: number },
): LostAnswers => loseAnswers(store, deletesOf(stored), options);

/**
 * Fails the store's next write of the item at the key of `stored` the way DynamoDB's failure would
 * once the SDK has given up retrying: before it reaches the table, or after the table has written
 * it (the answer lost on every try). `meanwhile` runs before the failure is thrown, its own writes
 * untouched: someone's save landing before the store looks at what became of the write.
 */
export function failNextWriteOf(
  store: Store,
  stored: Item,
  when: 'before it is written' | 'after it is written',
  meanwhile: () => Promise<unknown> = async () => undefined,
): LostAnswers {
  const failure = () => new Error('DynamoDB could not be reached');
  // Above the retry middleware: what reaches the service is the SDK's last word.
  return onRequests(store, writesOf(stored), 'initialize', async (send, counts) => {
    if (counts.lost > 0) return send();
    counts.lost += 1;
    if (when === 'after it is written') {
      counts.sent += 1;
      await send();
    }
    await meanwhile();
    throw failure();
  });
}

/**
 * Drops the answer to every `every`th PutItem of an item `of` picks (as the wire has it), once
 * DynamoDB has written it: the SDK sends it again. For a whole stack under a flaky network.
 */
export function loseEveryNthAnswer(
  store: Store,
  every: number,
  of: (item: Input) => boolean,
): LostAnswers {
  const isPut = (input: Input) =>
    typeof input['Item'] === 'object' && input['Item'] !== null && !('RequestItems' in input);
  return onRequests(
    store,
    ({ input }) => isPut(input) && of(input['Item'] as Input),
    'deserialize',
    async (send, counts) => {
      const output = await send();
      counts.sent += 1;
      if (counts.sent % every !== 0) return output;
      counts.lost += 1;
      throw droppedConnection();
    },
  );
}
