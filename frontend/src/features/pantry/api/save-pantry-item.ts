import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PantryItem, PantryItemFields } from '#shared/pantry/pantry-schemas';
import type { ContextOwner } from '#web/lib/acting-context';
import { t } from '#web/lib/i18n/t';
import { sendOrQueue } from '#web/lib/offline/offline-queue';
import { pantryKey } from './get-pantry';
import { pantryChanges } from './queued-changes';

export const addPantryItemFailedMessage = (): string => t('pantry.addFailed');
export const updatePantryItemFailedMessage = (): string => t('pantry.updateFailed');

const fieldNames = ['name', 'amount', 'unit', 'bestBefore'] as const;

/** The fields the dialog changed: only those are sent, so the others keep later changes from elsewhere. */
const editedFields = (item: PantryItem | undefined, fields: PantryItemFields): Partial<PantryItemFields> =>
  item
    ? Object.fromEntries(fieldNames.filter((f) => fields[f] !== item[f]).map((f) => [f, fields[f]]))
    : fields;

/**
 * The item dialog's save: an add (which the server merges into the same ingredient, so the answer
 * may be an item already there) or the changes to one (`id`). Without a network it waits in the
 * offline queue (the shopping list's) and the pantry shows it at once.
 */
export const useSavePantryItem = (owner: ContextOwner, id: string | null) => {
  const queryClient = useQueryClient();
  const key = pantryKey(owner);
  return useMutation({
    networkMode: 'always',
    mutationFn: async (fields: PantryItemFields): Promise<PantryItem> => {
      if (id) {
        const cached = queryClient.getQueryData<PantryItem[]>(key)?.find((item) => item.id === id);
        const edited = editedFields(cached, fields);
        const call = pantryChanges.updateCall(
          key,
          cached ?? { id, name: fields.name },
          edited,
          new Date().toISOString(),
        );
        const result = await sendOrQueue(call);
        if (result.sent) return result.data as PantryItem;
        // Queued: the item is in the cache, or the dialog could not have opened.
        return { ...(cached as PantryItem), ...fields };
      }
      const call = pantryChanges.createCall(key, owner, { ...fields, clientId: crypto.randomUUID() });
      const result = await sendOrQueue(call);
      return result.sent
        ? (result.data as PantryItem)
        : pantryChanges.createdItem(owner, call.body as Record<string, unknown>);
    },
    onSuccess: (saved) =>
      queryClient.setQueryData<PantryItem[]>(key, (pantry) =>
        pantry?.some((item) => item.id === saved.id)
          ? pantry.map((item) => (item.id === saved.id ? saved : item))
          : [...(pantry ?? []), saved],
      ),
  });
};
