import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '#web/lib/api-client';
import { groupsKey } from './get-user-groups';

export const groupMembersKey = (groupId: string) => [...groupsKey, groupId, 'members'] as const;

export const getGroupMembers = (groupId: string, signal?: AbortSignal) =>
  callApi('groupMembers', { params: { id: groupId }, signal });

export const getGroupMembersQueryOptions = (groupId: string) =>
  queryOptions({
    queryKey: groupMembersKey(groupId),
    queryFn: ({ signal }) => getGroupMembers(groupId, signal),
  });

export const useGroupMembers = (groupId: string) => useQuery(getGroupMembersQueryOptions(groupId));
