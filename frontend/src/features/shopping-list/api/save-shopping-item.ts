import type { ShoppingItemFields } from '#shared/shopping/shopping-schemas';
import type { ContextOwner } from '#web/lib/acting-context';
import { t } from '#web/lib/i18n/t';
import { useSaveListItem } from '#web/lib/offline/owner-list-cache';
import { shoppingListKey } from './get-shopping-list';
import { createCall, shoppingChanges } from './queued-changes';

/** The dialog's failure text when the server gives none: for an edit, or for an add. */
export const shoppingItemSaveFailedMessage = (editing: boolean): string =>
  editing ? t('shopping.updateItemFailed') : t('shopping.addItemFailed');

/**
 * The item dialog's save: a new item for the owner's list, or the changes to one (`id`). Spec 4: a
 * hand-added item is unchecked, of source 'manual', with no recipe. The new item's id is made here
 * (its clientId), so a create sent twice makes one item; without a network the save waits in the
 * offline queue and the list shows it at once.
 */
export const useSaveShoppingItem = (owner: ContextOwner, id: string | null) => {
  const key = shoppingListKey(owner);
  return useSaveListItem({
    owner,
    key,
    id,
    changes: shoppingChanges,
    fieldNames: ['name', 'amount', 'unit'],
    createCall: (fields: ShoppingItemFields) =>
      createCall(key, owner, fields, crypto.randomUUID(), new Date().toISOString()),
  });
};
