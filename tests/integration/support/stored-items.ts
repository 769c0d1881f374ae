import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { inject } from 'vitest';

/**
 * The endpoint of the DynamoDB Local behind this tier's runtime: the runtime picks a free port and
 * keeps it to itself, so it is read from the Java command line that serves this tier's data dir.
 */
export const runtimeDynamoDbEndpoint = () => {
  const lines = execFileSync('pgrep', ['-af', `DynamoDBLocal.jar.*${inject('dataDir')}`], {
    encoding: 'utf8',
  });
  const port = /-port (\d+)/.exec(lines)?.[1];
  if (!port) throw new Error(`No DynamoDB Local found for ${inject('dataDir')}`);
  return `http://127.0.0.1:${port}`;
};

/** A client of the runtime's own table, for tests that read or write items the API does not show. */
export const runtimeTableClient = () =>
  DynamoDBDocumentClient.from(
    new DynamoDBClient({
      endpoint: runtimeDynamoDbEndpoint(),
      region: 'us-east-1',
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    }),
  );

/** Runs `use` with a client of the runtime's table, destroyed after. */
export const withRuntimeTable = async <T>(
  use: (client: DynamoDBDocumentClient) => Promise<T>,
): Promise<T> => {
  const client = runtimeTableClient();
  try {
    return await use(client);
  } finally {
    client.destroy();
  }
};

/**
 * Writes an item straight into the runtime's table, as an earlier release stored it: for tests
 * that upgraded data still reads as it did.
 */
export const putStoredItem = (item: Record<string, unknown>) =>
  withRuntimeTable((client) => client.send(new PutCommand({ TableName: 'recipe-planner', Item: item })));

/** Every item stored under a partition key, straight from the runtime's table (what a test left behind). */
export const storedItemsOf = (pk: string): Promise<Record<string, unknown>[]> =>
  withRuntimeTable(async (client) => {
    const { Items = [] } = await client.send(
      new QueryCommand({
        TableName: 'recipe-planner',
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': pk },
        ConsistentRead: true,
      }),
    );
    return Items;
  });

/**
 * A shopping item of the user's own list, written straight in as an earlier release stored it: an
 * unticked line added by hand on Jan 5 2026, with no fieldTimes, and `fields` over that. Its API id.
 */
export const putOldShoppingItem = async (userId: string, fields: Record<string, unknown>) => {
  const key = randomUUID();
  const id = `u_${userId}_${key}`;
  await putStoredItem({
    pk: `USER#${userId}`,
    sk: `SHOP#${key}`,
    type: 'ShoppingItem',
    id,
    key,
    isChecked: false,
    source: 'manual',
    recipeId: null,
    createdAt: '2026-01-05T10:00:00.000Z',
    ownerType: 'user',
    ownerId: userId,
    ...fields,
  });
  return id;
};
