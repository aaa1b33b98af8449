import { ConditionalCheckFailedException, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import {
  DynamoDBDocumentClient,
  GetCommand,
  PutCommand,
  QueryCommand,
  type QueryCommandInput,
} from '@aws-sdk/lib-dynamodb';
import { ConflictError } from '../http/errors';
import type { GlobalIndexName } from './table';

/** A stored item: the entity's attributes plus its key attributes. */
export type Item = Record<string, unknown>;

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
  get(key: { PK: string; SK: string }): Promise<Item | undefined>;
  /** Writes an item; with `ifNotExists` a second writer of the same key gets a ConflictError. */
  put(item: Item, options?: { ifNotExists?: boolean }): Promise<void>;
  /** All items of one partition (or index partition) whose sort key starts with a prefix. */
  queryPartition(options: {
    index?: GlobalIndexName;
    partitionKey: string;
    sortKeyPrefix?: string;
    limit?: number;
  }): Promise<Item[]>;
}

export function createStore(options: StoreOptions): Store {
  const client = DynamoDBDocumentClient.from(
    new DynamoDBClient({
      region: options.region,
      ...(options.endpoint
        ? {
            endpoint: options.endpoint,
            credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
          }
        : {}),
    }),
    { marshallOptions: { removeUndefinedValues: true } },
  );
  const tableName = options.tableName;

  return {
    tableName,
    client,
    async get(key) {
      const output = await client.send(new GetCommand({ TableName: tableName, Key: key }));
      return output.Item;
    },
    async put(item, putOptions = {}) {
      try {
        await client.send(
          new PutCommand({
            TableName: tableName,
            Item: item,
            ...(putOptions.ifNotExists ? { ConditionExpression: 'attribute_not_exists(PK)' } : {}),
          }),
        );
      } catch (error) {
        if (error instanceof ConditionalCheckFailedException)
          throw new ConflictError('The record already exists');
        throw error;
      }
    },
    async queryPartition({ index, partitionKey, sortKeyPrefix, limit }) {
      const pk = index ? `${index}PK` : 'PK';
      const sk = index ? `${index}SK` : 'SK';
      const input: QueryCommandInput = {
        TableName: tableName,
        ...(index ? { IndexName: index } : {}),
        KeyConditionExpression: sortKeyPrefix ? '#pk = :pk AND begins_with(#sk, :sk)' : '#pk = :pk',
        ExpressionAttributeNames: sortKeyPrefix ? { '#pk': pk, '#sk': sk } : { '#pk': pk },
        ExpressionAttributeValues: sortKeyPrefix
          ? { ':pk': partitionKey, ':sk': sortKeyPrefix }
          : { ':pk': partitionKey },
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

/** Drops the key attributes so a stored item can be parsed as its entity. */
export function withoutKeys(item: Item): Item {
  const {
    PK: _pk,
    SK: _sk,
    GSI1PK: _g1pk,
    GSI1SK: _g1sk,
    GSI2PK: _g2pk,
    GSI2SK: _g2sk,
    entity: _entity,
    ...rest
  } = item;
  return rest;
}
