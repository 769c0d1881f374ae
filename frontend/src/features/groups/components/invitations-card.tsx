import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import type { PendingInvitation } from '#shared/groups/group-schemas';
import { LoadFailure } from '#web/components/ui/load-failure';
import { Panel } from '#web/components/ui/panel';
import type { Feedback } from '#web/components/ui/transient-message';
import { errorMessage } from '#web/lib/error-message';
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
            text: accept ? `You joined ${invitation.groupName}.` : 'Invitation declined.',
          }),
        onError: (error) =>
          onFeedback({ status: 'error', text: errorMessage(error, 'Failed to update group') }),
      },
    );
  const answering = answer.isPending ? answer.variables : undefined;

  return (
    <Panel title="Group invitations">
      {invitations.isError ? (
        <LoadFailure onRetry={invitations.refetch}>
          {errorMessage(invitations.error, 'Failed to fetch user groups')}
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
                  Invited by {invitation.invitedBy}
                </Text>
              </Stack>
              <HStack gap="2" flexShrink={0}>
                <Button
                  size="sm"
                  colorPalette="green"
                  aria-label={`Accept: ${invitation.groupName}`}
                  loading={answering?.groupId === invitation.groupId && answering.accept}
                  disabled={answering !== undefined}
                  onClick={() => reply(invitation, true)}
                >
                  Accept
                </Button>
                <Button
                  size="sm"
                  variant="outline"
                  aria-label={`Decline: ${invitation.groupName}`}
                  loading={answering?.groupId === invitation.groupId && !answering.accept}
                  disabled={answering !== undefined}
                  onClick={() => reply(invitation, false)}
                >
                  Decline
                </Button>
              </HStack>
            </HStack>
          ))}
        </Stack>
      )}
    </Panel>
  );
};
