import type { z } from 'zod';
import { ConflictError } from '../http/errors';
import { withoutKeys, type Item, type Store } from './store';
import type { GlobalIndexName } from './table';

export interface ItemKeys {
  PK: string;
  SK: string;
  GSI1PK?: string;
  GSI1SK?: string;
  GSI2PK?: string;
  GSI2SK?: string;
  GSI3PK?: string;
  GSI3SK?: string;
}

interface EntityDefinition<T> {
  /** Written as the item's `entity` attribute, so a look at the table tells what an item is. */
  entity: string;
  schema: z.ZodType<T>;
  /** The item's primary key and any index keys, from the value. */
  keys: (value: T) => ItemKeys;
  /** What of the value is stored, when not all of it (joined reference data, say). */
  stored?: (value: T) => object;
  /**
   * Records people edit keep a `version`: each update is written on condition the record is still
   * at the version it was read at, and bumps it (see versionSchema in shared).
   */
  versioned?: T extends { version?: number } ? true : never;
}

/** Tries of one record in `updateEach`; a lost race reads it again and reapplies the change. */
const UPDATE_EACH_ATTEMPTS = 5;

/** Records `updateEach` writes at once: about what one BatchWriteItem would carry. */
const UPDATE_EACH_CONCURRENCY = 25;

/** Runs `work` on each value, at most `limit` at a time; the answers in the values' order. */
async function eachAtMost<V, R>(
  values: readonly V[],
  limit: number,
  work: (value: V) => Promise<R>,
): Promise<R[]> {
  const answers: R[] = new Array<R>(values.length);
  let next = 0;
  const worker = async () => {
    for (let index = next++; index < values.length; index = next++) {
      answers[index] = await work(values[index] as V);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, values.length) }, worker));
  return answers;
}

const versionOf = (value: object): number =>
  'version' in value && typeof value.version === 'number' ? value.version : 0;

/**
 * What every entity file builds on: items are written with their keys and parsed back with the
 * shared schema, so an item that does not fit never leaves the store. Each entity file keeps its
 * own key design and names its queries in domain terms on top of these.
 */
