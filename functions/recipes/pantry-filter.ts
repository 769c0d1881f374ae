import type { PantryStock } from '#shared/pantry/coverage';
import type { RecipeListParams } from '#shared/recipes/recipe-schemas';
import type { Memberships } from '../data/memberships';
import type { Owner } from '../data/owner';
import type { Caller } from '../lib/auth/access-token';
import { NotFoundError } from '../lib/domain-errors';
import { createOwnerAccess } from '../lib/owner-access';
import type { PantryFilter } from './catalogue-query';

export interface PantryFilterDependencies {
  memberships: Pick<Memberships, 'get'>;
  /** What an owner's pantry and "Always have" list hold. */
  pantryStockOf: (owner: Owner) => Promise<PantryStock>;
}

/**
 * "What can I make" (issue 27): the pantry filter a list query asks for, read from the caller's
 * own pantry or, with `pantryGroupId`, a group's they belong to (404 otherwise, like the group's
 * list); none when the query asks for none. The membership and the pantry are read side by side.
 */
export const createPantryFilterOf = ({ memberships, pantryStockOf }: PantryFilterDependencies) => {
  const ownerAccess = createOwnerAccess(memberships);
  return (
    caller: Caller,
    query: Pick<RecipeListParams, 'canMake' | 'missingAtMost' | 'pantryGroupId'>,
  ): Promise<PantryFilter> | undefined => {
    const missingAtMost = query.canMake ? 0 : query.missingAtMost;
    if (missingAtMost === undefined) return undefined;
    const owner: Owner = query.pantryGroupId
      ? { type: 'group', id: query.pantryGroupId }
      : { type: 'user', id: caller.userId };
    return Promise.all([
      ownerAccess(caller, owner, () => new NotFoundError('errors.groupNotFound')),
      pantryStockOf(owner),
    ]).then(([, stock]) => ({ stock, missingAtMost }));
  };
};
