import { Text } from '@chakra-ui/react';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog';
import { closeWithNotice, submitting } from '#web/components/ui/form-dialog';
import type { Feedback } from '#web/components/ui/transient-message';
import { t } from '#web/lib/i18n/t';
import type { DialogLifecycle } from '#web/lib/use-lazy-dialog';
import { useLeaveGroup } from '../api/leave-group';

interface LeaveGroupDialogProps extends DialogLifecycle {
  groupId: string;
  groupName: string;
  currentUserId: string;
  /** After leaving: the overlay closes too and the page says so. */
  onLeft: (feedback: Feedback) => void;
}

/** Asks before the user leaves a group: only an admin's invitation brings them back. */
const LeaveGroupDialog = ({
  groupId,
  groupName,
  currentUserId,
  onLeft,
  ...dialog
}: LeaveGroupDialogProps) => {
  const leaving = useLeaveGroup();
  const leave = () =>
    leaving.mutate(
      { groupId, userId: currentUserId },
      { onSuccess: () => closeWithNotice(dialog, onLeft, t('groups.youLeft', { group: groupName })) },
    );
  return (
    <ConfirmDialog
      {...submitting(dialog, leaving, leave, t('groups.removeFromGroupFailed'))}
      title={t('groups.leaveGroup')}
    >
      <Text>{t('groups.leaveGroupQuestion', { group: groupName })}</Text>
    </ConfirmDialog>
  );
};

export default LeaveGroupDialog;
