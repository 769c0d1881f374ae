import { Stack, Text } from '@chakra-ui/react';
import { roles } from '#shared/roles';
import { Panel } from '#web/components/ui/panel';
import { TransientMessage, useTransientMessage } from '#web/components/ui/transient-message';
import { t } from '#web/lib/i18n/t';
import { InvitationLinkForm } from './invitation-link-form';
import { InvitationLinkList } from './invitation-link-list';
import { SignUpModeSetting } from './sign-up-mode-setting';

/** The SysAdmin's part of the admin panel: who may register, and invitation links for any role. */
export const AdminInvitations = () => {
  const { feedback, show } = useTransientMessage();
  return (
    <>
      <TransientMessage feedback={feedback} floating />
      <Panel title={t('invitations.signUpPanel')}>
        <SignUpModeSetting onFeedback={show} />
      </Panel>
      <Panel title={t('invitations.linksPanel')}>
        <Stack gap="5">
          <Text color="gray.700">{t('invitations.linksExplanation')}</Text>
          <InvitationLinkForm roles={roles} submitLabel={t('invitations.createLink')} onFeedback={show} />
          <InvitationLinkList onFeedback={show} />
        </Stack>
      </Panel>
    </>
  );
};
