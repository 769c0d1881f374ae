import { useQuery } from '@tanstack/react-query';
import type { ContextOwner } from '#web/lib/acting-context';
import { callApi } from '#web/lib/api-client';
import { loadQueue, useQueuedCalls } from '#web/lib/offline/offline-queue';
import { queuedFor } from '#web/lib/offline/queued-list-changes';
import { queryOptionsBy } from '#web/lib/query-options-by';
import { pantryChanges } from './queued-changes';

/** One pantry an owner: the user's own, or a group's. */
export const pantryKey = (owner: ContextOwner) =>
  ['pantry', 'groupId' in owner ? `group:${owner.groupId}` : `user:${owner.userId}`] as const;

/**
 * The pantry as the server has it (or, offline, as the service worker last saw it), with the
 * changes still queued offline applied on top: a reload while offline shows what was done.
 */
export const getPantry = async (owner: ContextOwner, signal?: AbortSignal) => {
  const [pantry, queued] = await Promise.all([
    'groupId' in owner
      ? callApi('groupPantry', { params: { groupId: owner.groupId }, signal })
      : callApi('userPantry', { params: { userId: owner.userId }, signal }),
    loadQueue(),
  ]);
  return pantryChanges.withQueuedChanges(pantry, owner, queuedFor(queued, pantryKey(owner)));
};

// A group's pantry changes in other members' hands: coming back to it always reloads it.
const pantryQueryOptions = queryOptionsBy(pantryKey, getPantry, { staleTime: 0 });

// Offline the read still runs once: the service worker answers it from its cache.
export const getPantryQueryOptions = (owner: ContextOwner) => ({
  ...pantryQueryOptions(owner),
  networkMode: 'offlineFirst' as const,
});

export const usePantry = (owner: ContextOwner) => useQuery(getPantryQueryOptions(owner));

/** The ids of the owner's pantry items with a change waiting to be sent. */
export const useWaitingPantryIds = (owner: ContextOwner): Set<string> =>
  pantryChanges.waitingItemIds(owner, queuedFor(useQueuedCalls(), pantryKey(owner)));