export function defineEntity<T extends object>(definition: EntityDefinition<T>) {
  // Parsed on the way in as well as out: a record that does not fit never reaches the table.
  const toItem = (value: T): Item => {
    const valid = definition.schema.parse(value);
    return {
      ...definition.keys(valid),
      entity: definition.entity,
      ...(definition.stored ? definition.stored(valid) : valid),
    };
  };
  const fromItem = (item: Item): T => definition.schema.parse(withoutKeys(item));
  /** The value as its next save: one version on. */
  const saved = (value: T): T =>
    definition.versioned ? { ...value, version: versionOf(value) + 1 } : value;
  /** A new record: a versioned one starts at version 0, whatever the value carried. */
  const created = (value: T): T => (definition.versioned ? { ...value, version: 0 } : value);
  const keyOf = (value: T) => {
    const { PK, SK } = definition.keys(value);
    return { PK, SK };
  };

  const get = async (store: Store, key: Pick<ItemKeys, 'PK' | 'SK'>): Promise<T | undefined> => {
    const item = await store.get(key);
    return item ? fromItem(item) : undefined;
  };
  const update = async (store: Store, value: T): Promise<T> => {
    if (!definition.versioned) {
      await store.put(toItem(value), { ifExists: true });
      return value;
    }
    const next = saved(value);
    await store.put(toItem(next), { ifVersion: versionOf(value) });
    return next;
  };
  const removeIfUnchanged = async (store: Store, value: T): Promise<boolean> => {
    if (!definition.versioned) throw new Error(`${definition.entity} has no versions`);
    try {
      await store.delete(keyOf(value), { ifVersion: versionOf(value) });
      return true;
    } catch (error) {
      if (error instanceof ConflictError) return false;
      throw error;
    }
  };

  return {
    entity: definition.entity,
    toItem,
    fromItem,
    keyOf,
    /** Whether a raw item of a mixed partition is one of these. */
    isItem: (item: Item) => item['entity'] === definition.entity,
    get,
    /** The first item of an index partition: a lookup by a key that is unique there. */
    async getByIndex(
      store: Store,
      index: GlobalIndexName,
      partitionKey: string,
    ): Promise<T | undefined> {
      const [item] = await store.queryPartition({ index, partitionKey, limit: 1 });
      return item ? fromItem(item) : undefined;
    },
    async list(
      store: Store,
      query: { index?: GlobalIndexName; partitionKey: string; sortKeyPrefix?: string },
    ): Promise<T[]> {
      return (await store.queryPartition(query)).map(fromItem);
    },
    /**
     * Writes a new record; a record with the same key already there is a ConflictError. Answers
     * the record as written (a versioned one at version 0).
     */
    async create(store: Store, value: T): Promise<T> {
      const record = created(value);
      await store.put(toItem(record), { ifNotExists: true });
      return record;
    },
    /** Writes a new record unless one with its key is there: true when written, false when not. */
    async createIfAbsent(store: Store, value: T): Promise<boolean> {
      try {
        await store.put(toItem(created(value)), { ifNotExists: true });
        return true;
      } catch (error) {
        if (error instanceof ConflictError) return false;
        throw error;
      }
    },
    /**
     * Writes the record whether or not it exists (seeding, fixtures), as it is; a versioned record
     * without a version is written at 0, so every record read back has one.
     */
    async put(store: Store, value: T): Promise<void> {
      const record = definition.versioned ? { ...value, version: versionOf(value) } : value;
      await store.put(toItem(record));
    },
    /**
     * Rewrites a record that must still be there; a record deleted meanwhile is a ConflictError.
     * A versioned record must also still be at `value.version` (the version it was read at, or the
     * one the client sent): a save made meanwhile is a ConflictError too, not silently undone.
     * Answers the record as written (a versioned one with its new version).
     */
    update,
    /**
     * Writes many records unconditionally (BatchWriteItem takes no conditions): for new records
     * (a new menu's categories), records only one save writes under a guard of its own (a
     * location's contacts under the location's version), and fixtures. Versioned records still move
     * one version on, so a form loaded before cannot save over them; records people also save one
     * by one are changed in bulk with `updateEach` instead. Answers the records as written.
     */
    async putMany(store: Store, values: readonly T[]): Promise<T[]> {
      const records = values.map(saved);
      await store.putMany(records.map(toItem));
      return records;
    },
    /**
     * Applies one change to many records, each written on condition it is still at the version it
     * was read at: the way a bulk change (a drag in menu setup, a new language's texts, unlinking a
     * deleted group) writes records people also edit one by one. A record saved meanwhile is read
     * again and the change applied to what was saved, so neither the save nor the change is lost;
     * a record deleted meanwhile is left out. `change` answers the record changed, or undefined
     * when there is nothing to change (any more). Answers the records as they now are: written, or
     * read and left alone; a record deleted meanwhile is not among them.
     */
    async updateEach(
      store: Store,
      records: readonly T[],
      change: (current: T) => T | undefined,
    ): Promise<T[]> {
      if (!definition.versioned) throw new Error(`${definition.entity} has no versions`);
      const results = await eachAtMost(records, UPDATE_EACH_CONCURRENCY, async (record) => {
        let current: T | undefined = record;
        for (let attempt = 1; current; attempt += 1) {
          const next = change(current);
          if (!next) return current;
          try {
            return await update(store, next);
          } catch (error) {
            // Someone keeps saving this record: the bulk change gives up rather than spin.
            if (!(error instanceof ConflictError) || attempt >= UPDATE_EACH_ATTEMPTS) throw error;
          }
          current = await get(store, keyOf(current));
        }
        return undefined;
      });
      return results.filter((result): result is Awaited<T> => result !== undefined);
    },
    remove: (store: Store, value: T) => store.delete(keyOf(value)),
    /**
     * Deletes the record only while it is still at the version read: true when deleted, false when
     * it was saved since (or is gone). A cascade's way with records people edit one by one, so a
     * save it did not read (an item moved out of a category being deleted) is not taken with it.
     */
    removeIfUnchanged,
    /** removeIfUnchanged for many records, some at a time: the records deleted. */
    async removeEachIfUnchanged(store: Store, values: readonly T[]): Promise<T[]> {
      const removed = await eachAtMost(values, UPDATE_EACH_CONCURRENCY, async (value) =>
        (await removeIfUnchanged(store, value)) ? value : undefined,
      );
      return removed.filter((value): value is Awaited<T> => value !== undefined);
    },
    removeMany: (store: Store, values: readonly T[]) => store.deleteMany(values.map(keyOf)),
  };
}
