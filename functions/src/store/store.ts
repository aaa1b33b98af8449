import { ConditionalCheckFailedException, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import {
  BatchGetCommand,
  BatchWriteCommand,
  DeleteCommand,
  DynamoDBDocumentClient,
  GetCommand,
  PutCommand,
  QueryCommand,
  UpdateCommand,
  type QueryCommandInput,
} from '@aws-sdk/lib-dynamodb';
import { RECORD_CHANGED_MESSAGE } from '@inroom/shared';
import { randomUUID } from 'node:crypto';
import { ConflictError } from '../http/errors';
import type { GlobalIndexName } from './table';

/** A stored item: the entity's attributes plus its key attributes. */
export type Item = Record<string, unknown>;

export type ItemKey = { PK: string; SK: string };

/** BatchWriteItem takes at most 25 requests. */
const BATCH_SIZE = 25;

/** BatchGetItem takes at most 100 keys. */
const GET_BATCH_SIZE = 100;

/** Tries of one batch: DynamoDB may hand back part of a batch under load. */
const BATCH_ATTEMPTS = 9;

/**
 * Sends `all` in batches of `size`; `send` answers the part of its batch DynamoDB left
 * unprocessed, which is sent again after a short backoff (100 ms, 200 ms, ...).
 */
async function inBatches<T>(
  all: readonly T[],
  size: number,
  what: string,
  send: (batch: T[]) => Promise<T[]>,
): Promise<void> {
  for (let start = 0; start < all.length; start += size) {
    let pending = all.slice(start, start + size);
    for (let attempt = 0; pending.length > 0; attempt += 1) {
      // Given up before the wait, not after it: the last wait would be 25 s for nothing.
      if (attempt >= BATCH_ATTEMPTS) throw new Error(`DynamoDB kept ${what} unprocessed`);
      if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 50 * 2 ** attempt));
      pending = await send(pending);
    }
  }
}

export interface StoreOptions {
  tableName: string;
  region: string;
  endpoint?: string;
}

/**
 * The low-level table access the entity modules build on. Entities own their keys and queries;
 * services never see PK/SK. There is no scan here on purpose: every request path is a Get or a
 * bounded Query.
 */
export interface Store {
  readonly tableName: string;
  readonly client: DynamoDBDocumentClient;
  get(key: ItemKey): Promise<Item | undefined>;
  /** The items of these keys that exist, 100 keys to a call, in no particular order. */
  getMany(keys: readonly ItemKey[]): Promise<Item[]>;
  /**
   * Writes an item. With `ifNotExists` a second writer of the same key gets a ConflictError; with
   * `ifExists` so does a writer whose item was deleted since it was read.
   *
   * A conditional write is stamped with a fresh `writeId` (reads leave it out, see withoutKeys), so
   * one whose answer was lost tells its own write from another's. The SDK sends a request again
   * when its answer was lost (a timeout, a dropped connection); if the first try was written, the
   * second fails its condition on that very write, which then counts as written (a refusal at the
   * first try needs no look: nothing of it can be stored). When the SDK gives up (DynamoDB
   * unreachable), the stored item tells too: the write counts as written if it is there, the error
   * stands if it surely is not, and a WriteOutcomeUnknownError says a versioned record has moved
   * on past the write since, so nobody can tell.
   */
  put(item: Item, options?: PutOptions): Promise<void>;
  /**
   * Adds `by` to a number attribute in one atomic update (created at 0 when missing) and returns
   * the new value: concurrent callers each get a different number, and a try sent again after its
   * answer was lost adds nothing more (it is stamped like a conditional put).
   */
  increment(key: ItemKey, attribute: string, by?: number): Promise<number>;
  /** Writes many items, 25 to a batch, unconditionally (bulk changes of one record's children). */
  putMany(items: readonly Item[]): Promise<void>;
  /**
   * Deletes an item. With `ifVersion`, only while it is still at that version (a ConflictError
   * otherwise): a cascade that must not take a record someone saved since it was read. A try whose
   * answer was lost counts as made when the item is gone.
   */
  delete(key: ItemKey, options?: Pick<PutOptions, 'ifVersion'>): Promise<void>;
  /** Deletes many items, 25 to a batch. */
  deleteMany(keys: readonly ItemKey[]): Promise<void>;
  /** All items of one partition (or index partition) whose sort key starts with a prefix. */
  queryPartition(options: {
    index?: GlobalIndexName;
    partitionKey: string;
    sortKeyPrefix?: string;
    /** Only sort keys from this one (with sortKeyAtMost, a range of the partition). */
    sortKeyFrom?: string;
    /** Only sort keys up to this one (a time-ordered queue: everything due by now). */
    sortKeyAtMost?: string;
    limit?: number;
    /** Highest sort key first (newest first when the sort key is a time). */
    descending?: boolean;
  }): Promise<Item[]>;
}

