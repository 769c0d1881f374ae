import { Text } from '@chakra-ui/react';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog';
import { submitting } from '#web/components/ui/form-dialog';
import type { Feedback } from '#web/components/ui/transient-message';
import type { DialogLifecycle } from '#web/lib/use-lazy-dialog';
import { useEndOtherDeviceSessions } from '../api/device-sessions';

interface SignOutOthersDialogProps extends DialogLifecycle {
  onFeedback: (feedback: Feedback) => void;
}

/** Asks before every other device is signed out. */
const SignOutOthersDialog = ({ onFeedback, ...dialog }: SignOutOthersDialogProps) => {
  const end = useEndOtherDeviceSessions();
  const confirm = () =>
    end.mutate(undefined, {
      onSuccess: () => {
        dialog.onClose();
        onFeedback({ status: 'success', text: 'Every other device is signed out.' });
      },
    });
  return (
    <ConfirmDialog
      {...submitting(dialog, end, confirm, 'Failed to sign out the other devices.')}
      title="Sign out everywhere else"
      confirmLabel="Sign out everywhere else"
    >
      <Text>Every device but this one is signed out and must sign in again.</Text>
    </ConfirmDialog>
  );
};

export default SignOutOthersDialog;
