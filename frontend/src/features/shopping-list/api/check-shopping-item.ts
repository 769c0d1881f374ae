import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ShoppingListItem } from '#shared/shopping/shopping-schemas';
import type { ContextOwner } from '#web/lib/acting-context';
import { sendOrQueue } from '#web/lib/offline/offline-queue';
import { shoppingListKey } from './get-shopping-list';
import { updateCall } from './queued-changes';

interface CheckVariables {
  item: ShoppingListItem;
  isChecked: boolean;
}

/**
 * Ticks or unticks an item at once (optimistic) and sets it back if the server refuses; without a
 * network the tick waits in the offline queue. Only isChecked is sent, with the time of the tick:
 * a tick must not also "change" a name another device edited meanwhile. Only that item's box is
 * set back, so other boxes ticked meanwhile keep their state.
 */
export const useCheckShoppingItem = (owner: ContextOwner) => {
  const queryClient = useQueryClient();
  const key = shoppingListKey(owner);
  const setChecked = (id: string, isChecked: boolean) =>
    queryClient.setQueryData<ShoppingListItem[]>(key, (list) =>
      list?.map((item) => (item.id === id ? { ...item, isChecked } : item)),
    );
  return useMutation({
    // Runs offline too: the change is then queued.
    networkMode: 'always',
    mutationFn: ({ item, isChecked }: CheckVariables) =>
      sendOrQueue(updateCall(key, item, { isChecked }, new Date().toISOString())),
    onMutate: async ({ item, isChecked }) => {
      // A reload still on its way would overwrite the tick with the old state.
      await queryClient.cancelQueries({ queryKey: key });
      setChecked(item.id, isChecked);
    },
    onError: (_error, { item }) => setChecked(item.id, item.isChecked),
  });
};
