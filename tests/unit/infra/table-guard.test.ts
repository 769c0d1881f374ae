import { Readable } from 'node:stream';
import { DynamoDBClient, ScanCommand } from '@aws-sdk/client-dynamodb';
import {
  BatchGetCommand,
  BatchWriteCommand,
  DynamoDBDocumentClient,
  GetCommand,
  PutCommand,
  QueryCommand,
  TransactWriteCommand,
} from '@aws-sdk/lib-dynamodb';
import { beforeEach, describe, expect, it } from 'vitest';
import { createTableGuard } from '../../../infra/local/table-guard';
import { tableAccessOf } from '../../../infra/stacks/function-access';

const TableName = 'guarded';

/**
 * The functions' shared document client as the local runtime has it, guard installed, but with
 * DynamoDB replaced by an answer of `{}`: what reaches it was allowed, and is recorded.
 */
const guardedClient = () => {
  const sent: string[] = [];
  const client = DynamoDBDocumentClient.from(
    new DynamoDBClient({
      region: 'us-east-1',
      endpoint: 'http://127.0.0.1:9',
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
      maxAttempts: 1,
      requestHandler: {
        handle: async (request: { headers: Record<string, string> }) => {
          sent.push(request.headers['x-amz-target'] ?? '');
          return {
            response: { statusCode: 200, headers: {}, body: Readable.from([Buffer.from('{}')]) },
          };
        },
      },
    }),
  );
  const guard = createTableGuard(tableAccessOf);
  guard.install(client);
  return { client, guard, sent };
};

let setup: ReturnType<typeof guardedClient>;
beforeEach(() => {
  setup = guardedClient();
});

const refused = /AccessDenied|guard refused/;

describe('the local table guard: each function reaches only the partitions its role allows', () => {
  it('lets the ratings function read a recipe, and refuses it the sign-in counters', async () => {
    const { client, guard, sent } = setup;
    await guard.runAs('ratings', () =>
      client.send(new GetCommand({ TableName, Key: { pk: 'RECIPE#r1', sk: 'RECIPE' } })),
    );
    expect(sent).toEqual(['DynamoDB_20120810.GetItem']);

    const outside = guard.runAs('ratings', () =>
      client.send(new GetCommand({ TableName, Key: { pk: 'SIGNIN#abc', sk: 'FAILURES' } })),
    );
    await expect(outside).rejects.toMatchObject({ name: 'AccessDeniedException' });
    await expect(outside).rejects.toThrow(/ratings function: partition "SIGNIN#abc" is outside/);
    expect(sent).toHaveLength(1);
  });

  it('checks a Query of an index against the index partition key', async () => {
    const { client, guard, sent } = setup;
    const listUsers = (name: 'users' | 'recipes') =>
      guard.runAs(name, () =>
        client.send(
          new QueryCommand({
            TableName,
            IndexName: 'gsi1',
            KeyConditionExpression: 'gsi1pk = :pk',
            ExpressionAttributeValues: { ':pk': 'USERS' },
          }),
        ),
      );
    await listUsers('users');
    await expect(listUsers('recipes')).rejects.toThrow(refused);
    expect(sent).toEqual(['DynamoDB_20120810.Query']);
  });

  it('checks every key of a batch and every part of a transaction', async () => {
    const { client, guard } = setup;
    const batch = guard.runAs('recipes', () =>
      client.send(
        new BatchGetCommand({
          RequestItems: {
            [TableName]: {
              Keys: [
                { pk: 'RECIPE#a', sk: 'RECIPE' },
                { pk: 'EMAIL#e', sk: 'EMAIL' },
              ],
            },
          },
        }),
      ),
    );
    await expect(batch).rejects.toThrow(/partition "EMAIL#e"/);

    const transaction = guard.runAs('calendar', () =>
      client.send(
        new TransactWriteCommand({
          TransactItems: [
            { Put: { TableName, Item: { pk: 'USER#u', sk: 'CALFEED#USER' } } },
            {
              ConditionCheck: {
                TableName,
                Key: { pk: 'USER#u', sk: 'PROFILE' },
                ConditionExpression: 'attribute_exists(pk)',
              },
            },
          ],
        }),
      ),
    );
    // The calendar function puts and deletes links; it was never granted a condition check.
    await expect(transaction).rejects.toThrow(/dynamodb:ConditionCheckItem is not granted/);

    const deletes = guard.runAs('groups', () =>
      client.send(
        new BatchWriteCommand({
          RequestItems: { [TableName]: [{ DeleteRequest: { Key: { pk: 'GROUP#g', sk: 'MEMBER#u' } } }] },
        }),
      ),
    );
    await expect(deletes).resolves.toBeDefined();
  });

  it('refuses a Scan to every function: it names no partition', async () => {
    const { client, guard } = setup;
    await expect(guard.runAs('users', () => client.send(new ScanCommand({ TableName })))).rejects.toThrow(
      /dynamodb:Scan is not granted/,
    );
  });

  it('gives a function without table grants only the session check, by projection', async () => {
    const { client, guard, sent } = setup;
    const sessionKey = { pk: 'USER#u', sk: 'SESSION#s' };
    await guard.runAs('files', () =>
      client.send(
        new GetCommand({ TableName, Key: sessionKey, ProjectionExpression: 'expiresAt, revokedAt' }),
      ),
    );
    expect(sent).toHaveLength(1);
    await expect(
      guard.runAs('files', () => client.send(new GetCommand({ TableName, Key: sessionKey }))),
    ).rejects.toThrow(/attributes \(all\)/);
    await expect(
      guard.runAs('openapi', () =>
        client.send(new GetCommand({ TableName, Key: sessionKey, ProjectionExpression: 'expiresAt' })),
      ),
    ).rejects.toThrow(/GetItem is not granted/);
    await expect(
      guard.runAs('imports', () => client.send(new PutCommand({ TableName, Item: sessionKey }))),
    ).rejects.toThrow(/PutItem is not granted/);
  });

  it('lets through what no function runs (the runtime creating its first admin)', async () => {
    const { client, sent } = setup;
    await client.send(new GetCommand({ TableName, Key: { pk: 'EMAIL#a@example.com', sk: 'EMAIL' } }));
    expect(sent).toHaveLength(1);
  });
});
