import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '#web/lib/api-client';
import { recipesKey } from './get-recipes';

export const getUserRecipes = (signal?: AbortSignal) => callApi('userRecipes', { signal });

// Under the recipes key: saving or deleting any recipe refreshes this list too.
export const getUserRecipesQueryOptions = () =>
  queryOptions({
    queryKey: [...recipesKey, 'mine'],
    queryFn: ({ signal }) => getUserRecipes(signal),
  });

/** The signed-in user's own recipes, newest first. */
export const useUserRecipes = () => useQuery(getUserRecipesQueryOptions());
