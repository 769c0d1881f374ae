import { useInfiniteQuery } from '@tanstack/react-query';
import type { CreateInvitationLinkInput } from '#shared/users/invitation-schemas';
import { nextCursorHeader } from '#shared/users/user-schemas';
import { callApi, callApiWithHeaders } from '#web/lib/api-client';
import { useRefreshingMutation } from '#web/lib/use-refreshing-mutation';

/** All the links the caller may see, or one group's (`groupId`). */
export const invitationLinksKey = (groupId?: string) =>
  groupId ? (['invitation-links', groupId] as const) : (['invitation-links'] as const);

/** One page of links (newest first), with the cursor of the next page when there is one. */
const getInvitationLinks = async (
  groupId: string | undefined,
  cursor: string | undefined,
  signal: AbortSignal,
) => {
  const { data, headers } = await callApiWithHeaders('listInvitationLinks', {
    query: { ...(groupId ? { groupId } : {}), ...(cursor ? { cursor } : {}) },
    signal,
  });
  return { links: data, nextCursor: headers.get(nextCursorHeader) || undefined };
};

/** The links a page at a time ('Show more' asks for the next). */
export const useInvitationLinks = (groupId?: string) =>
  useInfiniteQuery({
    queryKey: invitationLinksKey(groupId),
    queryFn: ({ pageParam, signal }) => getInvitationLinks(groupId, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor,
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
