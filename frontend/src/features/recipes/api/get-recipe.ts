import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '#web/lib/api-client';
import { recipesKey } from './get-recipes';

export const recipeKey = (id: string) => [...recipesKey, 'detail', id] as const;

export const getRecipe = (id: string, signal?: AbortSignal) =>
  callApi('getRecipe', { params: { id }, signal });

export const getRecipeQueryOptions = (id: string) =>
  queryOptions({ queryKey: recipeKey(id), queryFn: ({ signal }) => getRecipe(id, signal) });

export const useRecipe = (id: string) => useQuery(getRecipeQueryOptions(id));
