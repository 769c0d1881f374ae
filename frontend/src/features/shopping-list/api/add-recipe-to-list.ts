import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ContextOwner } from '#web/lib/acting-context';
import { callApi } from '#web/lib/api-client';
import { t } from '#web/lib/i18n/t';
import { shoppingListKey } from './get-shopping-list';

export const addIngredientsFailedMessage = (): string => t('shopping.addIngredientsFailed');

interface AddRecipeVariables {
  recipeId: string;
  /** The servings to scale to; null keeps the recipe's amounts. */
  servings: number | null;
  ingredientIds: string[];
}

/** Adds some of a recipe's ingredients (scaled) to the owner's list; the answer is the whole list. */
export const useAddRecipeToList = (owner: ContextOwner) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ recipeId, servings, ingredientIds }: AddRecipeVariables) =>
      callApi('addRecipeToShoppingList', { body: { recipeId, servings, ingredientIds, ...owner } }),
    onSuccess: (list) => queryClient.setQueryData(shoppingListKey(owner), list),
  });
};
