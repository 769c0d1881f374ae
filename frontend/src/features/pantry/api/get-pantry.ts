import { useQuery } from '@tanstack/react-query';
import type { ContextOwner } from '#web/lib/acting-context';
import { callApi } from '#web/lib/api-client';
import {
  ownerListKey,
  ownerListQueryOptions,
  readWithQueuedChanges,
  useWaitingIds,
} from '#web/lib/offline/owner-list-cache';
import { pantryChanges } from './queued-changes';

/** One pantry an owner: the user's own, or a group's. */
export const pantryKey = (owner: ContextOwner) => ownerListKey('pantry', owner);

/** The pantry, with the changes still queued offline applied on top. */
export const getPantry = (owner: ContextOwner, signal?: AbortSignal) =>
  readWithQueuedChanges(
    'groupId' in owner
      ? callApi('groupPantry', { params: { groupId: owner.groupId }, signal })
      : callApi('userPantry', { params: { userId: owner.userId }, signal }),
    pantryChanges,
    owner,
    pantryKey(owner),
  );

export const getPantryQueryOptions = ownerListQueryOptions(pantryKey, getPantry);

export const usePantry = (owner: ContextOwner) => useQuery(getPantryQueryOptions(owner));

/** The ids of the owner's pantry items with a change waiting to be sent. */
export const useWaitingPantryIds = (owner: ContextOwner): Set<string> =>
  useWaitingIds(pantryChanges, owner, pantryKey(owner));
