import type { RecipeInput } from '#shared/recipes/recipe-schemas';
import { callApi } from '#web/lib/api-client';
import { useRefreshingMutation } from '#web/lib/use-refreshing-mutation';
import { recipesKey } from './get-recipes';

/** Both saves (create and update) carry this key, so the dialog's button can show progress. */
export const saveRecipeKey = [...recipesKey, 'save'] as const;

export const createRecipe = (body: RecipeInput) => callApi('createRecipe', { body });

/** Adds a recipe; every list (and My Page's) is refreshed. */
export const useCreateRecipe = () =>
  useRefreshingMutation({ mutationKey: saveRecipeKey, mutationFn: createRecipe, stale: () => recipesKey });
