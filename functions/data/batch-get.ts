import { BatchGetCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

/** Reads up to 100 items per request, retrying what DynamoDB leaves unprocessed; missing items are skipped. */
export const batchGet = async (
  db: DynamoDBDocumentClient,
  tableName: string,
  keyList: Record<string, string>[],
): Promise<Record<string, unknown>[]> => {
  const found: Record<string, unknown>[] = [];
  for (let start = 0; start < keyList.length; start += 100) {
    let request: { Keys: Record<string, unknown>[] } | undefined = {
      Keys: keyList.slice(start, start + 100),
    };
    for (let attempt = 0; request && request.Keys.length > 0 && attempt < 5; attempt++) {
      const result = await db.send(new BatchGetCommand({ RequestItems: { [tableName]: request } }));
      found.push(...(result.Responses?.[tableName] ?? []));
      request = result.UnprocessedKeys?.[tableName] as typeof request;
    }
  }
  return found;
};
