import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '#web/lib/api-client';
import { userGroupsKey } from './get-user-groups';

export const createGroup = (name: string) => callApi('createGroup', { body: { name } });

/** Creates a group (the caller becomes its admin) and reloads the caller's groups. */
export const useCreateGroup = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createGroup,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userGroupsKey }),
  });
};
