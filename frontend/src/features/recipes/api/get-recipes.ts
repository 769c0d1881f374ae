import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { RecipeListQuery } from '#shared/recipes/recipe-schemas';
import { callApi } from '#web/lib/api-client';

/** Every recipe query starts with this key: a change to any recipe refreshes them all. */
export const recipesKey = ['recipes'] as const;

/** The list query as the screens hold it: the spec's five parameters always, the filters when set. */
export type RecipeListParams = Required<
  Pick<RecipeListQuery, 'page' | 'pageSize' | 'sortBy' | 'searchTerm'>
> & {
  sortDescending: boolean;
  createdBy?: string;
  minRating?: number;
  maxTotalTime?: number;
  tag?: string;
  favourites?: boolean;
  /** What the pantry may lack (0: "Can make now"), and whose pantry it is when a group's. */
  missingAtMost?: number;
  pantryGroupId?: string;
};

export const getRecipes = (
  { favourites, missingAtMost, ...params }: RecipeListParams,
  signal?: AbortSignal,
) =>
  callApi('listRecipes', {
    query: {
      ...params,
      sortDescending: String(params.sortDescending) as 'true' | 'false',
      ...(favourites ? { favourites: 'true' as const } : {}),
      ...(missingAtMost === 0 ? { canMake: 'true' as const } : {}),
      ...(missingAtMost ? { missingAtMost } : {}),
    },
    signal,
  });

export const getRecipesQueryOptions = (params: RecipeListParams) =>
  queryOptions({
    queryKey: [...recipesKey, 'list', params],
    queryFn: ({ signal }) => getRecipes(params, signal),
  });

/** One page of the list; the previous page stays on screen while the next one loads. */
export const useRecipes = (params: RecipeListParams) =>
  useQuery({ ...getRecipesQueryOptions(params), placeholderData: keepPreviousData });
