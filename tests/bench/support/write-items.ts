import { BatchWriteCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

/**
 * Seeds a benchmark's table: the items in batches of 25, eight batches at a time, each resent
 * until DynamoDB Local has taken all of it.
 */
export const writeItems = async (
  dynamo: DynamoDBDocumentClient,
  tableName: string,
  items: Record<string, unknown>[],
) => {
  const batches: Record<string, unknown>[][] = [];
  for (let start = 0; start < items.length; start += 25) batches.push(items.slice(start, start + 25));
  for (let start = 0; start < batches.length; start += 8) {
    await Promise.all(
      batches.slice(start, start + 8).map(async (batch) => {
        let request: Record<string, unknown[]> | undefined = {
          [tableName]: batch.map((Item) => ({ PutRequest: { Item } })),
        };
        while (request && Object.keys(request).length > 0) {
          const result = await dynamo.send(new BatchWriteCommand({ RequestItems: request as never }));
          request = result.UnprocessedItems as typeof request;
        }
      }),
    );
  }
};
