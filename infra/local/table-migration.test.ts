import { once } from 'node:events';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  CreateTableCommand,
  DescribeTableCommand,
  DynamoDBClient,
  GetItemCommand,
  PutItemCommand,
  QueryCommand,
  UpdateItemCommand,
} from '@aws-sdk/client-dynamodb';
import { createTableRequest } from '@inroom/functions/table';
import dynalite from 'dynalite';
import { afterEach, describe, expect, it } from 'vitest';
import { migrateLocalTable } from './table-migration';

// Data directories made before the sweeper's index (GSI3) existed: the embedded stack rebuilds the
// table with every index and loses no item, even when stopped half way. And after a run that did
// not stop, whose last write may have reached an item's index entries but not the item.

/** The part of dynalite's storage an item's write goes through. */
interface ItemDbs {
  getItemDb: (tableName: string) => {
    put: (key: unknown, item: unknown, written: (error?: Error) => void) => void;
  };
}

/** dynalite's storage module, as its actions call it (one copy, Node's module cache). */
const dynaliteStorage = createRequire(import.meta.url)('dynalite/db') as {
  updateIndexes: (...args: unknown[]) => void;
};

const TABLE = 'inroom';
const servers: { close: () => void }[] = [];
const dirs: string[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.close();
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

async function dynamo() {
  const server = dynalite({ createTableMs: 0, deleteTableMs: 0, updateTableMs: 0 });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  servers.push({ close: () => server.close() });
  return new DynamoDBClient({
    endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    region: 'eu-north-1',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
}

/** The table as the version before GSI3 made it. */
function oldTableRequest() {
  const request = createTableRequest(TABLE);
  return {
    ...request,
    GlobalSecondaryIndexes: request.GlobalSecondaryIndexes.filter((i) => i.IndexName !== 'GSI3'),
    AttributeDefinitions: request.AttributeDefinitions.filter(
      (a) => !a.AttributeName.startsWith('GSI3'),
    ),
  };
}

const item = (n: number) => ({
  PK: { S: `LOC#${n}` },
  SK: { S: 'LOC' },
  name: { S: `Hotel ${n}` },
  tags: { L: [{ S: 'a' }, { N: String(n) }] },
});

const indexesOf = async (client: DynamoDBClient) =>
  (
    await client.send(new DescribeTableCommand({ TableName: TABLE }))
  ).Table?.GlobalSecondaryIndexes?.map((index) => index.IndexName).sort();

const backupFile = () => {
  const dir = mkdtempSync(join(tmpdir(), 'inroom-migration-'));
  dirs.push(dir);
  return join(dir, 'dynamodb-upgrade-backup.json');
};

describe('migrateLocalTable', () => {
  it('creates a missing table, and leaves a current one alone', async () => {
    const client = await dynamo();
    expect(await migrateLocalTable(client, TABLE, backupFile())).toBe('created');
    expect(await migrateLocalTable(client, TABLE, backupFile())).toBe('current');
    expect(await indexesOf(client)).toEqual(['GSI1', 'GSI2', 'GSI3']);
  });

  it('rebuilds an older table with every index, keeping all 60 items, and removes its backup', async () => {
    const client = await dynamo();
    await client.send(new CreateTableCommand(oldTableRequest()));
    for (let n = 0; n < 60; n += 1)
      await client.send(new PutItemCommand({ TableName: TABLE, Item: item(n) }));
    const backup = backupFile();
    expect(await migrateLocalTable(client, TABLE, backup)).toBe('migrated');
    expect(await indexesOf(client)).toEqual(['GSI1', 'GSI2', 'GSI3']);
    for (const n of [0, 31, 59]) {
      const { Item } = await client.send(
        new GetItemCommand({ TableName: TABLE, Key: { PK: { S: `LOC#${n}` }, SK: { S: 'LOC' } } }),
      );
      expect(Item).toEqual(item(n));
    }
    expect(existsSync(backup)).toBe(false);
  });

  it('finishes an upgrade stopped half way from its backup', async () => {
    const client = await dynamo();
    // Stopped after the old table was deleted: only the backup holds the items.
    const backup = backupFile();
    writeFileSync(backup, JSON.stringify([item(1), item(2)]));
    expect(await migrateLocalTable(client, TABLE, backup)).toBe('recovered');
    const { Item } = await client.send(
      new GetItemCommand({ TableName: TABLE, Key: { PK: { S: 'LOC#2' }, SK: { S: 'LOC' } } }),
    );
    expect(Item).toEqual(item(2));
    expect(existsSync(backup)).toBe(false);
  });

  it("rebuilds the indexes after a crash between an item's index entries and the item", async () => {
    const client = await dynamo();
    expect(await migrateLocalTable(client, TABLE, undefined)).toBe('created');
    const key = { PK: { S: 'ORDER#1' }, SK: { S: 'ORDER' } };
    // An order the sweeper's queue (GSI3) lists: its release is due.
    const owing = { ...key, GSI3PK: { S: 'DUE' }, GSI3SK: { S: '2026-11-29T20:00:00.000Z' } };
    await client.send(new PutItemCommand({ TableName: TABLE, Item: owing }));
    const queued = async () =>
      (
        await client.send(
          new QueryCommand({
            TableName: TABLE,
            IndexName: 'GSI3',
            KeyConditionExpression: 'GSI3PK = :due',
            ExpressionAttributeValues: { ':due': { S: 'DUE' } },
          }),
        )
      ).Items ?? [];
    expect(await queued()).toHaveLength(1);

    // The write recording the release, killed after dynalite updated the index (the order leaves
    // the queue) and before it wrote the item (which still owes the release): the item's write is
    // skipped once.
    const { updateIndexes } = dynaliteStorage;
    dynaliteStorage.updateIndexes = (...args: unknown[]) => {
      const [storage, table] = args as [ItemDbs, { TableName: string }];
      const items = storage.getItemDb(table.TableName);
      const { put } = items;
      items.put = (_key, _item, written) => {
        items.put = put;
        written();
      };
      updateIndexes(...args);
    };
    try {
      await client.send(
        new UpdateItemCommand({
          TableName: TABLE,
          Key: key,
          UpdateExpression: 'REMOVE GSI3PK, GSI3SK',
        }),
      );
    } finally {
      dynaliteStorage.updateIndexes = updateIndexes;
    }
    expect(await queued()).toHaveLength(0);
    const { Item } = await client.send(new GetItemCommand({ TableName: TABLE, Key: key }));
    expect(Item).toEqual(owing);

    const backup = backupFile();
    expect(await migrateLocalTable(client, TABLE, backup, { afterCrash: true })).toBe('reindexed');
    expect(await queued()).toEqual([owing]);
    expect(existsSync(backup)).toBe(false);
  });
});
