import { callApi } from '#web/lib/api-client';
import { useRefreshingMutation } from '#web/lib/use-refreshing-mutation';
import { recipeKey } from './get-recipe';
import { recipesKey } from './get-recipes';

export const deleteRecipe = (id: string) => callApi('deleteRecipe', { params: { id } });

/** Deletes a recipe (the server also deletes its image and ratings); its detail leaves the cache. */
export const useDeleteRecipe = () =>
  useRefreshingMutation({ mutationFn: deleteRecipe, gone: recipeKey, stale: () => recipesKey });
