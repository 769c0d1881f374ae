import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PantryItem, PantryItemFields } from '#shared/pantry/pantry-schemas';
import type { ContextOwner } from '#web/lib/acting-context';
import { callApi } from '#web/lib/api-client';
import { t } from '#web/lib/i18n/t';
import { pantryKey } from './get-pantry';

export const addPantryItemFailedMessage = (): string => t('pantry.addFailed');
export const updatePantryItemFailedMessage = (): string => t('pantry.updateFailed');

/**
 * The item dialog's save: an add (which the server merges into the same ingredient, so the answer
 * may be an item already there) or the changes to one (`id`).
 */
export const useSavePantryItem = (owner: ContextOwner, id: string | null) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fields: PantryItemFields): Promise<PantryItem> =>
      id
        ? callApi('updatePantryItem', { params: { id }, body: fields })
        : callApi('createPantryItem', { body: { ...fields, ...owner, clientId: crypto.randomUUID() } }),
    onSuccess: (saved) =>
      queryClient.setQueryData<PantryItem[]>(pantryKey(owner), (pantry) =>
        pantry?.some((item) => item.id === saved.id)
          ? pantry.map((item) => (item.id === saved.id ? saved : item))
          : [...(pantry ?? []), saved],
      ),
  });
};
