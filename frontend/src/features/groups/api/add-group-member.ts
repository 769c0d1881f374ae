import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '#web/lib/api-client';
import { groupMembersKey } from './get-group-members';

export const addGroupMember = ({ groupId, email }: { groupId: string; email: string }) =>
  callApi('addGroupMember', { body: { groupId, email } });

/** Adds a member by email; the member list is reloaded afterwards. */
export const useAddGroupMember = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addGroupMember,
    onSuccess: (_, { groupId }) => queryClient.invalidateQueries({ queryKey: groupMembersKey(groupId) }),
  });
};
