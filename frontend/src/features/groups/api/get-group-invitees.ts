import { useQuery } from '@tanstack/react-query';
import { callApi } from '#web/lib/api-client';
import { queryOptionsBy } from '#web/lib/query-options-by';
import { groupKey } from './get-user-groups';

export const groupInviteesKey = (groupId: string) => [...groupKey(groupId), 'invitees'] as const;

export const getGroupInvitees = (groupId: string, signal?: AbortSignal) =>
  callApi('groupInvitees', { params: { id: groupId }, signal });

/** Who is invited to the group and has not answered: by the email typed, or by name. */
export const useGroupInvitees = (groupId: string) =>
  useQuery(queryOptionsBy(groupInviteesKey, getGroupInvitees)(groupId));
