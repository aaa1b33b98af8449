import type { Item, Store } from '../store';
import { writes } from './interleave';

/** How often the store sent a write whose answer was dropped, and how often it sent it at all. */
export interface LostAnswers {
  lost(): number;
  sent(): number;
  detach(): void;
}

let losses = 0;

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
  const key = { PK: String(stored['PK']), SK: String(stored['SK']) };
  const name = `inroomLoseAnswer${(losses += 1)}`;
  let lost = 0;
  let sent = 0;
  store.client.middlewareStack.add(
    (next) => async (args) => {
      const output = await next(args);
      if (!writes(args.input as Record<string, unknown>, key)) return output;
      sent += 1;
      if (sent <= skip || lost >= times) return output;
      lost += 1;
      // What the SDK's retry strategy takes for a dropped connection (and so sends again).
      throw Object.assign(new Error('socket hang up'), { code: 'ECONNRESET', $retryable: {} });
    },
    // Below the retry middleware (finalizeRequest), so each try passes here.
    { step: 'deserialize', name },
  );
  return {
    lost: () => lost,
    sent: () => sent,
    detach() {
      store.client.middlewareStack.remove(name);
    },
  };
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
  const key = { PK: String(stored['PK']), SK: String(stored['SK']) };
  const name = `inroomLoseAnswer${(losses += 1)}`;
  let lost = 0;
  let sent = 0;
  const failure = () => new Error('DynamoDB could not be reached');
  store.client.middlewareStack.add(
    (next) => async (args) => {
      if (!writes(args.input as Record<string, unknown>, key) || lost > 0) return next(args);
      lost += 1;
      if (when === 'before it is written') throw failure();
      sent += 1;
      await next(args);
      throw failure();
    },
    // Above the retry middleware: what reaches the service is the SDK's last word.
    { step: 'initialize', name },
  );
  return {
    lost: () => lost,
    sent: () => sent,
    detach() {
      store.client.middlewareStack.remove(name);
    },
  };
}
