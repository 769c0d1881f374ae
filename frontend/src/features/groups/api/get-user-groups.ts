import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '#web/lib/api-client';

/** Every group query starts with this key; logout clears the whole cache, groups included. */
export const groupsKey = ['groups'] as const;
export const userGroupsKey = [...groupsKey, 'mine'] as const;
/** Everything cached about one group: its members and its invitees. */
export const groupKey = (groupId: string) => [...groupsKey, groupId] as const;

export const getUserGroups = (signal?: AbortSignal) => callApi('userGroups', { signal });

export const getUserGroupsQueryOptions = () =>
  queryOptions({ queryKey: userGroupsKey, queryFn: ({ signal }) => getUserGroups(signal) });

/** The signed-in user's groups with their own admin flag; fetched once and then cached. */
export const useUserGroups = ({ enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...getUserGroupsQueryOptions(), enabled });
