import type { ContextOwner } from '#web/lib/acting-context';
import { callApi } from '#web/lib/api-client';
import { offlineOwnerList, ownerListKey } from '#web/lib/offline/owner-list-cache';
import { pantryChanges } from './queued-changes';

/** One pantry an owner: the user's own, or a group's. */
export const pantryKey = (owner: ContextOwner) => ownerListKey('pantry', owner);

/** The pantry, with the changes still queued offline applied on top. */
const pantry = offlineOwnerList(
  pantryKey,
  (owner, signal) =>
    'groupId' in owner
      ? callApi('groupPantry', { params: { groupId: owner.groupId }, signal })
      : callApi('userPantry', { params: { userId: owner.userId }, signal }),
  pantryChanges,
);

export const usePantry = pantry.useList;

/** The ids of the owner's pantry items with a change waiting to be sent. */
export const useWaitingPantryIds = pantry.useWaitingIds;