export interface PutOptions {
  ifNotExists?: boolean;
  ifExists?: boolean;
  /**
   * Write only if the stored item still has these attribute values (compare-and-set): the way a
   * status change wins or loses a race. A loser gets a ConflictError.
   */
  ifMatches?: Record<string, string | number | boolean>;
  /**
   * Write only if the stored item is still at this `version` (an item stored without one is at 0):
   * optimistic concurrency for records people edit. A loser gets a ConflictError.
   */
  ifVersion?: number;
}

/**
 * A conditional write failed, and whether it was made cannot be told: the record has moved on since
 * (a later save may stand on it) or could not be read. Nothing it went with should be undone.
 */
export class WriteOutcomeUnknownError extends Error {
  constructor(cause: unknown) {
    super('A write failed, and whether it was made is not known', { cause });
    this.name = 'WriteOutcomeUnknownError';
  }
}

/** How many times the SDK sent the request that failed with `error` (undefined: not known). */
const triesOf = (error: unknown): number | undefined =>
  (error as { $metadata?: { attempts?: number } }).$metadata?.attempts;

/** The version of a stored versioned record (0 for one stored before versions). */
const storedVersion = (item: Item): number =>
  typeof item['version'] === 'number' ? item['version'] : 0;

/**
 * What became of a stamped write that failed with `error`, given the item stored now (`unreadable`
 * when it could not be read): written, or the error to throw.
 */
function outcomeOfStampedWrite(
  error: unknown,
  stored: Item | undefined | 'unreadable',
  stamp: string,
  options: PutOptions,
): { written: true } | { error: unknown } {
  if (stored !== 'unreadable' && stored?.['writeId'] === stamp) return { written: true };
  const refused = error instanceof ConditionalCheckFailedException;
  const notMade = { error: refused ? conflictOf(options) : error };
  // Without a version nothing tells more: a refusal is the lost race its caller handles (an order
  // is read again and its change worked out anew), any other failure stands.
  if (options.ifVersion === undefined) return notMade;
  // Gone, or at the version read or the next: another write was not built on this one, so this one
  // was not made (a refusal is then the 409 it says).
  if (stored !== 'unreadable' && (!stored || storedVersion(stored) <= options.ifVersion + 1))
    return notMade;
  return { error: new WriteOutcomeUnknownError(error) };
}

function conflictOf(options: PutOptions): ConflictError {
  return new ConflictError(
    options.ifNotExists
      ? 'The record already exists'
      : options.ifMatches || options.ifVersion !== undefined
        ? RECORD_CHANGED_MESSAGE
        : 'The record was deleted by someone else; reload and try again',
  );
}

function conditionOf(options: PutOptions) {
  if (options.ifNotExists) return { ConditionExpression: 'attribute_not_exists(PK)' };
  if (options.ifVersion !== undefined) {
    const atVersion = '#version = :version';
    return {
      ConditionExpression:
        options.ifVersion === 0
          ? `attribute_exists(PK) AND (attribute_not_exists(#version) OR ${atVersion})`
          : `attribute_exists(PK) AND ${atVersion}`,
      ExpressionAttributeNames: { '#version': 'version' },
      ExpressionAttributeValues: { ':version': options.ifVersion },
    };
  }
  const matches = Object.entries(options.ifMatches ?? {});
  if (matches.length > 0) {
    const names: Record<string, string> = {};
    const values: Record<string, unknown> = {};
    const terms = matches.map(([name, value], index) => {
      names[`#c${index}`] = name;
      values[`:c${index}`] = value;
      return `#c${index} = :c${index}`;
    });
    return {
      ConditionExpression: ['attribute_exists(PK)', ...terms].join(' AND '),
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: values,
    };
  }
  if (options.ifExists) return { ConditionExpression: 'attribute_exists(PK)' };
  return {};
}

