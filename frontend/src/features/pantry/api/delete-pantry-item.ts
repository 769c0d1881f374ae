import type { PantryItem } from '#shared/pantry/pantry-schemas';
import type { ContextOwner } from '#web/lib/acting-context';
import { t } from '#web/lib/i18n/t';
import { useDeleteListItem } from '#web/lib/offline/owner-list-cache';
import { pantryKey } from './get-pantry';
import { pantryChanges } from './queued-changes';

export const deletePantryItemFailedMessage = (): string => t('pantry.deleteFailed');

/** Deletes an item (lib/offline/owner-list-cache.ts: queued without a network). */
export const useDeletePantryItem = (owner: ContextOwner) =>
  useDeleteListItem<PantryItem>(pantryKey(owner), pantryChanges.deleteCall);
