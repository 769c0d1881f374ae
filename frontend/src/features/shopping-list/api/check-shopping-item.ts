import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ShoppingListItem } from '#shared/shopping/shopping-schemas';
import type { ContextOwner } from '#web/lib/acting-context';
import { callApi } from '#web/lib/api-client';
import { shoppingListKey } from './get-shopping-list';

interface CheckVariables {
  item: ShoppingListItem;
  isChecked: boolean;
}

/** Spec 4: the checkbox sends the whole item back with the new isChecked. */
export const checkShoppingItem = ({ item, isChecked }: CheckVariables) =>
  callApi('updateShoppingItem', { params: { id: item.id }, body: { ...item, isChecked } });

/**
 * Ticks or unticks an item at once (optimistic) and sets it back if the server refuses. Only that
 * item's box is set back, so other boxes ticked meanwhile keep their state.
 */
export const useCheckShoppingItem = (owner: ContextOwner) => {
  const queryClient = useQueryClient();
  const key = shoppingListKey(owner);
  const setChecked = (id: string, isChecked: boolean) =>
    queryClient.setQueryData<ShoppingListItem[]>(key, (list) =>
      list?.map((item) => (item.id === id ? { ...item, isChecked } : item)),
    );
  return useMutation({
    mutationFn: checkShoppingItem,
    onMutate: async ({ item, isChecked }) => {
      // A reload still on its way would overwrite the tick with the old state.
      await queryClient.cancelQueries({ queryKey: key });
      setChecked(item.id, isChecked);
    },
    onError: (_error, { item }) => setChecked(item.id, item.isChecked),
  });
};
