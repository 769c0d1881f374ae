import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import { AvatarDot } from '#web/components/ui/avatar-dot';
import { LogOutIcon } from '#web/components/ui/icons';
import { Panel } from '#web/components/ui/panel';
import type { Feedback } from '#web/components/ui/transient-message';
import type { SessionUser } from '#web/lib/auth/session-storage';
import { useDialogState } from '#web/lib/use-dialog-state';

const loadProfileDialog = () => import('./edit-profile-dialog');
const loadPasswordDialog = () => import('./change-password-dialog');
const EditProfileDialog = lazy(loadProfileDialog);
const ChangePasswordDialog = lazy(loadPasswordDialog);

interface ProfileCardProps {
  user: SessionUser;
  onFeedback: (feedback: Feedback) => void;
  onLogout: () => void;
}

/** 'Welcome, {name}', the email, the avatar dot, and the profile, password and log-out buttons. */
export const ProfileCard = ({ user, onFeedback, onLogout }: ProfileCardProps) => {
  const profile = useDialogState();
  const password = useDialogState();
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
        <Button
          variant="outline"
          onPointerEnter={() => void loadProfileDialog()}
          onClick={() => profile.show(true)}
        >
          Edit Profile
        </Button>
        <Button
          variant="outline"
          onPointerEnter={() => void loadPasswordDialog()}
          onClick={() => password.show(true)}
        >
          Change Password
        </Button>
        <Button variant="outline" colorPalette="red" onClick={onLogout}>
          <LogOutIcon />
          Log Out
        </Button>
      </HStack>

      {profile.state && (
        <Suspense fallback={null}>
          <EditProfileDialog
            key={profile.state.key}
            initialName={user.name}
            open={profile.state.open}
            onClose={profile.close}
            onExitComplete={profile.onExitComplete}
            onFeedback={onFeedback}
          />
        </Suspense>
      )}
      {password.state && (
        <Suspense fallback={null}>
          <ChangePasswordDialog
            key={password.state.key}
            open={password.state.open}
            onClose={password.close}
            onExitComplete={password.onExitComplete}
            onFeedback={onFeedback}
          />
        </Suspense>
      )}
    </Panel>
  );
};
