import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ShoppingItemFields, ShoppingListItem } from '#shared/shopping/shopping-schemas';
import type { ContextOwner } from '#web/lib/acting-context';
import { t } from '#web/lib/i18n/t';
import { sendOrQueue } from '#web/lib/offline/offline-queue';
import { shoppingListKey } from './get-shopping-list';
import { createCall, createdItem, updateCall } from './queued-changes';

export const addItemFailedMessage = (): string => t('shopping.addItemFailed');
export const updateItemFailedMessage = (): string => t('shopping.updateItemFailed');

/** Puts a saved item into the cached list, in place of the one with its id or as a new line. */
export const replaceCachedItem = (queryClient: QueryClient, owner: ContextOwner, saved: ShoppingListItem) =>
  queryClient.setQueryData<ShoppingListItem[]>(shoppingListKey(owner), (list) =>
    list?.some((item) => item.id === saved.id)
      ? list.map((item) => (item.id === saved.id ? saved : item))
      : [...(list ?? []), saved],
  );

/** The fields the dialog changed: only those are sent, so the others keep later changes from elsewhere. */
const editedFields = (item: ShoppingListItem | undefined, fields: ShoppingItemFields) =>
  item
    ? Object.fromEntries(
        (['name', 'amount', 'unit'] as const)
          .filter((field) => fields[field] !== item[field])
          .map((field) => [field, fields[field]]),
      )
    : fields;

/**
 * The item dialog's save: a new item for the owner's list, or the changes to one (`id`). Spec 4: a
 * hand-added item is unchecked, of source 'manual', with no recipe. The new item's id is made here
 * (its clientId), so a create sent twice makes one item; without a network the save waits in the
 * offline queue and the list shows it at once.
 */
export const useSaveShoppingItem = (owner: ContextOwner, id: string | null) => {
  const queryClient = useQueryClient();
  const key = shoppingListKey(owner);
  return useMutation({
    networkMode: 'always',
    mutationFn: async (fields: ShoppingItemFields): Promise<ShoppingListItem> => {
      if (id) {
        const cached = queryClient.getQueryData<ShoppingListItem[]>(key)?.find((item) => item.id === id);
        const edited = editedFields(cached, fields);
        const call = updateCall(key, cached ?? { id, name: fields.name }, edited, new Date().toISOString());
        const result = await sendOrQueue(call);
        if (result.sent) return result.data as ShoppingListItem;
        // Queued: the item is in the cache, or the dialog could not have opened.
        return { ...(cached as ShoppingListItem), ...fields };
      }
      const call = createCall(key, owner, fields, crypto.randomUUID(), new Date().toISOString());
      const result = await sendOrQueue(call);
      return result.sent
        ? (result.data as ShoppingListItem)
        : createdItem(owner, call.body as Record<string, unknown>);
    },
    onSuccess: (saved) => replaceCachedItem(queryClient, owner, saved),
  });
};
