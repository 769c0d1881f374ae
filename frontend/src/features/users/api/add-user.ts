import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { addUserBody } from '#shared/users/user-schemas';
import { callApi } from '#web/lib/api-client';
import { usersKey } from './get-users';

export type AddUserValues = z.output<typeof addUserBody>;

export const addUser = (body: AddUserValues) => callApi('addUser', { body });

/** Creates an account with a role; the user list is reloaded. */
export const useAddUser = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersKey }),
  });
};
