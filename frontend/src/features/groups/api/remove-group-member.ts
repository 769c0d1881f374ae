import { callApi } from '#web/lib/api-client';
import { useRefreshingMutation } from '#web/lib/use-refreshing-mutation';
import { groupKey } from './get-user-groups';

export const removeGroupMember = ({ groupId, userId }: { groupId: string; userId: string }) =>
  callApi('removeGroupMember', { params: { id: groupId, userId } });

/** Removes a member or cancels an invitation; the group's members and invitees are reloaded afterwards. */
export const useRemoveGroupMember = () =>
  useRefreshingMutation({ mutationFn: removeGroupMember, stale: ({ groupId }) => groupKey(groupId) });
