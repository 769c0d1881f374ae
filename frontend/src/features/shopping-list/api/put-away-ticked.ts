import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ShoppingListItem } from '#shared/shopping/shopping-schemas';
import type { ContextOwner } from '#web/lib/acting-context';
import { callApi } from '#web/lib/api-client';
import { t } from '#web/lib/i18n/t';
import { shoppingListKey } from './get-shopping-list';

export const putAwayFailedMessage = (): string => t('pantry.putAwayFailed');

/** Moves the list's ticked items into the owner's pantry; the answer names those moved. */
export const usePutAwayTicked = (owner: ContextOwner) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi('putAwayTickedShoppingItems', { body: owner }),
    onSuccess: ({ moved }) => {
      const gone = new Set(moved.map((item) => item.id));
      queryClient.setQueryData<ShoppingListItem[]>(shoppingListKey(owner), (list) =>
        list?.filter((item) => !gone.has(item.id)),
      );
    },
  });
};

/** Undo of Put away: the amounts go back out of the pantry, then the items back on the list as they were. */
export const takeBackOutOfPantry = (owner: ContextOwner, moved: ShoppingListItem[]) =>
  callApi('usePantryItems', {
    body: { ...owner, lines: moved.map(({ name, amount, unit }) => ({ name, amount, unit })) },
  });
