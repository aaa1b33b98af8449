import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';

/**
 * The smallest useful Lambda: one DynamoDB read. The bundle budget test and the bench measure the
 * group bundles against it, bundled the same way (infra/lib/bundling.ts), as the floor a handler
 * that reads the table cannot go below.
 */
const client = DynamoDBDocumentClient.from(new DynamoDBClient({}));

export const handler = async (event: { id?: string }): Promise<unknown> => {
  const { Item } = await client.send(
    new GetCommand({
      TableName: process.env.TABLE_NAME,
      Key: { PK: `ITEM#${event.id ?? ''}`, SK: 'ITEM' },
    }),
  );
  return Item ?? null;
};
