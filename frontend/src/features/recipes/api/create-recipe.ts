import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RecipeInput } from '#shared/recipes/recipe-schemas';
import { callApi } from '#web/lib/api-client';
import { recipesKey } from './get-recipes';

/** Both saves (create and update) carry this key, so the dialog's button can show progress. */
export const saveRecipeKey = [...recipesKey, 'save'] as const;

export const createRecipe = (body: RecipeInput) => callApi('createRecipe', { body });

/** Adds a recipe; every list (and My Page's) is refreshed. */
export const useCreateRecipe = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: saveRecipeKey,
    mutationFn: createRecipe,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: recipesKey }),
  });
};
