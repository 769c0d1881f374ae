import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ShoppingItemFields, ShoppingListItem } from '#shared/shopping/shopping-schemas';
import type { ContextOwner } from '#web/lib/acting-context';
import { callApi } from '#web/lib/api-client';
import { shoppingListKey } from './get-shopping-list';

export const addItemFailedMessage = 'Failed to add item';
export const updateItemFailedMessage = 'Failed to update item';

/** Puts a saved item into the cached list, in place of the one with its id or as a new line. */
export const replaceCachedItem = (queryClient: QueryClient, owner: ContextOwner, saved: ShoppingListItem) =>
  queryClient.setQueryData<ShoppingListItem[]>(shoppingListKey(owner), (list) =>
    list?.some((item) => item.id === saved.id)
      ? list.map((item) => (item.id === saved.id ? saved : item))
      : [...(list ?? []), saved],
  );

/** Spec 4: a hand-added item is unchecked, of source 'manual', with no recipe. */
export const createShoppingItem = (owner: ContextOwner, fields: ShoppingItemFields) =>
  callApi('createShoppingItem', {
    body: { ...fields, isChecked: false, source: 'manual', recipeId: null, ...owner },
  });

export const updateShoppingItem = (id: string, fields: ShoppingItemFields) =>
  callApi('updateShoppingItem', { params: { id }, body: fields });

/** The item dialog's save: a new item for the owner's list, or the changes to one (`id`). */
export const useSaveShoppingItem = (owner: ContextOwner, id: string | null) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fields: ShoppingItemFields) =>
      id ? updateShoppingItem(id, fields) : createShoppingItem(owner, fields),
    onSuccess: (saved) => replaceCachedItem(queryClient, owner, saved),
  });
};
