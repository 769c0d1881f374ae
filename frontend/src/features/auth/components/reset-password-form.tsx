import { Text } from '@chakra-ui/react';
import { useNavigate, useSearchParams } from 'react-router';
import { PasswordField } from '#web/components/ui/input-field';
import { useMutationForm } from '#web/components/ui/use-mutation-form';
import { paths } from '#web/config/paths';
import { getAuthState, refreshSession } from '#web/lib/auth/session';
import { t } from '#web/lib/i18n/t';
import { lazyResolver } from '#web/lib/lazy-resolver';
import { useResetPassword } from '../api/reset-password';
import type { PasswordResetInput, PasswordResetValues } from '../utils/password-reset-form';
import { AuthForm, type AuthSwitch } from './auth-form';
import { AuthNote } from './back-to-sign-in';
import type { LoginLocationState } from './login-form';

const validation = lazyResolver<PasswordResetInput, PasswordResetValues>(
  async () => (await import('./reset-resolvers')).passwordResetResolver,
);

const askAgain = (): AuthSwitch => ({
  question: t('auth.needNewLink'),
  to: paths.forgotPassword.getHref(),
  label: t('auth.askForNewOne'),
});

/**
 * New password twice, and "Reset password"; success goes to sign-in with the new password. A spent
 * or expired link gets the server's sentence, with the way to a new link under the button.
 */
export const ResetPasswordForm = () => {
  const navigate = useNavigate();
  const token = useSearchParams()[0].get('token') ?? '';
  const reset = useResetPassword();
  const { field, submission } = useMutationForm({
    validation,
    defaultValues: { newPassword: '', confirmPassword: '' },
    send: async ({ newPassword }: PasswordResetValues) => {
      await reset.mutateAsync({ token, newPassword });
      // The reset ended every session of the account: if this browser was signed in to it, asking
      // for a new token fails and signs it out; a SysAdmin who opened the link stays signed in.
      if (getAuthState().status === 'signed-in') await refreshSession();
    },
    onSent: () => {
      const state: LoginLocationState = { passwordReset: true };
      void navigate(paths.login.getHref(), { replace: true, state });
      return undefined;
    },
    failure: t('auth.resetFailed'),
  });
  if (!token) return <AuthNote link={askAgain()}>{t('auth.invalidResetLink')}</AuthNote>;
  return (
    <AuthForm {...submission} action="resetPassword" switchTo={askAgain()}>
      <Text>{t('auth.resetPasswordIntro')}</Text>
      <PasswordField label={t('auth.newPassword')} isNew {...field('newPassword')} />
      <PasswordField label={t('auth.confirmNewPassword')} isNew {...field('confirmPassword')} />
    </AuthForm>
  );
};
