import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import dynalite from 'dynalite';
import { guardLoopbackServer } from './loopback-guard';
import { migrateLocalTable } from './table-migration';

export interface LocalDynamo {
  endpoint: string;
  /** What start did to the table: made it, found it current, or rebuilt it (new indexes, crash). */
  table: Awaited<ReturnType<typeof migrateLocalTable>>;
  stop: () => Promise<void>;
}

/**
 * dynalite (DynamoDB's API on LevelDB) on a free loopback port, with our table created if missing
 * and brought up to the current indexes if an older version made it (see migrateLocalTable).
 */
export async function startDynamo(options: {
  path?: string;
  tableName: string;
  region: string;
  /** The last run on this data did not stop: rebuild the indexes from the items. */
  afterCrash?: boolean;
}): Promise<LocalDynamo> {
  const server = dynalite({
    ...(options.path ? { path: options.path } : {}),
    createTableMs: 0,
    deleteTableMs: 0,
    updateTableMs: 0,
  });
  guardLoopbackServer(server);
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  const endpoint = `http://127.0.0.1:${port}`;

  const client = new DynamoDBClient({
    endpoint,
    region: options.region,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  let table: LocalDynamo['table'];
  try {
    table = await migrateLocalTable(
      client,
      options.tableName,
      // Beside the data directory of dynalite; an in-memory table is always new.
      options.path ? `${options.path}-upgrade-backup.json` : undefined,
      { afterCrash: options.afterCrash },
    );
  } finally {
    client.destroy();
  }

  return {
    endpoint,
    table,
    stop: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections?.();
      }),
  };
}
