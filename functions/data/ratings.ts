import { catalogueParts } from './catalogue';
import { addRatingTotals, recipePartition } from './recipes';
import { absent, deletePart, putPart, type Table, updatePart, type WritePart } from './table';

export interface RatingRecord {
  recipeId: string;
  userId: string;
  value: number;
  createdAt: string;
}

export type RatingWriteOutcome = 'written' | 'conflict' | 'recipe-missing';

const ratingPrefix = 'RATING#';
/** One rating per user and recipe, beside the recipe: the key itself enforces it. */
const ratingKey = (recipeId: string, userId: string) => ({
  pk: recipePartition(recipeId),
  sk: `${ratingPrefix}${userId}`,
});
/**
 * gsi1: a user's ratings, by recipe, so that an account's are found without reading the catalogue
 * (an account deleted: account-cleanup.ts). Ratings stored before carry no such keys: a change adds
 * them, and an account from before (no `ratingsIndexed` on its profile) is swept by the catalogue.
 */
const ratingsOfUserPartition = (userId: string) => `RATINGS#${userId}`;
const ratingListing = (recipeId: string, userId: string) => ({
  gsi1pk: ratingsOfUserPartition(userId),
  gsi1sk: recipeId,
});

/**
 * Ratings. Every change moves the recipe's sum and count, the card's copy of them and the shard
 * version in the same transaction (parts from recipes.ts and catalogue.ts), so the average is
 * exact whatever runs concurrently.
 */
export const createRatings = (table: Table) => {
  const write = async (
    rating: WritePart,
    recipeId: string,
    sumDelta: number,
    countDelta: number,
    bumpVersion = true,
  ) =>
    (await table.tryTransact<RatingWriteOutcome>(
      [
        rating,
        addRatingTotals(recipeId, sumDelta, countDelta),
        catalogueParts.addRatingTotals(recipeId, sumDelta, countDelta),
        ...(bumpVersion ? [catalogueParts.bumpVersion(recipeId)] : []),
      ],
      ['conflict', 'recipe-missing', 'recipe-missing'],
    )) ?? 'written';

  return {
    get: (recipeId: string, userId: string) => table.get<RatingRecord>(ratingKey(recipeId, userId)),

    /** 'conflict' when the user already rated the recipe. */
    create: (rating: RatingRecord) =>
      write(
        putPart(
          {
            ...ratingKey(rating.recipeId, rating.userId),
            ...ratingListing(rating.recipeId, rating.userId),
            type: 'Rating',
            ...rating,
          },
          absent,
        ),
        rating.recipeId,
        rating.value,
        1,
      ),

    /** 'conflict' when the stored value is no longer `previous` (a concurrent change): read and retry. */
    change: (rating: RatingRecord, previous: number) =>
      write(
        updatePart(ratingKey(rating.recipeId, rating.userId), {
          // A rating stored before the listing existed gets it now.
          UpdateExpression: 'SET #value = :value, gsi1pk = :listing, gsi1sk = :recipe',
          ConditionExpression: '#value = :previous',
          ExpressionAttributeNames: { '#value': 'value' },
          ExpressionAttributeValues: {
            ':value': rating.value,
            ':previous': previous,
            ':listing': ratingsOfUserPartition(rating.userId),
            ':recipe': rating.recipeId,
          },
        }),
        rating.recipeId,
        rating.value - previous,
        0,
      ),

    /**
     * One page (up to `limit`) of the user's ratings from their listing, after `startKey` (the
     * last page's `lastKey`). The index is eventually consistent: a rating a moment old may be
     * missing, one taken back a moment ago may still show (its removal then finds it changed).
     */
    async pageOfUser(userId: string, limit: number, startKey: Record<string, unknown> | undefined) {
      const { items, lastKey } = await table.page<RatingRecord>(
        { partition: ratingsOfUserPartition(userId), index: 'gsi1' },
        limit,
        startKey,
      );
      return {
        ratings: items.map(({ recipeId, userId: by, value, createdAt }) => ({
          recipeId,
          userId: by,
          value,
          createdAt,
        })),
        lastKey,
      };
    },

    /**
     * The user's ratings among these recipes: ratings are kept beside their recipe, so a user's are
     * found by key, 100 recipes per BatchGetItem (an account from before the listing deleted, and a
     * rating read again after a conflict: account-cleanup.ts).
     */
    ofUserAmong: (userId: string, recipeIds: string[]) =>
      table.batchGet<RatingRecord>(recipeIds.map((recipeId) => ratingKey(recipeId, userId))),

    /**
     * Takes a rating back: deleted, and its value out of the totals. 'conflict' when it changed
     * meanwhile (read and retry); 'recipe-missing' when the recipe went, and the rating with it.
     * Without the shard's version bump, so many can run at once (they would all contend for the one
     * versions item): the caller bumps the shards once afterwards (`catalogue.bumpShardsOf`).
     */
    removeUnversioned: (rating: RatingRecord) =>
      write(
        deletePart(ratingKey(rating.recipeId, rating.userId), {
          ConditionExpression: '#value = :value',
          ExpressionAttributeNames: { '#value': 'value' },
          ExpressionAttributeValues: { ':value': rating.value },
        }),
        rating.recipeId,
        -rating.value,
        -1,
        false,
      ),

    /**
     * Deletes every rating of a deleted recipe. New ratings cannot appear meanwhile: rating
     * transactions check that the recipe exists.
     */
    deleteAllOf: (recipeId: string) =>
      table.deleteAll({ partition: recipePartition(recipeId), sortKey: { beginsWith: ratingPrefix } }),
  };
};

export type Ratings = ReturnType<typeof createRatings>;
