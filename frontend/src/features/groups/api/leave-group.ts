import { useRefreshingMutation } from '#web/lib/use-refreshing-mutation';
import { groupKey, userGroupsKey } from './get-user-groups';
import { removeGroupMember } from './remove-group-member';

/**
 * Leaves a group: removes the signed-in user, by their own id. Its cached members are dropped (no longer the user's to see) and the user's
 * groups reloaded, so 'Viewing as' falls back to 'Me' if it showed this group.
 */
export const useLeaveGroup = () =>
  useRefreshingMutation({
    mutationFn: removeGroupMember,
    gone: ({ groupId }) => groupKey(groupId),
    stale: () => userGroupsKey,
  });
