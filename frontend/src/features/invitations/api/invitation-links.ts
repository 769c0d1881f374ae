import { useQuery } from '@tanstack/react-query';
import type { CreateInvitationLinkInput } from '#shared/users/invitation-schemas';
import { callApi } from '#web/lib/api-client';
import { useRefreshingMutation } from '#web/lib/use-refreshing-mutation';

/** All the links the caller may see, or one group's (`groupId`). */
export const invitationLinksKey = (groupId?: string) =>
  groupId ? (['invitation-links', groupId] as const) : (['invitation-links'] as const);

export const useInvitationLinks = (groupId?: string) =>
  useQuery({
    queryKey: invitationLinksKey(groupId),
    queryFn: ({ signal }) => callApi('listInvitationLinks', { query: groupId ? { groupId } : {}, signal }),
  });

/** Makes a link; its url is in the answer only. Every list of links is reloaded. */
export const useCreateInvitationLink = () =>
  useRefreshingMutation({
    mutationFn: (body: CreateInvitationLinkInput) => callApi('createInvitationLink', { body }),
    stale: () => invitationLinksKey(),
  });

export const useWithdrawInvitationLink = () =>
  useRefreshingMutation({
    mutationFn: (id: string) => callApi('withdrawInvitationLink', { params: { id } }),
    stale: () => invitationLinksKey(),
  });
