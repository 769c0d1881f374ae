import { callApi } from '#web/lib/api-client';
import { useRefreshingMutation } from '#web/lib/use-refreshing-mutation';
import { groupMembersKey } from './get-group-members';

export const removeGroupMember = ({ groupId, userId }: { groupId: string; userId: string }) =>
  callApi('removeGroupMember', { params: { id: groupId, userId } });

/** Removes a member; the member list is reloaded afterwards. */
export const useRemoveGroupMember = () =>
  useRefreshingMutation({ mutationFn: removeGroupMember, stale: ({ groupId }) => groupMembersKey(groupId) });
