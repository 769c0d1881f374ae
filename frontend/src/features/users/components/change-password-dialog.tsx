import { Button, Stack } from '@chakra-ui/react';
import { type ChangeEvent, type FormEvent, useId, useState } from 'react';
import { InputField } from '#web/components/ui/input-field';
import { Modal } from '#web/components/ui/modal';
import { type Feedback, TransientMessage, useTransientMessage } from '#web/components/ui/transient-message';
import { errorMessage } from '#web/lib/error-message';
import { useChangePassword } from '../api/change-password';
import { passwordChangeProblem } from '../utils/password-change';

interface ChangePasswordDialogProps {
  open: boolean;
  onClose: () => void;
  onExitComplete: () => void;
  onFeedback: (feedback: Feedback) => void;
}

const emptyFields = { oldPassword: '', newPassword: '', confirmPassword: '' };

/** Old, new and confirmed password; the fields are cleared once it is saved. */
const ChangePasswordDialog = ({ open, onClose, onExitComplete, onFeedback }: ChangePasswordDialogProps) => {
  const formId = useId();
  const [fields, setFields] = useState(emptyFields);
  const change = useChangePassword();
  const { feedback, show } = useTransientMessage();
  const field = (key: keyof typeof emptyFields) => ({
    value: fields[key],
    onChange: (event: ChangeEvent<HTMLInputElement>) =>
      setFields((previous) => ({ ...previous, [key]: event.target.value })),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = passwordChangeProblem(fields);
    if (problem) {
      show({ status: 'error', text: problem });
      return;
    }
    change.mutate(
      { oldPassword: fields.oldPassword, newPassword: fields.newPassword },
      {
        onSuccess: () => {
          setFields(emptyFields);
          onClose();
          onFeedback({ status: 'success', text: 'Password changed successfully.' });
        },
        onError: (error) =>
          show({ status: 'error', text: errorMessage(error, 'Failed to change password.') }),
      },
    );
  };

  return (
    <Modal
      title="Change Password"
      open={open}
      onClose={onClose}
      onExitComplete={onExitComplete}
      size="sm"
      footer={
        <Button type="submit" form={formId} colorPalette="green" loading={change.isPending}>
          Save Password
        </Button>
      }
    >
      <Stack asChild gap="4">
        <form id={formId} onSubmit={submit} noValidate>
          <InputField
            label="Old Password"
            type="password"
            autoComplete="current-password"
            {...field('oldPassword')}
          />
          <InputField
            label="New Password"
            type="password"
            autoComplete="new-password"
            {...field('newPassword')}
          />
          <InputField
            label="Confirm New Password"
            type="password"
            autoComplete="new-password"
            {...field('confirmPassword')}
          />
          <TransientMessage feedback={feedback} />
        </form>
      </Stack>
    </Modal>
  );
};

export default ChangePasswordDialog;
