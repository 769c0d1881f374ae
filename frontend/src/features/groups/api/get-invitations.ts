import { useQuery } from '@tanstack/react-query';
import { callApi } from '#web/lib/api-client';
import { groupsKey } from './get-user-groups';

/** Under the groups key: answering one refreshes the groups and the invitations together. */
export const invitationsKey = [...groupsKey, 'invitations'] as const;

export const getInvitations = (signal?: AbortSignal) => callApi('groupInvitations', { signal });

/** The signed-in user's pending group invitations. */
export const useInvitations = () =>
  useQuery({ queryKey: invitationsKey, queryFn: ({ signal }) => getInvitations(signal) });
