import type { ShoppingListItem } from '#shared/shopping/shopping-schemas';

/** What a line added by hand starts with: no amount or unit, not ticked, from no recipe. */
const handAdded = { amount: null, unit: null, isChecked: false, source: 'manual', recipeId: null } as const;

/**
 * A shopping list item as the API answers it: a line added by hand to user u1's list, unless
 * `fields` say otherwise (unit tests of the app and of the live messages build theirs from it).
 */
export const shoppingItem = (
  fields: Pick<ShoppingListItem, 'id' | 'name'> & Partial<ShoppingListItem>,
): ShoppingListItem => ({
  ...handAdded,
  createdAt: '2026-11-25T10:00:00.000Z',
  userId: 'u1',
  groupId: null,
  ...fields,
});
