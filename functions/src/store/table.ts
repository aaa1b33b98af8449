/**
 * The single table's name and key schema, defined once: the CDK stack, the embedded stack and the
 * tests all build the table from here. Pure data, no SDK, so infra can import it cheaply.
 */
export const DEFAULT_TABLE_NAME = 'inroom';

export const PRIMARY_KEY = { partitionKey: 'PK', sortKey: 'SK' } as const;

/**
 * GSI1 and GSI2 project every attribute (lists read from them). GSI3 is the sweeper's work queue:
 * only orders with something still to do carry its keys (a sparse index), and the sweeper reads
 * each order again by key, consistently, so the index holds keys only.
 */
export const GLOBAL_INDEXES = [
  { indexName: 'GSI1', partitionKey: 'GSI1PK', sortKey: 'GSI1SK', projection: 'ALL' },
  { indexName: 'GSI2', partitionKey: 'GSI2PK', sortKey: 'GSI2SK', projection: 'ALL' },
  { indexName: 'GSI3', partitionKey: 'GSI3PK', sortKey: 'GSI3SK', projection: 'KEYS_ONLY' },
] as const;

export type GlobalIndexName = (typeof GLOBAL_INDEXES)[number]['indexName'];

/** Every key attribute is a string. */
export const KEY_ATTRIBUTE_NAMES = [
  PRIMARY_KEY.partitionKey,
  PRIMARY_KEY.sortKey,
  ...GLOBAL_INDEXES.flatMap((index) => [index.partitionKey, index.sortKey]),
];

/** The CreateTable request for DynamoDB-compatible stand-ins (dynalite) and tests. */
export function createTableRequest(tableName: string) {
  return {
    TableName: tableName,
    BillingMode: 'PAY_PER_REQUEST' as const,
    AttributeDefinitions: KEY_ATTRIBUTE_NAMES.map((name) => ({
      AttributeName: name,
      AttributeType: 'S' as const,
    })),
    KeySchema: [
      { AttributeName: PRIMARY_KEY.partitionKey, KeyType: 'HASH' as const },
      { AttributeName: PRIMARY_KEY.sortKey, KeyType: 'RANGE' as const },
    ],
    GlobalSecondaryIndexes: GLOBAL_INDEXES.map((index) => ({
      IndexName: index.indexName,
      KeySchema: [
        { AttributeName: index.partitionKey, KeyType: 'HASH' as const },
        { AttributeName: index.sortKey, KeyType: 'RANGE' as const },
      ],
      Projection: { ProjectionType: index.projection },
    })),
  };
}
