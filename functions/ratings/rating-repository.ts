import { type DynamoDBDocumentClient, GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { transactionConditionFailed } from '../data/condition-failures';
import { keys } from '../data/keys';
import { shardOf } from '../recipes/recipe-items';
import { bumpShardVersion } from '../recipes/recipe-repository';

export interface RatingRecord {
  recipeId: string;
  userId: string;
  value: number;
  createdAt: string;
}

export type RatingWriteOutcome = 'written' | 'conflict' | 'recipe-missing';

/**
 * Ratings live beside their recipe. Every change moves the recipe's sum and count, the card's
 * copy of them and the shard version in the same transaction, so the average is exact whatever
 * runs concurrently.
 */
export const createRatingRepository = (db: DynamoDBDocumentClient, tableName: string) => {
  const addToTotals = (recipeId: string, sumDelta: number, countDelta: number) =>
    [keys.recipe(recipeId), keys.catalogueCard(shardOf(recipeId), recipeId)].map((Key) => ({
      Update: {
        TableName: tableName,
        Key,
        UpdateExpression: 'ADD ratingSum :sum, ratingCount :count',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: { ':sum': sumDelta, ':count': countDelta },
      },
    }));

  const write = async (transactItems: object[]): Promise<RatingWriteOutcome> => {
    try {
      await db.send(new TransactWriteCommand({ TransactItems: transactItems as never }));
      return 'written';
    } catch (error) {
      if (transactionConditionFailed(error, 0)) return 'conflict';
      if (transactionConditionFailed(error, 1) || transactionConditionFailed(error, 2))
        return 'recipe-missing';
      throw error;
    }
  };

  return {
    async get(recipeId: string, userId: string): Promise<RatingRecord | undefined> {
      const { Item } = await db.send(
        new GetCommand({ TableName: tableName, Key: keys.rating(recipeId, userId) }),
      );
      return Item as RatingRecord | undefined;
    },

    async totals(recipeId: string): Promise<{ ratingSum: number; ratingCount: number } | undefined> {
      const { Item } = await db.send(
        new GetCommand({
          TableName: tableName,
          Key: keys.recipe(recipeId),
          ProjectionExpression: 'ratingSum, ratingCount',
        }),
      );
      return Item as { ratingSum: number; ratingCount: number } | undefined;
    },

    /** 'conflict' when the user already rated the recipe. */
    create: (rating: RatingRecord) =>
      write([
        {
          Put: {
            TableName: tableName,
            Item: { ...keys.rating(rating.recipeId, rating.userId), type: 'Rating', ...rating },
            ConditionExpression: 'attribute_not_exists(pk)',
          },
        },
        ...addToTotals(rating.recipeId, rating.value, 1),
        bumpShardVersion(tableName, rating.recipeId),
      ]),

    /** 'conflict' when the stored value is no longer `previous` (a concurrent change): read and retry. */
    change: (rating: RatingRecord, previous: number) =>
      write([
        {
          Update: {
            TableName: tableName,
            Key: keys.rating(rating.recipeId, rating.userId),
            UpdateExpression: 'SET #value = :value',
            ConditionExpression: '#value = :previous',
            ExpressionAttributeNames: { '#value': 'value' },
            ExpressionAttributeValues: { ':value': rating.value, ':previous': previous },
          },
        },
        ...addToTotals(rating.recipeId, rating.value - previous, 0),
        bumpShardVersion(tableName, rating.recipeId),
      ]),
  };
};

export type RatingRepository = ReturnType<typeof createRatingRepository>;
