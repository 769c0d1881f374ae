import { useQuery } from '@tanstack/react-query';
import { callApi } from '#web/lib/api-client';
import { queryOptionsBy } from '#web/lib/query-options-by';
import { groupKey } from './get-user-groups';

export const groupMembersKey = (groupId: string) => [...groupKey(groupId), 'members'] as const;

export const getGroupMembers = (groupId: string, signal?: AbortSignal) =>
  callApi('groupMembers', { params: { id: groupId }, signal });

export const getGroupMembersQueryOptions = queryOptionsBy(groupMembersKey, getGroupMembers);

export const useGroupMembers = (groupId: string) => useQuery(getGroupMembersQueryOptions(groupId));
