import { Button, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { roleLabels } from '#shared/roles';
import type { InvitationLink } from '#shared/users/invitation-schemas';
import { LoadFailure } from '#web/components/ui/load-failure';
import type { Feedback } from '#web/components/ui/transient-message';
import { errorMessage } from '#web/lib/error-message';
import { useInvitationLinks, useWithdrawInvitationLink } from '../api/invitation-links';

const dateLabel = (iso: string) =>
  new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });

const describe = (link: InvitationLink) =>
  `${roleLabels[link.role]}${link.groupName ? ` · ${link.groupName}` : ''}`;

/** The open links (all the caller may see, or one group's), each with Withdraw. */
export const InvitationLinkList = ({
  groupId,
  onFeedback,
}: {
  groupId?: string;
  onFeedback: (feedback: Feedback) => void;
}) => {
  const links = useInvitationLinks(groupId);
  const withdrawal = useWithdrawInvitationLink();
  if (links.isPending) return <Spinner size="sm" aria-label="Loading invitation links" />;
  if (links.isError)
    return (
      <LoadFailure onRetry={links.refetch}>
        {errorMessage(links.error, 'Failed to fetch invitation links.')}
      </LoadFailure>
    );
  if (links.data.length === 0) return <Text color="gray.600">No open invitation links.</Text>;
  const withdraw = (link: InvitationLink) =>
    withdrawal.mutate(link.id, {
      onSuccess: () => onFeedback({ status: 'success', text: 'Invitation link withdrawn.' }),
      onError: (error) =>
        onFeedback({ status: 'error', text: errorMessage(error, 'Failed to withdraw the invitation link.') }),
    });
  return (
    <Stack as="ul" listStyle="none" gap="2" aria-label="Open invitation links">
      {links.data.map((link) => (
        <HStack
          as="li"
          key={link.id}
          justify="space-between"
          align="start"
          gap="3"
          py="2"
          borderBottomWidth="1px"
        >
          <Stack gap="0" minW="0">
            <Text fontWeight="medium" overflowWrap="anywhere">
              {describe(link)}
            </Text>
            <Text fontSize="sm" color="gray.700">
              {link.usesLeft === 1 ? '1 use left' : `${link.usesLeft} uses left`} · expires{' '}
              {dateLabel(link.expiresAt)} · made by {link.createdBy.name}
            </Text>
          </Stack>
          <Button
            size="xs"
            variant="outline"
            colorPalette="red"
            flexShrink={0}
            aria-label={`Withdraw link: ${describe(link)}, made by ${link.createdBy.name} on ${dateLabel(link.createdAt)}`}
            loading={withdrawal.isPending && withdrawal.variables === link.id}
            onClick={() => withdraw(link)}
          >
            Withdraw
          </Button>
        </HStack>
      ))}
    </Stack>
  );
};
