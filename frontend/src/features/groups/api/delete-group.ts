import { callApi } from '#web/lib/api-client';
import { useRefreshingMutation } from '#web/lib/use-refreshing-mutation';
import { groupMembersKey } from './get-group-members';
import { userGroupsKey } from './get-user-groups';

export const deleteGroup = (id: string) => callApi('deleteGroup', { params: { id } });

/** Deletes a group with its memberships, meal plans and shopping items. */
export const useDeleteGroup = () =>
  useRefreshingMutation({ mutationFn: deleteGroup, gone: groupMembersKey, stale: () => userGroupsKey });
