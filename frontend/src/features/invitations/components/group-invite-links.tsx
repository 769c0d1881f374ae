import { Heading, Stack, Text } from '@chakra-ui/react';
import type { Feedback } from '#web/components/ui/transient-message';
import { t } from '#web/lib/i18n/t';
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
  <Stack gap="3" as="section" aria-label={t('invitations.inviteSomeone')}>
    <Heading as="h3" size="sm">
      {t('invitations.inviteSomeone')}
    </Heading>
    <Text fontSize="sm" color="gray.700">
      {t('invitations.groupLinkExplanation', { group: groupName })}
    </Text>
    <InvitationLinkForm
      groupId={groupId}
      submitLabel={t('invitations.inviteSomeone')}
      onFeedback={onFeedback}
    />
    <Heading as="h4" size="xs">
      {t('invitations.openLinks')}
    </Heading>
    <InvitationLinkList groupId={groupId} onFeedback={onFeedback} />
  </Stack>
);

export default GroupInviteLinks;
