import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Section } from '#shared/shopping/aisles';
import type { ContextOwner } from '#web/lib/acting-context';
import { callApi } from '#web/lib/api-client';
import { t } from '#web/lib/i18n/t';
import { queryOptionsBy } from '#web/lib/query-options-by';
import { shoppingListKey } from './get-shopping-list';

export const sectionOrderFailedMessage = (): string => t('shopping.sectionOrderFailed');

/** The owner's aisle settings; a key of their own, so cancelling the list's queries leaves them be. */
export const aisleSettingsKey = (owner: ContextOwner) =>
  ['shopping-aisles', ...shoppingListKey(owner).slice(1)] as const;

const getAisleSettings = (owner: ContextOwner, signal?: AbortSignal) =>
  'groupId' in owner
    ? callApi('groupAisleSettings', { params: { groupId: owner.groupId }, signal })
    : callApi('userAisleSettings', { params: { userId: owner.userId }, signal });

export const getAisleSettingsQueryOptions = queryOptionsBy(aisleSettingsKey, getAisleSettings, {
  staleTime: 0,
});

export const useAisleSettings = (owner: ContextOwner) => useQuery(getAisleSettingsQueryOptions(owner));

/** Remembers the section for items of a name; the answer (all settings) replaces the cached ones. */
export const useRememberSection = (owner: ContextOwner) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ name, section }: { name: string; section: Section }) =>
      callApi('rememberSection', { body: { name, section, ...owner } }),
    onSuccess: (settings) => queryClient.setQueryData(aisleSettingsKey(owner), settings),
  });
};

export const useSetSectionOrder = (owner: ContextOwner) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (order: Section[]) => callApi('setSectionOrder', { body: { order, ...owner } }),
    onSuccess: (settings) => queryClient.setQueryData(aisleSettingsKey(owner), settings),
  });
};
