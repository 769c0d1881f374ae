import { useQuery } from '@tanstack/react-query';
import type { ContextOwner } from '#web/lib/acting-context';
import { callApi } from '#web/lib/api-client';
import { loadQueue, useQueuedCalls } from '#web/lib/offline/offline-queue';
import { queryOptionsBy } from '#web/lib/query-options-by';
import { queuedFor, waitingItemIds, withQueuedChanges } from './queued-changes';

/** Every shopping list query starts with this key. */
export const shoppingListsKey = ['shopping-list'] as const;

/** One list a owner: the user's own, or a group's. */
export const shoppingListKey = (owner: ContextOwner) =>
  [...shoppingListsKey, 'groupId' in owner ? `group:${owner.groupId}` : `user:${owner.userId}`] as const;

/**
 * The list as the server has it (or, offline, as the service worker last saw it), with the changes
 * still queued offline applied on top: a reload while offline shows what the shopper did.
 */
export const getShoppingList = async (owner: ContextOwner, signal?: AbortSignal) => {
  const [list, queued] = await Promise.all([
    'groupId' in owner
      ? callApi('groupShoppingList', { params: { groupId: owner.groupId }, signal })
      : callApi('userShoppingList', { params: { userId: owner.userId }, signal }),
    loadQueue(),
  ]);
  return withQueuedChanges(list, owner, queuedFor(queued, shoppingListKey(owner)));
};

// A group's list changes in other members' hands: coming back to it always reloads it.
const listQueryOptions = queryOptionsBy(shoppingListKey, getShoppingList, { staleTime: 0 });

// Offline the read still runs once: the service worker answers it from its cache.
export const getShoppingListQueryOptions = (owner: ContextOwner) => ({
  ...listQueryOptions(owner),
  networkMode: 'offlineFirst' as const,
});

export const useShoppingList = (owner: ContextOwner) => useQuery(getShoppingListQueryOptions(owner));

/** The ids of the owner's items with a change waiting to be sent. */
export const useWaitingItemIds = (owner: ContextOwner): Set<string> =>
  waitingItemIds(owner, queuedFor(useQueuedCalls(), shoppingListKey(owner)));
