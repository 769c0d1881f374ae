import { callApi } from '#web/lib/api-client';
import { useRefreshingMutation } from '#web/lib/use-refreshing-mutation';
import { userGroupsKey } from './get-user-groups';

export const createGroup = (name: string) => callApi('createGroup', { body: { name } });

/** Creates a group (the caller becomes its admin) and reloads the caller's groups. */
export const useCreateGroup = () =>
  useRefreshingMutation({ mutationFn: createGroup, stale: () => userGroupsKey });
