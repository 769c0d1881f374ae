import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { AvatarDot } from '#web/components/ui/avatar-dot';
import { LogOutIcon } from '#web/components/ui/icons';
import { Panel } from '#web/components/ui/panel';
import type { Feedback } from '#web/components/ui/transient-message';
import type { SessionUser } from '#web/lib/auth/session-storage';
import { lazyDialog, useLazyDialog } from '#web/lib/use-lazy-dialog';

const editProfile = lazyDialog(() => import('./edit-profile-dialog'));
const changePassword = lazyDialog(() => import('./change-password-dialog'));

interface ProfileCardProps {
  user: SessionUser;
  onFeedback: (feedback: Feedback) => void;
  onLogout: () => void;
}

/** 'Welcome, {name}', the email, the avatar dot, and the profile, password and log-out buttons. */
export const ProfileCard = ({ user, onFeedback, onLogout }: ProfileCardProps) => {
  const profile = useLazyDialog(editProfile, () => ({
    initialName: user.name,
    initialAvatar: user.avatar,
    onFeedback,
  }));
  const password = useLazyDialog(changePassword, () => ({ onFeedback }));
  return (
    <Panel title="Profile">
      <Stack gap="1">
        <HStack gap="2">
          <AvatarDot avatar={user.avatar} />
          <Text fontSize="lg" fontWeight="semibold">
            Welcome, {user.name}
          </Text>
        </HStack>
        <Text color="gray.700">Email: {user.email}</Text>
      </Stack>
      <HStack gap="3" wrap="wrap">
        <Button variant="outline" {...profile.trigger(true)}>
          Edit Profile
        </Button>
        <Button variant="outline" {...password.trigger(true)}>
          Change Password
        </Button>
        <Button variant="outline" colorPalette="red" onClick={onLogout}>
          <LogOutIcon />
          Log Out
        </Button>
      </HStack>

      {profile.element}
      {password.element}
    </Panel>
  );
};
