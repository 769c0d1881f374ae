import { useQuery } from '@tanstack/react-query';
import type { ContextOwner } from '#web/lib/acting-context';
import { callApi } from '#web/lib/api-client';
import { queryOptionsBy } from '#web/lib/query-options-by';

/** Every shopping list query starts with this key. */
export const shoppingListsKey = ['shopping-list'] as const;

/** One list a owner: the user's own, or a group's. */
export const shoppingListKey = (owner: ContextOwner) =>
  [...shoppingListsKey, 'groupId' in owner ? `group:${owner.groupId}` : `user:${owner.userId}`] as const;

export const getShoppingList = (owner: ContextOwner, signal?: AbortSignal) =>
  'groupId' in owner
    ? callApi('groupShoppingList', { params: { groupId: owner.groupId }, signal })
    : callApi('userShoppingList', { params: { userId: owner.userId }, signal });

// A group's list changes in other members' hands: coming back to it always reloads it.
export const getShoppingListQueryOptions = queryOptionsBy(shoppingListKey, getShoppingList, { staleTime: 0 });

export const useShoppingList = (owner: ContextOwner) => useQuery(getShoppingListQueryOptions(owner));
