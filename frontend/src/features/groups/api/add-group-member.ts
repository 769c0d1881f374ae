import { callApi } from '#web/lib/api-client';
import { useRefreshingMutation } from '#web/lib/use-refreshing-mutation';
import { groupKey } from './get-user-groups';

export const addGroupMember = ({ groupId, email }: { groupId: string; email: string }) =>
  callApi('addGroupMember', { body: { groupId, email } });

/** Invites a user by email; the group's members and invitees are reloaded afterwards. */
export const useAddGroupMember = () =>
  useRefreshingMutation({ mutationFn: addGroupMember, stale: ({ groupId }) => groupKey(groupId) });
