import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '#web/lib/api-client';
import { groupMembersKey } from './get-group-members';

export const removeGroupMember = ({ groupId, userId }: { groupId: string; userId: string }) =>
  callApi('removeGroupMember', { params: { id: groupId, userId } });

/** Removes a member; the member list is reloaded afterwards. */
export const useRemoveGroupMember = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeGroupMember,
    onSuccess: (_, { groupId }) => queryClient.invalidateQueries({ queryKey: groupMembersKey(groupId) }),
  });
};
