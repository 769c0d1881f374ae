import { useMutation, useQueryClient } from '@tanstack/react-query';
import { leftOutHeader } from '#shared/shopping/left-out-header';
import type { ShoppingListItem } from '#shared/shopping/shopping-schemas';
import type { ContextOwner } from '#web/lib/acting-context';
import { callApiWithHeaders } from '#web/lib/api-client';
import { t } from '#web/lib/i18n/t';
import { type ListChange, listChange } from '../utils/list-change';
import { getShoppingListQueryOptions, shoppingListKey } from './get-shopping-list';

export const generateFailedMessage = (): string => t('shopping.generateFailed');

/**
 * Adds the ingredients of the week's planned recipes; the server merges them and answers with the
 * whole list, which replaces the cached one. What changed is measured against the list shown before.
 */
export const useGenerateShoppingList = (owner: ContextOwner) => {
  const queryClient = useQueryClient();
  const key = shoppingListKey(owner);
  return useMutation({
    mutationFn: async (weekStartDate: string): Promise<ListChange> => {
      // From the meal plan the list may not be loaded yet: the counts need what was on it.
      const before: ShoppingListItem[] =
        queryClient.getQueryData<ShoppingListItem[]>(key) ??
        (await queryClient.fetchQuery(getShoppingListQueryOptions(owner)));
      const { data, headers } = await callApiWithHeaders('generateShoppingList', {
        body: { weekStartDate, ...owner },
      });
      return listChange(before, data, Number(headers.get(leftOutHeader)) || 0);
    },
    onSuccess: (change) => queryClient.setQueryData(key, change.list),
  });
};
