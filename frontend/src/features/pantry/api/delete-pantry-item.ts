import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PantryItem } from '#shared/pantry/pantry-schemas';
import type { ContextOwner } from '#web/lib/acting-context';
import { callApi } from '#web/lib/api-client';
import { t } from '#web/lib/i18n/t';
import { pantryKey } from './get-pantry';

export const deletePantryItemFailedMessage = (): string => t('pantry.deleteFailed');

/** Deletes an item; it leaves the cached pantry once the server has removed it. */
export const useDeletePantryItem = (owner: ContextOwner) => {
  const queryClient = useQueryClient();
  const key = pantryKey(owner);
  return useMutation({
    mutationFn: (item: PantryItem) => callApi('deletePantryItem', { params: { id: item.id } }),
    // A read still on its way was answered before the deletion: it would bring the item back.
    onMutate: () => queryClient.cancelQueries({ queryKey: key }),
    onSuccess: (_result, deleted) =>
      queryClient.setQueryData<PantryItem[]>(key, (pantry) =>
        pantry?.filter((item) => item.id !== deleted.id),
      ),
  });
};
