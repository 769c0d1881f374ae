import { FormDialog } from '#web/components/ui/form-dialog';
import { PasswordField } from '#web/components/ui/input-field';
import type { Feedback } from '#web/components/ui/transient-message';
import { useMutationForm } from '#web/components/ui/use-mutation-form';
import { t } from '#web/lib/i18n/t';
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
      onFeedback({ status: 'success', text: t('users.passwordChanged') });
      return undefined;
    },
    failure: t('users.changePasswordFailed'),
    report: 'transient',
  });

  return (
    <FormDialog
      {...dialog}
      {...submission}
      title={t('users.changePassword')}
      submitLabel={t('users.savePassword')}
    >
      <PasswordField label={t('users.oldPassword')} {...field('oldPassword')} />
      <PasswordField label={t('users.newPassword')} isNew {...field('newPassword')} />
      <PasswordField label={t('users.confirmNewPassword')} isNew {...field('confirmPassword')} />
    </FormDialog>
  );
};

export default ChangePasswordDialog;
