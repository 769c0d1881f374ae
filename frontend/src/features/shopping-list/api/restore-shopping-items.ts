import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ShoppingListItem } from '#shared/shopping/shopping-schemas';
import type { ContextOwner } from '#web/lib/acting-context';
import { callApi } from '#web/lib/api-client';
import { t } from '#web/lib/i18n/t';
import { shoppingListKey } from './get-shopping-list';

export const restoreFailedMessage = (): string => t('shopping.restoreFailed');

/** Undo of a delete or a clear: the items go back as they were; the answer is the whole list. */
export const useRestoreShoppingItems = (owner: ContextOwner) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (items: ShoppingListItem[]) => callApi('restoreShoppingItems', { body: { items } }),
    onSuccess: (list) => queryClient.setQueryData(shoppingListKey(owner), list),
  });
};
