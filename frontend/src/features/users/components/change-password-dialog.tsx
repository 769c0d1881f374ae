import { FormDialog } from '#web/components/ui/form-dialog';
import { PasswordField } from '#web/components/ui/input-field';
import type { Feedback } from '#web/components/ui/transient-message';
import { useDialogForm } from '#web/components/ui/use-dialog-form';
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

/** Old, new and confirmed password; once it is saved the dialog, and what was typed in it, is gone. */
const ChangePasswordDialog = ({ onFeedback, ...dialog }: ChangePasswordDialogProps) => {
  const change = useChangePassword();
  const { field, dialogForm } = useDialogForm(dialog, onFeedback, {
    validation,
    defaultValues: { oldPassword: '', newPassword: '', confirmPassword: '' },
    send: ({ oldPassword, newPassword }) => change.mutateAsync({ oldPassword, newPassword }),
    failure: t('users.changePasswordFailed'),
    done: () => t('users.passwordChanged'),
  });

  return (
    <FormDialog {...dialogForm} title={t('users.changePassword')} submitLabel={t('users.savePassword')}>
      <PasswordField label={t('users.oldPassword')} {...field('oldPassword')} />
      <PasswordField label={t('users.newPassword')} isNew {...field('newPassword')} />
      <PasswordField label={t('users.confirmNewPassword')} isNew {...field('confirmPassword')} />
    </FormDialog>
  );
};

export default ChangePasswordDialog;
