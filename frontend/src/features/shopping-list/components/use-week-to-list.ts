import type { Notice } from '#web/components/ui/form-alert';
import type { ContextOwner } from '#web/lib/acting-context';
import { errorMessage } from '#web/lib/error-message';
import { t } from '#web/lib/i18n/t';
import { generateFailedMessage, useGenerateShoppingList } from '../api/generate-shopping-list';
import { generationMessage, type ListChange } from '../utils/list-change';
import type { Undoable } from './undo-message';

/**
 * A week onto the shopping list, and what follows: the message of what changed and, when the pantry
 * held some of the ingredients, "3 items are already in your pantry · Add anyway", which adds the
 * week again with nothing left out for the pantry (the week's part is replaced, never doubled).
 */
export const useWeekToList = (
  owner: ContextOwner,
  notify: (notice: Notice) => void,
  offer: (offer: Undoable) => void,
) => {
  const generate = useGenerateShoppingList(owner);
  const failed = (error: unknown) =>
    notify({ status: 'error', text: errorMessage(error, generateFailedMessage()) });

  const announce = (change: ListChange, monday: string, range: string) => {
    notify({ status: 'success', text: generationMessage(change, range) });
    if (change.pantryLeftOut > 0)
      offer({
        text: t('shopping.alreadyInPantry', { count: change.pantryLeftOut }),
        actionLabel: t('shopping.addAnyway'),
        undo: () =>
          generate.mutate(
            { weekStartDate: monday, ignorePantry: true },
            { onSuccess: (again) => announce(again, monday, range), onError: failed },
          ),
      });
  };

  return {
    announce,
    /** Adds the week (the pantry's part left out), then announces it. */
    add: (monday: string, range: string) =>
      generate.mutate(
        { weekStartDate: monday },
        { onSuccess: (change) => announce(change, monday, range), onError: failed },
      ),
    isPending: generate.isPending,
  };
};
