import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ShoppingListItem } from '#shared/shopping/shopping-schemas';
import type { ContextOwner } from '#web/lib/acting-context';
import { t } from '#web/lib/i18n/t';
import { sendOrQueue } from '#web/lib/offline/offline-queue';
import { shoppingListKey } from './get-shopping-list';
import { deleteCall } from './queued-changes';

export const deleteItemFailedMessage = (): string => t('shopping.deleteItemFailed');

/**
 * Deletes an item; it leaves the cached list once the server has removed it, or at once when the
 * deletion waits in the offline queue.
 */
export const useDeleteShoppingItem = (owner: ContextOwner) => {
  const queryClient = useQueryClient();
  const key = shoppingListKey(owner);
  return useMutation({
    networkMode: 'always',
    mutationFn: (item: ShoppingListItem) => sendOrQueue(deleteCall(key, item)),
    // A read still on its way was answered before the deletion: it would bring the item back.
    onMutate: () => queryClient.cancelQueries({ queryKey: key }),
    onSuccess: (_result, deleted) =>
      queryClient.setQueryData<ShoppingListItem[]>(key, (list) =>
        list?.filter((item) => item.id !== deleted.id),
      ),
  });
};
