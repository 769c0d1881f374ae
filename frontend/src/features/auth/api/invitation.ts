import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi, isApiError } from '#web/lib/api-client';

const previewKey = 'invitation';

/** What an invitation link offers (its role and group); a 404 means it is not (or no longer) valid. */
export const useInvitationPreview = (invite: string | undefined) =>
  useQuery({
    queryKey: [previewKey, invite],
    queryFn: ({ signal }) => callApi('checkInvitationLink', { body: { invite: invite ?? '' }, signal }),
    enabled: invite !== undefined,
    retry: (failures, error) => !(isApiError(error) && error.status < 500) && failures < 2,
  });

/**
 * A signed-in user joins the link's group: every cached read may now differ (groups, the Viewing-as
 * menu), except the link's preview, which the spent use may have turned into a 404.
 */
export const useJoinByInvitation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (invite: string) => callApi('joinByInvitationLink', { body: { invite } }),
    onSuccess: () =>
      queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== previewKey }),
  });
};
