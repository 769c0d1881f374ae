import { callApi } from '#web/lib/api-client';
import { useRefreshingMutation } from '#web/lib/use-refreshing-mutation';
import { groupMembersKey } from './get-group-members';

export const addGroupMember = ({ groupId, email }: { groupId: string; email: string }) =>
  callApi('addGroupMember', { body: { groupId, email } });

/** Adds a member by email; the member list is reloaded afterwards. */
export const useAddGroupMember = () =>
  useRefreshingMutation({ mutationFn: addGroupMember, stale: ({ groupId }) => groupMembersKey(groupId) });
