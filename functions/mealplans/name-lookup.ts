import type { Recipes } from '../data/recipes';
import type { Users } from '../data/users';

export interface Names {
  people: Map<string, { id: string; name: string; avatar: string | null }>;
  recipes: Map<string, { id: string; name: string }>;
}

/**
 * Chefs' names and colours and recipes' names, read live (the two batches side by side): a renamed
 * recipe or a new colour shows at once, and a deleted recipe simply is not found (so it leaves every plan).
 */
export const createNameLookup =
  (users: Pick<Users, 'findMany'>, recipes: Pick<Recipes, 'findMany'>) =>
  async (userIds: Iterable<string>, recipeIds: Iterable<string>): Promise<Names> => {
    const [people, dishes] = await Promise.all([
      users.findMany([...userIds]),
      recipes.findMany([...recipeIds]),
    ]);
    return {
      people: new Map(people.map(({ id, name, avatar }) => [id, { id, name, avatar: avatar ?? null }])),
      recipes: new Map(dishes.map(({ id, name }) => [id, { id, name }])),
    };
  };

export type NameLookup = ReturnType<typeof createNameLookup>;
