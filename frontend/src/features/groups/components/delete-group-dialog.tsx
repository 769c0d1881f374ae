import { Button, Stack, Text } from '@chakra-ui/react';
import { Modal } from '../../../components/ui/modal';
import {
  type Feedback,
  TransientMessage,
  useTransientMessage,
} from '../../../components/ui/transient-message';
import { errorMessage } from '../../../lib/error-message';
import { useDeleteGroup } from '../api/delete-group';

interface DeleteGroupDialogProps {
  groupId: string;
  open: boolean;
  onClose: () => void;
  onExitComplete: () => void;
  /** After the group is gone: the overlay closes too and the page says so. */
  onDeleted: (feedback: Feedback) => void;
}

/** 'Confirm Deletion': deleting a group takes its meal plans and shopping list with it. */
const DeleteGroupDialog = ({ groupId, open, onClose, onExitComplete, onDeleted }: DeleteGroupDialogProps) => {
  const deletion = useDeleteGroup();
  const { feedback, show } = useTransientMessage();
  const remove = () =>
    deletion.mutate(groupId, {
      onSuccess: () => {
        onClose();
        onDeleted({ status: 'success', text: 'Group deleted successfully.' });
      },
      onError: (error) => show({ status: 'error', text: errorMessage(error, 'Failed to delete group.') }),
    });
  return (
    <Modal
      title="Confirm Deletion"
      role="alertdialog"
      open={open}
      onClose={onClose}
      onExitComplete={onExitComplete}
      size="sm"
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button colorPalette="red" onClick={remove} loading={deletion.isPending}>
            Delete Group
          </Button>
        </>
      }
    >
      <Stack gap="4">
        <Text>Are you sure you want to delete this group? This action cannot be undone.</Text>
        <TransientMessage feedback={feedback} />
      </Stack>
    </Modal>
  );
};

export default DeleteGroupDialog;
