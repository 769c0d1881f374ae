import { type Table, updatePart } from './table';
import { userPartition } from './users';

/** More than any household cooks from; keeps the one item far below DynamoDB's 400 KB. */
export const maxFavourites = 2_000;

/** A user's favourite recipes: one item holding a string set of recipe ids, read in one GetItem. */
const favouritesKey = (userId: string) => ({ pk: userPartition(userId), sk: 'FAVOURITES' });

export const createFavourites = (table: Table) => ({
  async of(userId: string): Promise<ReadonlySet<string>> {
    const item = await table.get<{ recipeIds?: Set<string> }>(favouritesKey(userId), {
      projection: 'recipeIds',
    });
    return item?.recipeIds ?? new Set();
  },

  /** Adds the recipe; false when the user already has the most favourites allowed. */
  add: (userId: string, recipeId: string) =>
    table.tryWrite(
      updatePart(favouritesKey(userId), {
        UpdateExpression: 'ADD recipeIds :ids SET #type = :type',
        ConditionExpression:
          'attribute_not_exists(recipeIds) OR size(recipeIds) < :max OR contains(recipeIds, :id)',
        ExpressionAttributeNames: { '#type': 'type' },
        ExpressionAttributeValues: {
          ':ids': new Set([recipeId]),
          ':max': maxFavourites,
          ':id': recipeId,
          ':type': 'Favourites',
        },
      }),
    ),

  remove: (userId: string, recipeId: string) =>
    table.write(
      updatePart(favouritesKey(userId), {
        UpdateExpression: 'DELETE recipeIds :ids',
        ExpressionAttributeValues: { ':ids': new Set([recipeId]) },
      }),
    ),
});

export type Favourites = ReturnType<typeof createFavourites>;
