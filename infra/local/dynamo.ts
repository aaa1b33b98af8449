import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import {
  CreateTableCommand,
  DescribeTableCommand,
  DynamoDBClient,
  ResourceNotFoundException,
} from '@aws-sdk/client-dynamodb';
import { createTableRequest } from '@inroom/functions/table';
import dynalite from 'dynalite';

export interface LocalDynamo {
  endpoint: string;
  stop: () => Promise<void>;
}

/** dynalite (DynamoDB's API on LevelDB) on a free loopback port, with our table created if missing. */
export async function startDynamo(options: {
  path?: string;
  tableName: string;
  region: string;
}): Promise<LocalDynamo> {
  const server = dynalite({
    ...(options.path ? { path: options.path } : {}),
    createTableMs: 0,
    deleteTableMs: 0,
    updateTableMs: 0,
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  const endpoint = `http://127.0.0.1:${port}`;

  const client = new DynamoDBClient({
    endpoint,
    region: options.region,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  try {
    await client.send(new DescribeTableCommand({ TableName: options.tableName }));
  } catch (error) {
    if (!(error instanceof ResourceNotFoundException)) throw error;
    await client.send(new CreateTableCommand(createTableRequest(options.tableName)));
  }
  client.destroy();

  return {
    endpoint,
    stop: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections?.();
      }),
  };
}
