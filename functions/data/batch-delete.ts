import {
  BatchWriteCommand,
  type DynamoDBDocumentClient,
  type QueryCommandInput,
} from '@aws-sdk/lib-dynamodb';
import { queryAll } from './query-all';

/**
 * Deletes every item a key-condition query finds, 25 per BatchWriteItem, retrying what DynamoDB
 * leaves unprocessed. Used where a parent's children go with it (a recipe's ratings, a group's
 * partition).
 */
export const deleteAllMatching = async (
  db: DynamoDBDocumentClient,
  query: Pick<QueryCommandInput, 'TableName' | 'KeyConditionExpression' | 'ExpressionAttributeValues'>,
): Promise<void> => {
  const tableName = query.TableName as string;
  const items = await queryAll(db, { ...query, ProjectionExpression: 'pk, sk' });
  for (let start = 0; start < items.length; start += 25) {
    let requests: Record<string, unknown[]> | undefined = {
      [tableName]: items
        .slice(start, start + 25)
        .map((item) => ({ DeleteRequest: { Key: { pk: item.pk, sk: item.sk } } })),
    };
    for (let attempt = 0; requests && Object.keys(requests).length > 0 && attempt < 5; attempt++) {
      const result = await db.send(new BatchWriteCommand({ RequestItems: requests as never }));
      requests = result.UnprocessedItems as typeof requests;
    }
  }
};
