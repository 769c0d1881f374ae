import type { Query, QueryClient, QueryKey } from '@tanstack/react-query';

const onItsWay = (query: Query) => query.state.fetchStatus !== 'idle';

/**
 * Refreshes the cached queries under `queryKey` after a change the server has confirmed.
 *
 * Invalidating alone is not enough for a read that is still on its way: the server may have
 * answered it before the change, and when its answer lands TanStack Query stores it as fresh
 * (a successful fetch clears `isInvalidated`). Invalidation refetches only active queries, and even
 * an active one whose first read is on its way is not read again (a refetch joins a running first
 * read instead of cancelling it). So a page being opened (its route's prefetch, with no observer
 * yet) showed the recipe as it was before the change: the favourites heart that stayed "Remove from
 * favourites". Such reads are cancelled (back to the state before them) and made again.
 */
export const refreshAfterChange = async (queryClient: QueryClient, queryKey: QueryKey): Promise<void> => {
  const early = new Set(queryClient.getQueryCache().findAll({ queryKey, predicate: onItsWay }));
  await queryClient.cancelQueries({ queryKey, predicate: onItsWay });
  await queryClient.invalidateQueries({ queryKey, refetchType: 'none' });
  // refetchQueries leaves out a query without an observer that never got an answer (it counts as
  // disabled), which is exactly what a cancelled prefetch is: those are fetched directly.
  await Promise.all([
    queryClient.refetchQueries({ queryKey, type: 'active' }),
    ...[...early].filter((query) => !query.isActive()).map((query) => query.fetch().catch(() => undefined)),
  ]);
};
