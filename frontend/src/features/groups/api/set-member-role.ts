import { callApi } from '#web/lib/api-client';
import { useRefreshingMutation } from '#web/lib/use-refreshing-mutation';
import { groupsKey } from './get-user-groups';

export interface MemberRole {
  groupId: string;
  userId: string;
  isGroupAdmin: boolean;
}

export const setMemberRole = ({ groupId, userId, isGroupAdmin }: MemberRole) =>
  callApi('setGroupMemberRole', { params: { id: groupId, userId }, body: { isGroupAdmin } });

/**
 * Makes a member an admin or not. Every group query is stale afterwards: the member lists, and the
 * caller's own admin flag when they stepped down.
 */
export const useSetMemberRole = () =>
  useRefreshingMutation({ mutationFn: setMemberRole, stale: () => groupsKey });
