import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '#web/lib/api-client';
import { recipeKey } from './get-recipe';
import { recipesKey } from './get-recipes';

export const deleteRecipe = (id: string) => callApi('deleteRecipe', { params: { id } });

/** Deletes a recipe (the server also deletes its image and ratings). */
export const useDeleteRecipe = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteRecipe,
    onSuccess: (_, id) => {
      // The detail is gone for good: drop it rather than refetch a 404.
      queryClient.removeQueries({ queryKey: recipeKey(id) });
      return queryClient.invalidateQueries({ queryKey: recipesKey });
    },
  });
};
