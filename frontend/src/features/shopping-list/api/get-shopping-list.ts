import { useQuery } from '@tanstack/react-query';
import type { ContextOwner } from '#web/lib/acting-context';
import { callApi } from '#web/lib/api-client';
import {
  ownerListKey,
  ownerListQueryOptions,
  readWithQueuedChanges,
  useWaitingIds,
} from '#web/lib/offline/owner-list-cache';
import { shoppingChanges } from './queued-changes';

/** Every shopping list query starts with this key. */
export const shoppingListsKey = ['shopping-list'] as const;

/** One list a owner: the user's own, or a group's. */
export const shoppingListKey = (owner: ContextOwner) => ownerListKey(shoppingListsKey[0], owner);

/** The list, with the changes still queued offline applied on top: a reload while offline shows what the shopper did. */
export const getShoppingList = (owner: ContextOwner, signal?: AbortSignal) =>
  readWithQueuedChanges(
    'groupId' in owner
      ? callApi('groupShoppingList', { params: { groupId: owner.groupId }, signal })
      : callApi('userShoppingList', { params: { userId: owner.userId }, signal }),
    shoppingChanges,
    owner,
    shoppingListKey(owner),
  );

export const getShoppingListQueryOptions = ownerListQueryOptions(shoppingListKey, getShoppingList);

export const useShoppingList = (owner: ContextOwner) => useQuery(getShoppingListQueryOptions(owner));

/** The ids of the owner's items with a change waiting to be sent. */
export const useWaitingItemIds = (owner: ContextOwner): Set<string> =>
  useWaitingIds(shoppingChanges, owner, shoppingListKey(owner));
