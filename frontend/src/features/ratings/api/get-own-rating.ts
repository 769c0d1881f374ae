import { useQuery } from '@tanstack/react-query';
import { callApi, isApiError } from '#web/lib/api-client';
import { queryOptionsBy } from '#web/lib/query-options-by';

export const ownRatingKey = (recipeId: string) => ['ratings', 'own', recipeId] as const;

/** The caller's rating of a recipe, or null: a 404 means they have not rated it (spec 7). */
export const getOwnRating = async (recipeId: string, signal?: AbortSignal) => {
  try {
    return await callApi('ownRating', { params: { recipeId }, signal });
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  }
};

export const getOwnRatingQueryOptions = queryOptionsBy(ownRatingKey, getOwnRating, { staleTime: 0 });

export const useOwnRating = (recipeId: string) => useQuery(getOwnRatingQueryOptions(recipeId));
