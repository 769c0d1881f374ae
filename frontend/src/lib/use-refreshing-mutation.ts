import { type MutationKey, type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshAfterChange } from './refresh-after-change';

interface RefreshingMutationOptions<TData, TVariables> {
  mutationFn: (variables: TVariables) => Promise<TData>;
  /** The cached data the change made stale: refetched once the change is done. */
  stale: (variables: TVariables) => QueryKey;
  /** The cached data the change deleted: dropped, since refetching it would only get a 404. */
  gone?: (variables: TVariables) => QueryKey;
  /** Refresh after a failure too, for a change that may have done part of its work before failing. */
  evenOnFailure?: boolean;
  mutationKey?: MutationKey;
}

/** A mutation that refreshes the cached queries it made stale, so every screen shows the change. */
export const useRefreshingMutation = <TData, TVariables>({
  mutationFn,
  stale,
  gone,
  evenOnFailure = false,
  mutationKey,
}: RefreshingMutationOptions<TData, TVariables>) => {
  const queryClient = useQueryClient();
  const refresh = (variables: TVariables) => {
    if (gone) queryClient.removeQueries({ queryKey: gone(variables) });
    return refreshAfterChange(queryClient, stale(variables));
  };
  return useMutation({
    mutationKey,
    mutationFn,
    onSuccess: evenOnFailure ? undefined : (_data, variables) => refresh(variables),
    onSettled: evenOnFailure ? (_data, _error, variables) => refresh(variables) : undefined,
  });
};
