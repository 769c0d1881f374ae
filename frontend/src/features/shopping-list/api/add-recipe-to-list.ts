import { useMutation, useQueryClient } from '@tanstack/react-query';
import { pantryLeftOutHeader, pantryLeftOutIdsHeader } from '#shared/shopping/left-out-header';
import type { ContextOwner } from '#web/lib/acting-context';
import { callApiWithHeaders } from '#web/lib/api-client';
import { t } from '#web/lib/i18n/t';
import { shoppingListKey } from './get-shopping-list';

export const addIngredientsFailedMessage = (): string => t('shopping.addIngredientsFailed');

interface AddRecipeVariables {
  recipeId: string;
  /** The servings to scale to; null keeps the recipe's amounts. */
  servings: number | null;
  ingredientIds: string[];
  /** Add these even where the pantry holds them ("Add anyway"). */
  ignorePantry?: boolean;
}

/** What adding did beyond the list: the ingredients the pantry held in full, left out. */
export interface PantryLeftOut {
  count: number;
  ingredientIds: string[];
}

/** The ingredient ids the server left out for the pantry, from its header (each URI-encoded). */
const leftOutIds = (header: string | null): string[] =>
  header ? header.split(',').flatMap((id) => (id ? [decodeURIComponent(id)] : [])) : [];

/**
 * Adds some of a recipe's ingredients (scaled) to the owner's list, less what the owner's pantry
 * holds; the answer is the whole list, with what the pantry held.
 */
export const useAddRecipeToList = (owner: ContextOwner) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ ignorePantry, ...variables }: AddRecipeVariables) => {
      const { data, headers } = await callApiWithHeaders('addRecipeToShoppingList', {
        body: { ...variables, ...(ignorePantry ? { ignorePantry } : {}), ...owner },
      });
      const pantryLeftOut: PantryLeftOut = {
        count: Number(headers.get(pantryLeftOutHeader)) || 0,
        ingredientIds: leftOutIds(headers.get(pantryLeftOutIdsHeader)),
      };
      return { list: data, pantryLeftOut };
    },
    onSuccess: ({ list }) => queryClient.setQueryData(shoppingListKey(owner), list),
  });
};
