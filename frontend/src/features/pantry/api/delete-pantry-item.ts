import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PantryItem } from '#shared/pantry/pantry-schemas';
import type { ContextOwner } from '#web/lib/acting-context';
import { t } from '#web/lib/i18n/t';
import { sendOrQueue } from '#web/lib/offline/offline-queue';
import { pantryKey } from './get-pantry';
import { pantryChanges } from './queued-changes';

export const deletePantryItemFailedMessage = (): string => t('pantry.deleteFailed');

/**
 * Deletes an item; it leaves the cached pantry once the server has removed it, or at once when the
 * deletion waits in the offline queue.
 */
export const useDeletePantryItem = (owner: ContextOwner) => {
  const queryClient = useQueryClient();
  const key = pantryKey(owner);
  return useMutation({
    networkMode: 'always',
    mutationFn: (item: PantryItem) => sendOrQueue(pantryChanges.deleteCall(key, item)),
    // A read still on its way was answered before the deletion: it would bring the item back.
    onMutate: () => queryClient.cancelQueries({ queryKey: key }),
    onSuccess: (_result, deleted) =>
      queryClient.setQueryData<PantryItem[]>(key, (pantry) =>
        pantry?.filter((item) => item.id !== deleted.id),
      ),
  });
};
