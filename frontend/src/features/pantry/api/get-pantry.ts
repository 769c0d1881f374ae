import { useQuery } from '@tanstack/react-query';
import type { ContextOwner } from '#web/lib/acting-context';
import { callApi } from '#web/lib/api-client';
import { queryOptionsBy } from '#web/lib/query-options-by';

/** One pantry an owner: the user's own, or a group's. */
export const pantryKey = (owner: ContextOwner) =>
  ['pantry', 'groupId' in owner ? `group:${owner.groupId}` : `user:${owner.userId}`] as const;

export const getPantry = (owner: ContextOwner, signal?: AbortSignal) =>
  'groupId' in owner
    ? callApi('groupPantry', { params: { groupId: owner.groupId }, signal })
    : callApi('userPantry', { params: { userId: owner.userId }, signal });

// A group's pantry changes in other members' hands: coming back to it always reloads it.
export const getPantryQueryOptions = queryOptionsBy(pantryKey, getPantry, { staleTime: 0 });

export const usePantry = (owner: ContextOwner) => useQuery(getPantryQueryOptions(owner));
