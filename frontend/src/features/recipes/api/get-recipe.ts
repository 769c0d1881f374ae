import { useQuery } from '@tanstack/react-query';
import { callApi } from '#web/lib/api-client';
import { queryOptionsBy } from '#web/lib/query-options-by';
import { recipesKey } from './get-recipes';

export const recipeKey = (id: string) => [...recipesKey, 'detail', id] as const;

export const getRecipe = (id: string, signal?: AbortSignal) =>
  callApi('getRecipe', { params: { id }, signal });

export const getRecipeQueryOptions = queryOptionsBy(recipeKey, getRecipe);

export const useRecipe = (id: string) => useQuery(getRecipeQueryOptions(id));
