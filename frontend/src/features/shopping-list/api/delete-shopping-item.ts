import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ShoppingListItem } from '#shared/shopping/shopping-schemas';
import type { ContextOwner } from '#web/lib/acting-context';
import { callApi } from '#web/lib/api-client';
import { shoppingListKey } from './get-shopping-list';

export const deleteItemFailedMessage = 'Failed to delete item';

export const deleteShoppingItem = (id: string) => callApi('deleteShoppingItem', { params: { id } });

/** Deletes an item; it leaves the cached list once the server has removed it. */
export const useDeleteShoppingItem = (owner: ContextOwner) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (item: ShoppingListItem) => deleteShoppingItem(item.id),
    onSuccess: (_nothing, deleted) =>
      queryClient.setQueryData<ShoppingListItem[]>(shoppingListKey(owner), (list) =>
        list?.filter((item) => item.id !== deleted.id),
      ),
  });
};
