import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ShoppingListItem } from '#shared/shopping/shopping-schemas';
import type { ContextOwner } from '#web/lib/acting-context';
import { callApi } from '#web/lib/api-client';
import { t } from '#web/lib/i18n/t';
import { shoppingListKey } from './get-shopping-list';

export const clearTickedFailedMessage = (): string => t('shopping.clearTickedFailed');

/** Removes the list's ticked items; the answer names those removed (an item unticked meanwhile stays). */
export const useClearTicked = (owner: ContextOwner) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi('clearTickedShoppingItems', { body: owner }),
    onSuccess: (removed) => {
      const gone = new Set(removed.map((item) => item.id));
      queryClient.setQueryData<ShoppingListItem[]>(shoppingListKey(owner), (list) =>
        list?.filter((item) => !gone.has(item.id)),
      );
    },
  });
};