/** The name the AWS SDK gives its logging middleware in every client's stack. */
export const SDK_LOGGER_MIDDLEWARE = 'loggerMiddleware';

export function createStore(options: StoreOptions): Store {
  const dynamo = new DynamoDBClient({
    region: options.region,
    ...(options.endpoint
      ? {
          endpoint: options.endpoint,
          credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
        }
      : {}),
  });
  // The SDK's logger middleware copies every request and answer, masking sensitive fields, for a
  // logger this client never has (the default drops them): about 7% of the CPU of a get against
  // the local table (1,500 gets, 8 rounds). Our own logs say what a call was for.
  dynamo.middlewareStack.remove(SDK_LOGGER_MIDDLEWARE);
  const client = DynamoDBDocumentClient.from(dynamo, {
    marshallOptions: { removeUndefinedValues: true },
  });
  const tableName = options.tableName;

  type WriteRequest = { PutRequest: { Item: Item } } | { DeleteRequest: { Key: ItemKey } };
  const batchWrite = (requests: readonly WriteRequest[]) =>
    inBatches(requests, BATCH_SIZE, 'items of a batch write', async (batch) => {
      const output = await client.send(
        new BatchWriteCommand({ RequestItems: { [tableName]: batch } }),
      );
      return (output.UnprocessedItems?.[tableName] ?? []) as WriteRequest[];
    });

  const get = async (key: ItemKey): Promise<Item | undefined> => {
    // Strongly consistent: a record read straight after it was written is that write.
    const output = await client.send(
      new GetCommand({ TableName: tableName, Key: key, ConsistentRead: true }),
    );
    return output.Item;
  };

  return {
    tableName,
    client,
    get,
    async getMany(keys) {
      // DynamoDB refuses a batch that names a key twice.
      const unique = [...new Map(keys.map((key) => [`${key.PK}\u0000${key.SK}`, key])).values()];
      const items: Item[] = [];
      await inBatches(unique, GET_BATCH_SIZE, 'keys of a batch read', async (batch) => {
        const output = await client.send(
          new BatchGetCommand({
            RequestItems: { [tableName]: { Keys: batch, ConsistentRead: true } },
          }),
        );
        items.push(...(output.Responses?.[tableName] ?? []));
        return (output.UnprocessedKeys?.[tableName]?.Keys ?? []) as ItemKey[];
      });
      return items;
    },
    async put(item, putOptions = {}) {
      const condition = conditionOf(putOptions);
      // Each conditional write is stamped, so that one whose answer was lost can tell its own.
      const stamp = condition.ConditionExpression ? randomUUID() : undefined;
      try {
        await client.send(
          new PutCommand({
            TableName: tableName,
            Item: stamp ? { ...item, writeId: stamp } : item,
            ...condition,
          }),
        );
      } catch (error) {
        const refused = error instanceof ConditionalCheckFailedException;
        // Refused at the first try: no earlier try of it can have been written.
        if (!stamp || (refused && triesOf(error) === 1))
          throw refused ? conflictOf(putOptions) : error;
        const key = { PK: String(item['PK']), SK: String(item['SK']) };
        const stored = await get(key).catch(() => 'unreadable' as const);
        const outcome = outcomeOfStampedWrite(error, stored, stamp, putOptions);
        if ('error' in outcome) throw outcome.error;
      }
    },
    async increment(key, attribute, by = 1) {
      const counterOf = (item: Record<string, unknown> | undefined): number => {
        const value = item?.[attribute];
        if (typeof value !== 'number') throw new Error(`Counter ${attribute} is not a number`);
        return value;
      };
      // Stamped like a conditional put: a try the SDK sends again after its answer was lost fails
      // on its own first try's stamp, rather than adding twice (an order number skipped).
      for (;;) {
        const stamp = randomUUID();
        try {
          const output = await client.send(
            new UpdateCommand({
              TableName: tableName,
              Key: key,
              UpdateExpression: 'SET #a = if_not_exists(#a, :zero) + :by, #w = :stamp',
              ConditionExpression: 'attribute_not_exists(#w) OR #w <> :stamp',
              ExpressionAttributeNames: { '#a': attribute, '#w': 'writeId' },
              ExpressionAttributeValues: { ':by': by, ':zero': 0, ':stamp': stamp },
              ReturnValues: 'UPDATED_NEW',
            }),
          );
          return counterOf(output.Attributes);
        } catch (error) {
          if (!(error instanceof ConditionalCheckFailedException)) throw error;
          // Only its own stamp refuses a try: the first was made, and its value is the one stored
          // unless another caller added since, in which case this caller takes a new value.
          const stored = await get(key);
          if (stored?.['writeId'] === stamp) return counterOf(stored);
        }
      }
    },
    putMany: (items) => batchWrite(items.map((item) => ({ PutRequest: { Item: item } }))),
    async delete(key, deleteOptions = {}) {
      const condition = conditionOf(deleteOptions);
      try {
        await client.send(new DeleteCommand({ TableName: tableName, Key: key, ...condition }));
      } catch (error) {
        const refused = error instanceof ConditionalCheckFailedException;
        if (!condition.ConditionExpression || (refused && triesOf(error) === 1))
          throw refused ? conflictOf(deleteOptions) : error;
        // Sent again, or given up on: gone is what was asked, whoever's try it was.
        const stored = await get(key).catch(() => 'unreadable' as const);
        if (stored === undefined) return;
        if (stored !== 'unreadable' && refused) throw conflictOf(deleteOptions);
        throw error;
      }
    },
    deleteMany: (keys) => batchWrite(keys.map((key) => ({ DeleteRequest: { Key: key } }))),
    async queryPartition({
      index,
      partitionKey,
      sortKeyPrefix,
      sortKeyFrom,
      sortKeyAtMost,
      limit,
      descending,
    }) {
      const pk = index ? `${index}PK` : 'PK';
      const sk = index ? `${index}SK` : 'SK';
      if (sortKeyPrefix !== undefined && (sortKeyAtMost ?? sortKeyFrom) !== undefined)
        throw new Error('A query takes a sort key prefix or bounds, not both');
      const sortKeyCondition = sortKeyConditionOf(sortKeyPrefix, sortKeyFrom, sortKeyAtMost);
      const input: QueryCommandInput = {
        TableName: tableName,
        // Index queries cannot be consistent; base-table ones are, like Get.
        ...(index ? { IndexName: index } : { ConsistentRead: true }),
        ...(descending ? { ScanIndexForward: false } : {}),
        KeyConditionExpression: `#pk = :pk${sortKeyCondition?.expression ?? ''}`,
        ExpressionAttributeNames: sortKeyCondition ? { '#pk': pk, '#sk': sk } : { '#pk': pk },
        ExpressionAttributeValues: { ':pk': partitionKey, ...sortKeyCondition?.values },
      };
      const items: Item[] = [];
      let startKey: Record<string, unknown> | undefined;
      do {
        const output = await client.send(
          new QueryCommand({ ...input, ...(startKey ? { ExclusiveStartKey: startKey } : {}) }),
        );
        items.push(...(output.Items ?? []));
        startKey = output.LastEvaluatedKey;
      } while (startKey && (limit === undefined || items.length < limit));
      return limit === undefined ? items : items.slice(0, limit);
    },
  };
}

