import type { Item, Store } from '../store';
import { writes } from './interleave';

/** How often the store sent a write whose answer was dropped, and how often it sent it at all. */
export interface LostAnswers {
  lost(): number;
  sent(): number;
  detach(): void;
}

let faults = 0;

/** What a fault does to one write of the watched item; it keeps its counts in `counts`. */
type Fault = (send: () => Promise<unknown>, counts: { lost: number; sent: number }) => unknown;

/**
 * Puts `fault` in the way of every write of the item at the key of `stored` (an entity's
 * `toItem`), at `step` of the SDK's middleware stack; other requests pass untouched.
 */
function onWritesOf(
  store: Store,
  stored: Item,
  step: 'initialize' | 'deserialize',
  fault: Fault,
): LostAnswers {
  const key = { PK: String(stored['PK']), SK: String(stored['SK']) };
  const name = `inroomWriteFault${(faults += 1)}`;
  const counts = { lost: 0, sent: 0 };
  const middleware =
    <A extends { input: unknown }, R>(next: (args: A) => Promise<R>) =>
    async (args: A): Promise<R> =>
      writes(args.input as Record<string, unknown>, key)
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

/**
 * Drops the answer to `times` writes of the item at the key of `stored` (an entity's `toItem`),
 * those after the first `skip`, once DynamoDB has written each, as a connection reset would: the
 * SDK then sends the same write again, and a conditional one fails its condition on the first
 * try's write. `sent()` counts every try of a write of the item, lost or not.
 */
export function loseAnswersToWritesOf(
  store: Store,
  stored: Item,
  { times = 1, skip = 0 } = {},
): LostAnswers {
  // Below the retry middleware (finalizeRequest), so each try passes here.
  return onWritesOf(store, stored, 'deserialize', async (send, counts) => {
    const output = await send();
    counts.sent += 1;
    if (counts.sent <= skip || counts.lost >= times) return output;
    counts.lost += 1;
    // What the SDK's retry strategy takes for a dropped connection (and so sends again).
    throw Object.assign(new Error('socket hang up'), { code: 'ECONNRESET', $retryable: {} });
  });
}

/**
 * Fails the store's next write of the item at the key of `stored` the way DynamoDB's failure would
 * once the SDK has given up retrying: before it reaches the table, or after the table has written
 * it (the answer lost on every try).
 */
export function failNextWriteOf(
  store: Store,
  stored: Item,
  when: 'before it is written' | 'after it is written',
): LostAnswers {
  const failure = () => new Error('DynamoDB could not be reached');
  // Above the retry middleware: what reaches the service is the SDK's last word.
  return onWritesOf(store, stored, 'initialize', async (send, counts) => {
    if (counts.lost > 0) return send();
    counts.lost += 1;
    if (when === 'before it is written') throw failure();
    counts.sent += 1;
    await send();
    throw failure();
  });
}
