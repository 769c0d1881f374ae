import { Heading, Stack, Text } from '@chakra-ui/react';
import type { Feedback } from '#web/components/ui/transient-message';
import { InvitationLinkForm } from './invitation-link-form';
import { InvitationLinkList } from './invitation-link-list';

export interface GroupInviteLinksProps {
  groupId: string;
  groupName: string;
  onFeedback: (feedback: Feedback) => void;
}

/**
 * The group overlay's "Invite someone" (for the group's admins): a link that makes a new account a
 * member of the group, or lets someone signed in join it; and the group's open links.
 */
const GroupInviteLinks = ({ groupId, groupName, onFeedback }: GroupInviteLinksProps) => (
  <Stack gap="3" as="section" aria-label="Invite someone">
    <Heading as="h3" size="sm">
      Invite someone
    </Heading>
    <Text fontSize="sm" color="gray.700">
      A link to join {groupName}: a new person registers with it, someone with an account signs in and
      confirms.
    </Text>
    <InvitationLinkForm groupId={groupId} submitLabel="Invite someone" onFeedback={onFeedback} />
    <Heading as="h4" size="xs">
      Open invitation links
    </Heading>
    <InvitationLinkList groupId={groupId} onFeedback={onFeedback} />
  </Stack>
);

export default GroupInviteLinks;
