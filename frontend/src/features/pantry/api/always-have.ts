import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ContextOwner } from '#web/lib/acting-context';
import { callApi } from '#web/lib/api-client';
import { queryOptionsBy } from '#web/lib/query-options-by';
import { pantryKey } from './get-pantry';

export const alwaysHaveKey = (owner: ContextOwner) => [...pantryKey(owner), 'always-have'] as const;

const getAlwaysHave = (owner: ContextOwner, signal?: AbortSignal) =>
  'groupId' in owner
    ? callApi('groupAlwaysHave', { params: { groupId: owner.groupId }, signal })
    : callApi('userAlwaysHave', { params: { userId: owner.userId }, signal });

const alwaysHaveQueryOptions = queryOptionsBy(alwaysHaveKey, getAlwaysHave, { staleTime: 0 });

/** The owner's "Always have" names (`isDefault` while never edited). */
export const useAlwaysHave = (owner: ContextOwner) => useQuery(alwaysHaveQueryOptions(owner));

/** Saves the whole list (the server keeps exactly these names). */
export const useSetAlwaysHave = (owner: ContextOwner) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (names: string[]) => callApi('setAlwaysHave', { body: { names, ...owner } }),
    onSuccess: (saved) => queryClient.setQueryData(alwaysHaveKey(owner), saved),
  });
};
