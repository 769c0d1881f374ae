import type { ShoppingListItem } from '#shared/shopping/shopping-schemas';
import type { ContextOwner } from '#web/lib/acting-context';
import { t } from '#web/lib/i18n/t';
import { useDeleteListItem } from '#web/lib/offline/owner-list-cache';
import { shoppingListKey } from './get-shopping-list';
import { deleteCall } from './queued-changes';

export const deleteItemFailedMessage = (): string => t('shopping.deleteItemFailed');

/** Deletes an item (lib/offline/owner-list-cache.ts: queued without a network). */
export const useDeleteShoppingItem = (owner: ContextOwner) =>
  useDeleteListItem<ShoppingListItem>(shoppingListKey(owner), deleteCall);
