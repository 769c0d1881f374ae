import { useMutation, useQueryClient } from '@tanstack/react-query';
import { leftOutHeader, pantryLeftOutHeader } from '#shared/shopping/left-out-header';
import type { ShoppingListItem } from '#shared/shopping/shopping-schemas';
import type { ContextOwner } from '#web/lib/acting-context';
import { callApiWithHeaders } from '#web/lib/api-client';
import { t } from '#web/lib/i18n/t';
import { type ListChange, listChange } from '../utils/list-change';
import { getShoppingListQueryOptions, shoppingListKey } from './get-shopping-list';

export const generateFailedMessage = (): string => t('shopping.generateFailed');

interface GenerateVariables {
  weekStartDate: string;
  /** Add everything, also what the pantry holds ("Add anyway"). */
  ignorePantry?: boolean;
}

/**
 * Adds the ingredients of the week's planned recipes, less what the pantry holds; the server merges
 * them and answers with the whole list, which replaces the cached one. What changed is measured
 * against the list shown before.
 */
export const useGenerateShoppingList = (owner: ContextOwner) => {
  const queryClient = useQueryClient();
  const key = shoppingListKey(owner);
  return useMutation({
    mutationFn: async ({ weekStartDate, ignorePantry }: GenerateVariables): Promise<ListChange> => {
      // From the meal plan the list may not be loaded yet: the counts need what was on it.
      const before: ShoppingListItem[] =
        queryClient.getQueryData<ShoppingListItem[]>(key) ??
        (await queryClient.fetchQuery(getShoppingListQueryOptions(owner)));
      const { data, headers } = await callApiWithHeaders('generateShoppingList', {
        body: { weekStartDate, ...(ignorePantry ? { ignorePantry } : {}), ...owner },
      });
      return listChange(before, data, {
        leftOut: Number(headers.get(leftOutHeader)) || 0,
        pantryLeftOut: Number(headers.get(pantryLeftOutHeader)) || 0,
      });
    },
    onSuccess: (change) => queryClient.setQueryData(key, change.list),
  });
};
