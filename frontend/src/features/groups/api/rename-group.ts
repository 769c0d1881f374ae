import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UserGroup } from '#shared/groups/group-schemas';
import { callApi } from '#web/lib/api-client';
import { userGroupsKey } from './get-user-groups';

export const renameGroup = ({ id, name }: { id: string; name: string }) =>
  callApi('renameGroup', { params: { id }, body: { name } });

/** Renames a group; its entry in the caller's list is replaced in place. */
export const useRenameGroup = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renameGroup,
    onSuccess: (renamed) => {
      queryClient.setQueryData<UserGroup[]>(userGroupsKey, (groups) =>
        groups?.map((group) => (group.id === renamed.id ? { ...group, name: renamed.name } : group)),
      );
    },
  });
};
