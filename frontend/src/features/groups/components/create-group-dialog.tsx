import { Button, Stack } from '@chakra-ui/react';
import { type FormEvent, useId, useState } from 'react';
import { InputField } from '#web/components/ui/input-field';
import { Modal } from '#web/components/ui/modal';
import { type Feedback, TransientMessage, useTransientMessage } from '#web/components/ui/transient-message';
import { errorMessage } from '#web/lib/error-message';
import { useCreateGroup } from '../api/create-group';

export const emptyGroupNameMessage = 'Group name cannot be empty.';

interface CreateGroupDialogProps {
  open: boolean;
  onClose: () => void;
  onExitComplete: () => void;
  onFeedback: (feedback: Feedback) => void;
}

/** 'Create a New Group': a name, and the caller becomes the group's first admin. */
const CreateGroupDialog = ({ open, onClose, onExitComplete, onFeedback }: CreateGroupDialogProps) => {
  const formId = useId();
  const [name, setName] = useState('');
  const creation = useCreateGroup();
  const { feedback, show } = useTransientMessage();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) {
      show({ status: 'error', text: emptyGroupNameMessage });
      return;
    }
    creation.mutate(name.trim(), {
      onSuccess: () => {
        setName('');
        onClose();
        onFeedback({ status: 'success', text: 'Group created successfully!' });
      },
      onError: (error) => show({ status: 'error', text: errorMessage(error, 'Failed to create group') }),
    });
  };
  return (
    <Modal
      title="Create a New Group"
      open={open}
      onClose={onClose}
      onExitComplete={onExitComplete}
      size="sm"
      footer={
        <Button type="submit" form={formId} colorPalette="green" loading={creation.isPending}>
          Create Group
        </Button>
      }
    >
      <Stack asChild gap="4">
        <form id={formId} onSubmit={submit} noValidate>
          <InputField label="Group Name" value={name} onChange={(event) => setName(event.target.value)} />
          <TransientMessage feedback={feedback} />
        </form>
      </Stack>
    </Modal>
  );
};

export default CreateGroupDialog;
