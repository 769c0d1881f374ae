import type { QueryKey } from '@tanstack/react-query';
import type { ShoppingListItem } from '#shared/shopping/shopping-schemas';
import type { ContextOwner } from '#web/lib/acting-context';
import { t } from '#web/lib/i18n/t';
import type { NewCall } from '#web/lib/offline/offline-queue';
import { queuedItemBase, queuedListChanges } from '#web/lib/offline/queued-list-changes';

export { queuedFor } from '#web/lib/offline/queued-list-changes';

/** The shopping list's changes as queued API calls (lib/offline/queued-list-changes.ts). */
export const shoppingChanges = queuedListChanges<ShoppingListItem, 'name' | 'amount' | 'unit' | 'isChecked'>({
  routes: { create: 'createShoppingItem', update: 'updateShoppingItem', delete: 'deleteShoppingItem' },
  fields: ['name', 'amount', 'unit', 'isChecked'],
  createdItem: (owner, body) => ({
    ...queuedItemBase(owner, body),
    isChecked: false,
    source: 'manual',
    recipeId: null,
    createdAt: String(body.createdAt),
  }),
  goneNotice: (name) => t('shopping.removedElsewhere', { name }),
});

export const { updateCall, deleteCall, createdItem, withQueuedChanges, waitingItemIds } = shoppingChanges;

/** A hand-added item, as the create call carries it and as the list shows it until it is sent. */
export const createCall = (
  queryKey: QueryKey,
  owner: ContextOwner,
  fields: Pick<ShoppingListItem, 'name' | 'amount' | 'unit'>,
  clientId: string,
  createdAt: string,
): NewCall =>
  shoppingChanges.createCall(queryKey, owner, {
    ...fields,
    isChecked: false,
    source: 'manual',
    recipeId: null,
    createdAt,
    clientId,
  });
