import type { PantryItem } from '#shared/pantry/pantry-schemas';
import { t } from '#web/lib/i18n/t';
import { queuedItemBase, queuedListChanges } from '#web/lib/offline/queued-list-changes';

/**
 * The pantry's changes as queued API calls, in the shopping list's offline queue
 * (lib/offline/queued-list-changes.ts): an add carries its clientId, an edit its changedAt.
 */
export const pantryChanges = queuedListChanges<PantryItem, 'name' | 'amount' | 'unit' | 'bestBefore'>({
  routes: { create: 'createPantryItem', update: 'updatePantryItem', delete: 'deletePantryItem' },
  fields: ['name', 'amount', 'unit', 'bestBefore'],
  // Shown as added; the server may merge it into an item already there, which the next read shows.
  createdItem: (owner, body) => ({
    ...queuedItemBase(owner, body),
    bestBefore: typeof body.bestBefore === 'string' ? body.bestBefore : null,
  }),
  goneNotice: (name) => t('pantry.removedElsewhere', { name }),
});
