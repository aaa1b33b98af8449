import { once } from 'node:events';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  CreateTableCommand,
  DescribeTableCommand,
  DynamoDBClient,
  GetItemCommand,
  PutItemCommand,
} from '@aws-sdk/client-dynamodb';
import { createTableRequest } from '@inroom/functions/table';
import dynalite from 'dynalite';
import { afterEach, describe, expect, it } from 'vitest';
import { migrateLocalTable } from './table-migration';

// Data directories made before the sweeper's index (GSI3) existed: the embedded stack rebuilds the
// table with every index and loses no item, even when stopped half way.

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
});
