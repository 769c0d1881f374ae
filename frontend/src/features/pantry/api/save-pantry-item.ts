import type { PantryItemFields } from '#shared/pantry/pantry-schemas';
import type { ContextOwner } from '#web/lib/acting-context';
import { t } from '#web/lib/i18n/t';
import { useSaveListItem } from '#web/lib/offline/owner-list-cache';
import { pantryKey } from './get-pantry';
import { pantryChanges } from './queued-changes';

/** The dialog's failure text when the server gives none: for an edit, or for an add. */
export const pantryItemSaveFailedMessage = (editing: boolean): string =>
  editing ? t('pantry.updateFailed') : t('pantry.addFailed');

/**
 * The item dialog's save: an add (which the server merges into the same ingredient, so the answer
 * may be an item already there) or the changes to one (`id`). Without a network it waits in the
 * offline queue (the shopping list's) and the pantry shows it at once.
 */
export const useSavePantryItem = (owner: ContextOwner, id: string | null) => {
  const key = pantryKey(owner);
  return useSaveListItem({
    owner,
    key,
    id,
    changes: pantryChanges,
    fieldNames: ['name', 'amount', 'unit', 'bestBefore'],
    createCall: (fields: PantryItemFields) =>
      pantryChanges.createCall(key, owner, { ...fields, clientId: crypto.randomUUID() }),
  });
};
