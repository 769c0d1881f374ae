import { FormDialog } from '#web/components/ui/form-dialog';
import { PasswordField } from '#web/components/ui/input-field';
import type { Feedback } from '#web/components/ui/transient-message';
import { useMutationForm } from '#web/components/ui/use-mutation-form';
import { lazyResolver } from '#web/lib/lazy-resolver';
import type { DialogLifecycle } from '#web/lib/use-lazy-dialog';
import { useChangePassword } from '../api/change-password';
import type { PasswordChangeInput, PasswordChangeValues } from '../utils/password-change';

const validation = lazyResolver<PasswordChangeInput, PasswordChangeValues>(
  async () => (await import('./form-resolvers')).passwordChangeResolver,
);

interface ChangePasswordDialogProps extends DialogLifecycle {
  onFeedback: (feedback: Feedback) => void;
}

/** Old, new and confirmed password; the fields are cleared once it is saved. */
const ChangePasswordDialog = ({ onFeedback, ...dialog }: ChangePasswordDialogProps) => {
  const change = useChangePassword();
  const { field, submission } = useMutationForm({
    validation,
    defaultValues: { oldPassword: '', newPassword: '', confirmPassword: '' },
    send: ({ oldPassword, newPassword }) => change.mutateAsync({ oldPassword, newPassword }),
    onSent: (_, __, form) => {
      form.reset();
      dialog.onClose();
      onFeedback({ status: 'success', text: 'Password changed successfully.' });
      return undefined;
    },
    failure: 'Failed to change password.',
    report: 'transient',
  });

  return (
    <FormDialog {...dialog} {...submission} title="Change Password" submitLabel="Save Password">
      <PasswordField label="Old Password" {...field('oldPassword')} />
      <PasswordField label="New Password" isNew {...field('newPassword')} />
      <PasswordField label="Confirm New Password" isNew {...field('confirmPassword')} />
    </FormDialog>
  );
};

export default ChangePasswordDialog;
