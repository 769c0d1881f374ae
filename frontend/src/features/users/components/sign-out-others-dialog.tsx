import { Text } from '@chakra-ui/react';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog';
import { closeWithNotice, submitting } from '#web/components/ui/form-dialog';
import type { Feedback } from '#web/components/ui/transient-message';
import { t } from '#web/lib/i18n/t';
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
      onSuccess: () => closeWithNotice(dialog, onFeedback, t('users.otherDevicesSignedOut')),
    });
  return (
    <ConfirmDialog
      {...submitting(dialog, end, confirm, t('users.signOutOthersFailed'))}
      title={t('users.signOutEverywhereElse')}
    >
      <Text>{t('users.signOutOthersExplained')}</Text>
    </ConfirmDialog>
  );
};

export default SignOutOthersDialog;
