import type { Item, ItemKey, Store } from '../store';

/** Whether `meanwhile` has run as many times as asked; detach() stops watching. */
export interface Interleaving {
  ran(): boolean;
  detach(): void;
}

/** Each interleaving its own middleware, so a test can watch several records at once. */
let interleavings = 0;

/** A key attribute as the document client holds it, or as the wire does ({ S: '...' }). */
const textOf = (value: unknown): unknown =>
  typeof value === 'object' && value !== null && 'S' in value ? value.S : value;

const isKey = (item: unknown, key: ItemKey): boolean =>
  typeof item === 'object' &&
  item !== null &&
  textOf((item as Record<string, unknown>)['PK']) === key.PK &&
  textOf((item as Record<string, unknown>)['SK']) === key.SK;

/** One request of a BatchWriteItem. */
interface BatchRequest {
  PutRequest?: { Item?: unknown };
  DeleteRequest?: { Key?: unknown };
}

/** Whether a BatchWriteItem's input holds a request `picked` picks. */
function batchHolds(input: Record<string, unknown>, picked: (request: BatchRequest) => boolean) {
  const batches = input['RequestItems'];
  if (typeof batches !== 'object' || batches === null) return false;
  // A BatchWriteItem's requests are a list per table; a BatchGetItem's are not.
  return Object.values(batches).some(
    (requests) => Array.isArray(requests) && (requests as BatchRequest[]).some(picked),
  );
}

/**
 * Whether a request writes the item at `key`: a PutItem of it, an UpdateItem of it (a counter) or
 * a BatchWriteItem carrying it.
 */
export const writes = (input: Record<string, unknown>, key: ItemKey): boolean =>
  isKey(input['Item'], key) ||
  ('UpdateExpression' in input && isKey(input['Key'], key)) ||
  batchHolds(input, (request) => isKey(request.PutRequest?.Item, key));

/** A request the store sends: its command (`GetItemCommand`) and its input as the document client holds it. */
export interface StoreRequest {
  command: string;
  input: Record<string, unknown>;
}

/** Whether a request deletes the item at `key`: a DeleteItem of it or a BatchWriteItem carrying it. */
export const deletes = ({ command, input }: StoreRequest, key: ItemKey): boolean =>
  command === 'DeleteItemCommand'
    ? isKey(input['Key'], key)
    : batchHolds(input, (request) => isKey(request.DeleteRequest?.Key, key));

/**
 * Runs `meanwhile` just before each of the store's first `times` requests that `matches`, and lets
 * each go on after it: someone's change landing at one exact step of another, every time rather
 * than by luck. What `meanwhile` itself sends passes straight through.
 */
export function beforeRequests(
  store: Store,
  matches: (request: StoreRequest) => boolean,
  meanwhile: () => Promise<unknown>,
  times = 1,
): Interleaving {
  const name = `inroomInterleave${(interleavings += 1)}`;
  let ran = 0;
  let running = false;
  store.client.middlewareStack.add(
    (next, context) => async (args) => {
      const request = {
        command: String(context.commandName),
        input: args.input as Record<string, unknown>,
      };
      if (!running && ran < times && matches(request)) {
        running = true;
        try {
          await meanwhile();
        } finally {
          running = false;
          ran += 1;
        }
      }
      return next(args);
    },
    { step: 'initialize', name },
  );
  return {
    ran: () => ran === times,
    detach() {
      store.client.middlewareStack.remove(name);
    },
  };
}

/**
 * Runs `meanwhile` just before each of the store's first `times` writes of the item at the key of
 * `stored` (an entity's `toItem`), and lets each write go on after it: someone's save landing
 * between a bulk change's read and its write.
 */
export function beforeWritesOf(
  store: Store,
  stored: Item,
  meanwhile: () => Promise<unknown>,
  times = 1,
): Interleaving {
  const key = { PK: stored['PK'], SK: stored['SK'] } as ItemKey;
  return beforeRequests(store, ({ input }) => writes(input, key), meanwhile, times);
}

/** A save someone makes of `record` (an entity's `toItem`) just before the first write of it. */
export type SaveMeanwhile = readonly [record: Item, save: () => Promise<unknown>];

/**
 * Runs `action` while `interleavings` watch it, and answers what the action answers (or throws what
 * it throws). One that never got its turn fails the test, whether the action answered or threw: the
 * moment the test is about never happened, so the test would prove nothing.
 */
async function runInterleaved<T>(
  interleavings: readonly Interleaving[],
  action: () => Promise<T>,
): Promise<T> {
  const outcome = await action().then(
    (value) => ({ done: true as const, value }),
    (error: unknown) => ({ done: false as const, error }),
  );
  for (const interleaving of interleavings) interleaving.detach();
  const missed = interleavings.filter((interleaving) => !interleaving.ran()).length;
  if (missed > 0)
    throw new Error(`${missed} of the changes meanwhile found no request to land before`);
  if (!outcome.done) throw outcome.error;
  return outcome.value;
}

/** Runs `action` with each save landing just before the action's first write of its record. */
export const withSavesMeanwhile = <T>(
  store: Store,
  saves: readonly SaveMeanwhile[],
  action: () => Promise<T>,
): Promise<T> =>
  runInterleaved(
    saves.map(([record, save]) => beforeWritesOf(store, record, save)),
    action,
  );

/** Runs `action` with `meanwhile` just before its first request that `matches`. */
export const withMeanwhile = <T>(
  store: Store,
  matches: (request: StoreRequest) => boolean,
  meanwhile: () => Promise<unknown>,
  action: () => Promise<T>,
): Promise<T> => runInterleaved([beforeRequests(store, matches, meanwhile)], action);
