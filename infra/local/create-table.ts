import {
  CreateTableCommand,
  DescribeTableCommand,
  type DynamoDBClient,
  ResourceNotFoundException,
  StreamViewType,
  UpdateTableCommand,
  UpdateTimeToLiveCommand,
} from '@aws-sdk/client-dynamodb';
import { tableDefinition } from '#functions';

/** The table's stream, as in AWS: every change with its before and after, for live lists (issue 16). */
const streamSpecification = { StreamEnabled: true, StreamViewType: StreamViewType.NEW_AND_OLD_IMAGES };

/**
 * Creates the single table from the shared definition unless it exists (data survives restarts).
 * A table made before live lists gets its stream added; nothing else about it changes.
 */
export const ensureTable = async (
  client: DynamoDBClient,
  tableName: string,
): Promise<'created' | 'exists'> => {
  try {
    const { Table } = await client.send(new DescribeTableCommand({ TableName: tableName }));
    if (!Table?.StreamSpecification?.StreamEnabled)
      await client.send(
        new UpdateTableCommand({ TableName: tableName, StreamSpecification: streamSpecification }),
      );
    return 'exists';
  } catch (error) {
    if (!(error instanceof ResourceNotFoundException)) throw error;
  }
  const indexes = Object.entries(tableDefinition.indexes);
  const attributes = new Set<string>([
    tableDefinition.partitionKey,
    tableDefinition.sortKey,
    ...indexes.flatMap(([, index]) => [index.partitionKey, index.sortKey]),
  ]);
  await client.send(
    new CreateTableCommand({
      TableName: tableName,
      BillingMode: 'PAY_PER_REQUEST',
      AttributeDefinitions: [...attributes].map((name) => ({ AttributeName: name, AttributeType: 'S' })),
      KeySchema: [
        { AttributeName: tableDefinition.partitionKey, KeyType: 'HASH' },
        { AttributeName: tableDefinition.sortKey, KeyType: 'RANGE' },
      ],
      GlobalSecondaryIndexes: indexes.map(([name, index]) => ({
        IndexName: name,
        KeySchema: [
          { AttributeName: index.partitionKey, KeyType: 'HASH' },
          { AttributeName: index.sortKey, KeyType: 'RANGE' },
        ],
        Projection: { ProjectionType: 'ALL' },
      })),
      StreamSpecification: streamSpecification,
    }),
  );
  await client.send(
    new UpdateTimeToLiveCommand({
      TableName: tableName,
      TimeToLiveSpecification: { AttributeName: tableDefinition.timeToLiveAttribute, Enabled: true },
    }),
  );
  return 'created';
};
