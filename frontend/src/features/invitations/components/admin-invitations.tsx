import { Stack, Text } from '@chakra-ui/react';
import { roles } from '#shared/roles';
import { Panel } from '#web/components/ui/panel';
import { TransientMessage, useTransientMessage } from '#web/components/ui/transient-message';
import { InvitationLinkForm } from './invitation-link-form';
import { InvitationLinkList } from './invitation-link-list';
import { SignUpModeSetting } from './sign-up-mode-setting';

/** The SysAdmin's part of the admin panel: who may register, and invitation links for any role. */
export const AdminInvitations = () => {
  const { feedback, show } = useTransientMessage();
  return (
    <>
      <TransientMessage feedback={feedback} floating />
      <Panel title="Sign-up">
        <SignUpModeSetting onFeedback={show} />
      </Panel>
      <Panel title="Invitation links">
        <Stack gap="5">
          <Text color="gray.700">
            A link lets people register with the role it names, also when sign-up is by invitation only. Group
            admins invite people to their groups from the group's overlay on My Page.
          </Text>
          <InvitationLinkForm roles={roles} submitLabel="Create link" onFeedback={show} />
          <InvitationLinkList onFeedback={show} />
        </Stack>
      </Panel>
    </>
  );
};
