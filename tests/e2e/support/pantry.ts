import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { resolve } from 'node:path';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { Owner } from '#functions/data/owner';
import { itemIdOf } from '#functions/data/owner-list-items';
import { repositoriesOf } from '#functions/data/repositories';
import { createTable } from '#functions/data/table';

export interface PantryLine {
  name: string;
  amount: number | null;
  unit: string | null;
}

/** The DynamoDB Local behind this run's `npm start` (DATA_DIR .data/e2e, see playwright.config.ts). */
const e2eTableEndpoint = () => {
  const lines = execFileSync(
    'pgrep',
    ['-af', `DynamoDBLocal.jar.*-dbPath ${resolve('.data/e2e/dynamodb')}`],
    {
      encoding: 'utf8',
    },
  );
  const port = /-port (\d+)/.exec(lines)?.[1];
  if (!port) throw new Error('No DynamoDB Local found for .data/e2e');
  return `http://127.0.0.1:${port}`;
};

/**
 * Puts items into an owner's pantry through the pantry's own repository, in the table the app
 * under test reads. (The pantry's API is built beside this feature; once it is in, set-up can go
 * through `POST /api/pantry` instead.)
 */
export const stockPantry = async (owner: Owner, lines: PantryLine[]) => {
  const client = DynamoDBDocumentClient.from(
    new DynamoDBClient({
      endpoint: e2eTableEndpoint(),
      region: 'us-east-1',
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    }),
  );
  try {
    const { pantryItems } = repositoriesOf(createTable(client, 'recipe-planner'));
    for (const line of lines) {
      const key = randomUUID();
      await pantryItems.create({
        id: itemIdOf(owner, key),
        key,
        ...line,
        bestBefore: null,
        ownerType: owner.type,
        ownerId: owner.id,
        rev: 0,
        createdAt: new Date().toISOString(),
      });
    }
  } finally {
    client.destroy();
  }
};
