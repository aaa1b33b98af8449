import type { Store } from './store';

/** DynamoDB requests by the wire command (`GetItemCommand`, `QueryCommand`, ...), since `reset()`. */
export interface StoreCallCounter {
  readonly byCommand: Readonly<Record<string, number>>;
  /** Every call, a Query page counting once per page. */
  total(): number;
  reset(): void;
  /** Stops counting (the middleware is removed). */
  detach(): void;
}

const MIDDLEWARE_NAME = 'inroomStoreCallCounter';

/**
 * Counts the DynamoDB requests a store sends, at the SDK client (so a service that reaches past the
 * entity modules is counted too). For budgets in tests and `npm run bench`: how many round trips a
 * page or a write costs, a figure that does not flake as timings do.
 */
export function countStoreCalls(store: Store): StoreCallCounter {
  let counts: Record<string, number> = {};
  // The document client shares its middleware stack with the client it wraps.
  store.client.middlewareStack.add(
    (next, context) => async (args) => {
      const name = context.commandName ?? 'unknown';
      counts[name] = (counts[name] ?? 0) + 1;
      return next(args);
    },
    { step: 'initialize', name: MIDDLEWARE_NAME, override: true },
  );
  return {
    get byCommand() {
      return counts;
    },
    total: () => Object.values(counts).reduce((sum, count) => sum + count, 0),
    reset() {
      counts = {};
    },
    detach() {
      store.client.middlewareStack.remove(MIDDLEWARE_NAME);
    },
  };
}
