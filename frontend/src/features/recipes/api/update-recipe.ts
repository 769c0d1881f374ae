import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RecipeInput } from '#shared/recipes/recipe-schemas';
import { callApi } from '#web/lib/api-client';
import { refreshAfterChange } from '#web/lib/refresh-after-change';
import { saveRecipeKey } from './create-recipe';
import { recipeKey } from './get-recipe';
import { recipesKey } from './get-recipes';

export const updateRecipe = ({ id, body }: { id: string; body: RecipeInput }) =>
  callApi('updateRecipe', { params: { id }, body });

/** Replaces a recipe; its detail is updated at once and the lists are refreshed. */
export const useUpdateRecipe = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: saveRecipeKey,
    mutationFn: updateRecipe,
    onSuccess: (saved) => {
      queryClient.setQueryData(recipeKey(saved.id), saved);
      return refreshAfterChange(queryClient, recipesKey);
    },
  });
};
