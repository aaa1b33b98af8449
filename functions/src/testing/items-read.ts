import type { Store } from '../store';

/** Records a store read since `reset()`, for budgets that calls alone cannot show. */
export interface ItemsReadCounter {
  /** Items DynamoDB handed back: a Get's item, a Query page's items, a BatchGetItem's. */
  total(): number;
  reset(): void;
  detach(): void;
}

const MIDDLEWARE_NAME = 'inroomItemsReadCounter';

/**
 * Counts the items a store's reads return, at the SDK client. A Query of a whole partition is one
 * call whether the partition holds 5 items or 500 (until a page passes 1 MB), so a call count does
 * not show a write that reads the whole menu; the items read do.
 */
export function countItemsRead(store: Store): ItemsReadCounter {
  let items = 0;
  store.client.middlewareStack.add(
    (next) => async (args) => {
      const result = await next(args);
      const output = result.output as {
        Count?: unknown;
        Item?: unknown;
        Items?: unknown;
        Responses?: Record<string, unknown[]>;
      };
      if (typeof output.Count === 'number') items += output.Count;
      else if (Array.isArray(output.Items)) items += output.Items.length;
      else if (output.Item) items += 1;
      else if (output.Responses)
        for (const found of Object.values(output.Responses)) items += found.length;
      return result;
    },
    { step: 'initialize', name: MIDDLEWARE_NAME, override: true },
  );
  return {
    total: () => items,
    reset() {
      items = 0;
    },
    detach() {
      store.client.middlewareStack.remove(MIDDLEWARE_NAME);
    },
  };
}
