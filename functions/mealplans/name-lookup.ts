import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { batchGet } from '../data/batch-get';
import { keys } from '../data/keys';

export interface Names {
  people: Map<string, { id: string; name: string; avatar: string | null }>;
  recipes: Map<string, { id: string; name: string }>;
}

/**
 * Chefs' names and colours and recipes' names, read live in one batch: a renamed recipe or a new
 * colour shows at once, and a deleted recipe simply is not found (so it leaves every plan).
 */
export const createNameLookup =
  (db: DynamoDBDocumentClient, tableName: string) =>
  async (userIds: Iterable<string>, recipeIds: Iterable<string>): Promise<Names> => {
    const users = [...new Set(userIds)];
    const recipes = [...new Set(recipeIds)];
    const items = await batchGet(db, tableName, [...users.map(keys.user), ...recipes.map(keys.recipe)]);
    const names: Names = { people: new Map(), recipes: new Map() };
    for (const item of items) {
      if (item.type === 'User') {
        const { id, name, avatar } = item as { id: string; name: string; avatar: string | null };
        names.people.set(id, { id, name, avatar: avatar ?? null });
      } else if (item.type === 'Recipe') {
        const { id, name } = item as { id: string; name: string };
        names.recipes.set(id, { id, name });
      }
    }
    return names;
  };

export type NameLookup = ReturnType<typeof createNameLookup>;
