import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll } from 'vitest';
import { ensureTable } from '../../../infra/local/create-table';
import { type RunningDynamoDb, startDynamoDbLocal } from '../../../infra/local/dynamodb-local';
import { freePort } from '../../../infra/local/free-port';

export interface OwnDynamoDb {
  dynamo: RunningDynamoDb;
  client: DynamoDBClient;
}

/**
 * A DynamoDB Local of the test file's own, on a throwaway data directory, started before its tests
 * and removed after: for tables and items written as an earlier release left them, apart from the
 * tier's runtime. The fields are set once `beforeAll` has run.
 */
export const ownDynamoDb = (name: string): OwnDynamoDb => {
  const dataDir = mkdtempSync(join(tmpdir(), `recipe-planner-${name}-`));
  const own = {} as OwnDynamoDb;
  beforeAll(async () => {
    own.dynamo = await startDynamoDbLocal(dataDir, await freePort());
    own.client = new DynamoDBClient({
      endpoint: own.dynamo.endpoint,
      region: 'local',
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    });
  }, 120_000);
  afterAll(async () => {
    own.client?.destroy();
    await own.dynamo?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });
  return own;
};

/**
 * The app's table, named `tableName`, in a DynamoDB Local of the test file's own (`ownDynamoDb`),
 * made before its tests. `documentClient()` writes and reads items straight, as a release left them.
 */
export const ownTable = (tableName: string) => {
  const local = ownDynamoDb(tableName);
  beforeAll(() => ensureTable(local.client, tableName));
  return { tableName, documentClient: () => DynamoDBDocumentClient.from(local.client) };
};
