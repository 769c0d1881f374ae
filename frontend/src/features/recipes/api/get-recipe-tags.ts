import { useQuery } from '@tanstack/react-query';
import { callApi } from '#web/lib/api-client';
import { recipesKey } from './get-recipes';

/** Every tag in use, most used first: the tag filter's choices and the form's suggestions. */
export const useRecipeTags = () =>
  useQuery({
    queryKey: [...recipesKey, 'tags'],
    queryFn: ({ signal }) => callApi('recipeTags', { signal }),
    staleTime: 60_000,
  });