/** The key condition on the sort key a query asks for, if any. */
function sortKeyConditionOf(
  prefix: string | undefined,
  from: string | undefined,
  atMost: string | undefined,
): { expression: string; values: Record<string, string> } | undefined {
  if (prefix !== undefined)
    return { expression: ' AND begins_with(#sk, :sk)', values: { ':sk': prefix } };
  if (from !== undefined && atMost !== undefined)
    return {
      expression: ' AND #sk BETWEEN :from AND :to',
      values: { ':from': from, ':to': atMost },
    };
  if (from !== undefined) return { expression: ' AND #sk >= :from', values: { ':from': from } };
  if (atMost !== undefined) return { expression: ' AND #sk <= :sk', values: { ':sk': atMost } };
  return undefined;
}

/**
 * Drops the key attributes, and a conditional write's `writeId`, so a stored item can be parsed as
 * its entity.
 */
export function withoutKeys(item: Item): Item {
  const {
    PK: _pk,
    SK: _sk,
    GSI1PK: _g1pk,
    GSI1SK: _g1sk,
    GSI2PK: _g2pk,
    GSI2SK: _g2sk,
    GSI3PK: _g3pk,
    GSI3SK: _g3sk,
    entity: _entity,
    writeId: _writeId,
    ...rest
  } = item;
  return rest;
}
