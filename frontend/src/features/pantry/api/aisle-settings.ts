import { useQuery } from '@tanstack/react-query';
import { defaultAisleSettings } from '#shared/shopping/aisles';
import type { ContextOwner } from '#web/lib/acting-context';
import { callApi } from '#web/lib/api-client';
import { queryOptionsBy } from '#web/lib/query-options-by';
import { pantryKey } from './get-pantry';

const getAisleSettings = (owner: ContextOwner, signal?: AbortSignal) =>
  'groupId' in owner
    ? callApi('groupAisleSettings', { params: { groupId: owner.groupId }, signal })
    : callApi('userAisleSettings', { params: { userId: owner.userId }, signal });

const aisleQueryOptions = queryOptionsBy(
  (owner: ContextOwner) => [...pantryKey(owner), 'aisles'] as const,
  getAisleSettings,
);

/** The household's store sections and their order (the shopping list's): the pantry is sorted the same way. */
export const usePantryAisles = (owner: ContextOwner) =>
  useQuery(aisleQueryOptions(owner)).data ?? defaultAisleSettings;
