import type { z } from 'zod';
import type { addUserBody } from '#shared/users/user-schemas';
import { callApi } from '#web/lib/api-client';
import { useRefreshingMutation } from '#web/lib/use-refreshing-mutation';
import { usersKey } from './get-users';

export type AddUserValues = z.output<typeof addUserBody>;

export const addUser = (body: AddUserValues) => callApi('addUser', { body });

/** Creates an account with a role; the user list is reloaded. */
export const useAddUser = () => useRefreshingMutation({ mutationFn: addUser, stale: () => usersKey });
