import { Text } from '@chakra-ui/react';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog';
import { closeWithNotice, submitting } from '#web/components/ui/form-dialog';
import { type Feedback, TransientMessage, useTransientMessage } from '#web/components/ui/transient-message';
import { errorMessage } from '#web/lib/error-message';
import { t } from '#web/lib/i18n/t';
import type { DialogLifecycle } from '#web/lib/use-lazy-dialog';
import { useDeleteGroup } from '../api/delete-group';

interface DeleteGroupDialogProps extends DialogLifecycle {
  groupId: string;
  /** After the group is gone: the overlay closes too and the page says so. */
  onDeleted: (feedback: Feedback) => void;
}

/** 'Confirm Deletion': deleting a group takes its meal plans and shopping list with it. */
const DeleteGroupDialog = ({ groupId, onDeleted, ...dialog }: DeleteGroupDialogProps) => {
  const deletion = useDeleteGroup();
  const { feedback, show } = useTransientMessage();
  const remove = () =>
    deletion.mutate(groupId, {
      onSuccess: () => closeWithNotice(dialog, onDeleted, t('groups.groupDeleted')),
      onError: (error) => show({ status: 'error', text: errorMessage(error, t('groups.deleteGroupFailed')) }),
    });
  return (
    <ConfirmDialog
      {...submitting(dialog, deletion, remove)}
      title={t('groups.confirmDeletion')}
      confirmLabel={t('groups.deleteGroup')}
    >
      <Text>{t('groups.deleteGroupQuestion')}</Text>
      <TransientMessage feedback={feedback} />
    </ConfirmDialog>
  );
};

export default DeleteGroupDialog;
