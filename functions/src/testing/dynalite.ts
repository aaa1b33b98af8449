import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { CreateTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import dynalite from 'dynalite';
import { afterAll, beforeAll } from 'vitest';
import { createStore, type Store } from '../store/store';
import { createTableRequest } from '../store/table';

export interface TestTable {
  store: Store;
  endpoint: string;
  /** A store over another, empty table on the same server, so each test starts clean. */
  freshStore: () => Promise<Store>;
  stop: () => Promise<void>;
}

/**
 * A real DynamoDB API (dynalite, in memory) on a free loopback port with the product's table, for
 * store and service tests: the same conditional writes and queries as on AWS, no mock.
 */
export async function startTestTable(tableName = 'inroom-test'): Promise<TestTable> {
  const server = dynalite({ createTableMs: 0, deleteTableMs: 0, updateTableMs: 0 });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const client = new DynamoDBClient({
    endpoint,
    region: 'eu-north-1',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  const stores: Store[] = [];
  const newStore = async (name: string) => {
    await client.send(new CreateTableCommand(createTableRequest(name)));
    const store = createStore({ tableName: name, region: 'eu-north-1', endpoint });
    stores.push(store);
    return store;
  };
  let tables = 0;
  const store = await newStore(tableName);
  return {
    store,
    endpoint,
    freshStore: () => newStore(`${tableName}-${(tables += 1)}`),
    stop: async () => {
      client.destroy();
      for (const each of stores) each.client.destroy();
      await new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      });
    },
  };
}

/**
 * Starts a test table before the file's tests and stops it after them. Call it at the top of a
 * test file; the tests call `freshStore()` (in a beforeEach) for a clean table each.
 */
export function useTestTable(): Pick<TestTable, 'freshStore'> {
  let table: TestTable | undefined;
  beforeAll(async () => {
    table = await startTestTable();
  });
  afterAll(async () => {
    await table?.stop();
  });
  return {
    freshStore: () => {
      if (!table) throw new Error('useTestTable: the table starts in beforeAll');
      return table.freshStore();
    },
  };
}
