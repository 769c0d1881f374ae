import type { ContextOwner } from '#web/lib/acting-context';
import { callApi } from '#web/lib/api-client';
import { offlineOwnerList, ownerListKey } from '#web/lib/offline/owner-list-cache';
import { shoppingChanges } from './queued-changes';

/** One list a owner: the user's own, or a group's. */
export const shoppingListKey = (owner: ContextOwner) => ownerListKey('shopping-list', owner);

/** The list, with the changes still queued offline applied on top: a reload while offline shows what the shopper did. */
const shoppingList = offlineOwnerList(
  shoppingListKey,
  (owner, signal) =>
    'groupId' in owner
      ? callApi('groupShoppingList', { params: { groupId: owner.groupId }, signal })
      : callApi('userShoppingList', { params: { userId: owner.userId }, signal }),
  shoppingChanges,
);

export const getShoppingListQueryOptions = shoppingList.queryOptions;

export const useShoppingList = shoppingList.useList;

/** The ids of the owner's items with a change waiting to be sent. */
export const useWaitingItemIds = shoppingList.useWaitingIds;
