import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { nextCursorHeader } from '#shared/users/user-schemas';
import { callApiWithHeaders } from '#web/lib/api-client';

export const usersKey = ['users'] as const;

const pageSize = 50;

/** One page of users by name, with the cursor of the next page when there is one. */
export const getUsers = async (cursor: string | undefined, signal?: AbortSignal) => {
  const { data, headers } = await callApiWithHeaders('allUsers', {
    query: { limit: pageSize, cursor },
    signal,
  });
  return { users: data, nextCursor: headers.get(nextCursorHeader) || undefined };
};

export const getUsersQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: [...usersKey, 'all'],
    queryFn: ({ pageParam, signal }) => getUsers(pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor,
  });

/** Every user, a page at a time ('Load more' asks for the next). */
export const useUsers = () => useInfiniteQuery(getUsersQueryOptions());
