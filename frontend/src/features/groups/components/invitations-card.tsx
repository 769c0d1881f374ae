import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import type { PendingInvitation } from '#shared/groups/group-schemas';
import { LoadFailure } from '#web/components/ui/load-failure';
import { Panel } from '#web/components/ui/panel';
import type { Feedback } from '#web/components/ui/transient-message';
import { errorMessage } from '#web/lib/error-message';
import { t } from '#web/lib/i18n/t';
import { useAnswerInvitation } from '../api/answer-invitation';
import { useInvitations } from '../api/get-invitations';

interface InvitationsCardProps {
  onFeedback: (feedback: Feedback) => void;
}

/**
 * 'Group invitations': the groups an admin invited the user to. Nothing of a group is shared until
 * the user accepts here; declining drops the invitation. Shown only while there is one to answer.
 */
export const InvitationsCard = ({ onFeedback }: InvitationsCardProps) => {
  const invitations = useInvitations();
  const answer = useAnswerInvitation();
  if (invitations.isPending || invitations.data?.length === 0) return null;

  const reply = (invitation: PendingInvitation, accept: boolean) =>
    answer.mutate(
      { groupId: invitation.groupId, accept },
      {
        onSuccess: () =>
          onFeedback({
            status: 'success',
            text: accept
              ? t('groups.youJoined', { group: invitation.groupName })
              : t('groups.invitationDeclined'),
          }),
        onError: (error) =>
          onFeedback({ status: 'error', text: errorMessage(error, t('groups.updateGroupFailed')) }),
      },
    );
  const answering = answer.isPending ? answer.variables : undefined;

  return (
    <Panel title={t('groups.groupInvitations')}>
      {invitations.isError ? (
        <LoadFailure onRetry={invitations.refetch}>
          {errorMessage(invitations.error, t('groups.fetchGroupsFailed'))}
        </LoadFailure>
      ) : (
        <Stack as="ul" listStyle="none" gap="3">
          {invitations.data.map((invitation) => (
            <HStack as="li" key={invitation.groupId} justify="space-between" gap="2" wrap="wrap">
              <Stack gap="0" minW="0">
                <Text fontWeight="medium" overflowWrap="anywhere">
                  {invitation.groupName}
                </Text>
                <Text fontSize="sm" color="gray.600" overflowWrap="anywhere">
                  {t('groups.invitedBy', { name: invitation.invitedBy })}
                </Text>
              </Stack>
              <HStack gap="2" flexShrink={0}>
                <Button
                  size="sm"
                  colorPalette="green"
                  aria-label={t('groups.acceptGroup', { group: invitation.groupName })}
                  loading={answering?.groupId === invitation.groupId && answering.accept}
                  disabled={answering !== undefined}
                  onClick={() => reply(invitation, true)}
                >
                  {t('groups.accept')}
                </Button>
                <Button
                  size="sm"
                  variant="outline"
                  aria-label={t('groups.declineGroup', { group: invitation.groupName })}
                  loading={answering?.groupId === invitation.groupId && !answering.accept}
                  disabled={answering !== undefined}
                  onClick={() => reply(invitation, false)}
                >
                  {t('groups.decline')}
                </Button>
              </HStack>
            </HStack>
          ))}
        </Stack>
      )}
    </Panel>
  );
};
