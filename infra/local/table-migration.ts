import { existsSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import {
  BatchWriteItemCommand,
  CreateTableCommand,
  DeleteTableCommand,
  DescribeTableCommand,
  ResourceNotFoundException,
  ScanCommand,
  type AttributeValue,
  type DynamoDBClient,
} from '@aws-sdk/client-dynamodb';
import { createTableRequest } from '@inroom/functions/table';

type RawItem = Record<string, AttributeValue>;

/**
 * Brings a local table made by an older version up to the current key schema. DynamoDB adds a
 * global index to a live table (CloudFormation does it on deploy), but dynalite cannot, so the
 * embedded stack rebuilds the table: every item is first written to `backupFile`, the table is made
 * again with every index, the items go back, and only then is the backup removed. A stop half way
 * is finished at the next start from the backup, so no item is ever lost. Items written with the
 * new index attributes are indexed as they go back in.
 *
 * The same rebuild follows a run that did not stop (`afterCrash`): dynalite writes an item's index
 * entries and then the item, one after the other, so a process killed between the two leaves the
 * indexes saying what the item does not. A write taking an order off the sweeper's queue (GSI3),
 * lost that way, leaves the order still owing its release while the queue no longer lists it: the
 * card stays held. Put back from the items, the indexes match them again, as DynamoDB's always do.
 *
 * Returns what happened, for the start log.
 */
export async function migrateLocalTable(
  client: DynamoDBClient,
  tableName: string,
  backupFile: string | undefined,
  { afterCrash = false }: { afterCrash?: boolean } = {},
): Promise<'created' | 'current' | 'migrated' | 'recovered' | 'reindexed'> {
  if (backupFile && existsSync(backupFile)) {
    await rebuild(client, tableName, readBackup(backupFile));
    rmSync(backupFile);
    return 'recovered';
  }
  let indexes: string[];
  try {
    const { Table } = await client.send(new DescribeTableCommand({ TableName: tableName }));
    indexes = (Table?.GlobalSecondaryIndexes ?? []).map((index) => index.IndexName ?? '');
  } catch (error) {
    if (!(error instanceof ResourceNotFoundException)) throw error;
    await createTable(client, tableName);
    return 'created';
  }
  const wanted = createTableRequest(tableName).GlobalSecondaryIndexes.map((i) => i.IndexName);
  const current = wanted.every((name) => indexes.includes(name));
  if (current && !afterCrash) return 'current';
  if (!backupFile)
    throw new Error(`Table ${tableName} needs rebuilding and has no place for a backup`);

  const items = await scanAll(client, tableName);
  // Written aside and renamed: a backup file that exists is always whole.
  writeFileSync(`${backupFile}.tmp`, JSON.stringify(items));
  renameSync(`${backupFile}.tmp`, backupFile);
  await rebuild(client, tableName, items);
  rmSync(backupFile);
  return current ? 'reindexed' : 'migrated';
}

function readBackup(file: string): RawItem[] {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as RawItem[];
  } catch (error) {
    throw new Error(
      `${file} holds the table's items from an interrupted upgrade but is not readable JSON; keep it and ask for help`,
      { cause: error },
    );
  }
}

async function scanAll(client: DynamoDBClient, tableName: string): Promise<RawItem[]> {
  const items: RawItem[] = [];
  let startKey: RawItem | undefined;
  do {
    const page = await client.send(
      new ScanCommand({ TableName: tableName, ConsistentRead: true, ExclusiveStartKey: startKey }),
    );
    items.push(...(page.Items ?? []));
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return items;
}

/**
 * Waits until the table is ACTIVE or gone. Like DynamoDB, dynalite creates and deletes a table
 * after its call has answered (on a timer, even at 0 ms), and refuses writes to a table that is
 * still CREATING: under load a write right after CreateTable met "Requested resource not found".
 */
async function tableStatus(
  client: DynamoDBClient,
  tableName: string,
  wanted: 'ACTIVE' | 'gone',
): Promise<void> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    let status: string | undefined;
    try {
      const { Table } = await client.send(new DescribeTableCommand({ TableName: tableName }));
      status = Table?.TableStatus;
    } catch (error) {
      if (!(error instanceof ResourceNotFoundException)) throw error;
      status = 'gone';
    }
    if (status === wanted) return;
    if (Date.now() > deadline)
      throw new Error(`Table ${tableName} is ${status ?? 'unknown'}, not ${wanted}, after 30 s`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

async function createTable(client: DynamoDBClient, tableName: string): Promise<void> {
  await client.send(new CreateTableCommand(createTableRequest(tableName)));
  await tableStatus(client, tableName, 'ACTIVE');
}

async function rebuild(client: DynamoDBClient, tableName: string, items: readonly RawItem[]) {
  try {
    await client.send(new DeleteTableCommand({ TableName: tableName }));
    await tableStatus(client, tableName, 'gone');
  } catch (error) {
    if (!(error instanceof ResourceNotFoundException)) throw error;
  }
  await createTable(client, tableName);
  for (let start = 0; start < items.length; start += 25) {
    let pending: { PutRequest: { Item: RawItem } }[] = items
      .slice(start, start + 25)
      .map((Item) => ({ PutRequest: { Item } }));
    while (pending.length > 0) {
      const output = await client.send(
        new BatchWriteItemCommand({ RequestItems: { [tableName]: pending } }),
      );
      pending = (output.UnprocessedItems?.[tableName] ?? []) as typeof pending;
    }
  }
}
