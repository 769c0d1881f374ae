import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '#web/lib/api-client';
import { groupMembersKey } from './get-group-members';
import { userGroupsKey } from './get-user-groups';

export const deleteGroup = (id: string) => callApi('deleteGroup', { params: { id } });

/** Deletes a group with its memberships, meal plans and shopping items. */
export const useDeleteGroup = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteGroup,
    onSuccess: (_, id) => {
      queryClient.removeQueries({ queryKey: groupMembersKey(id) });
      return queryClient.invalidateQueries({ queryKey: userGroupsKey });
    },
  });
};
