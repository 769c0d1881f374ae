import { Spinner } from '@chakra-ui/react';
import type { ForgotPasswordForm as ForgotPasswordInput } from '#shared/users/password-reset-schemas';
import { EmailField } from '#web/components/ui/input-field';
import { LoadFailure } from '#web/components/ui/load-failure';
import { useMutationForm } from '#web/components/ui/use-mutation-form';
import { errorMessage } from '#web/lib/error-message';
import { t } from '#web/lib/i18n/t';
import { lazyResolver } from '#web/lib/lazy-resolver';
import { type ForgotPasswordValues, useForgotPassword } from '../api/forgot-password';
import { useResetByMail } from '../api/reset-by-mail';
import { AuthForm } from './auth-form';
import { AuthNote, toSignIn } from './back-to-sign-in';

const validation = lazyResolver<ForgotPasswordInput, ForgotPasswordValues>(
  async () => (await import('./reset-resolvers')).forgotPasswordResolver,
);

/** The email, and "Send reset link"; the answer is one sentence for every email. */
const MailResetForm = () => {
  const forgot = useForgotPassword();
  const { field, submission } = useMutationForm({
    validation,
    defaultValues: { email: '' },
    send: forgot.mutateAsync,
    onSent: () => t('auth.resetLinkSent'),
    failure: t('auth.resetLinkNotSent'),
  });
  return (
    <AuthForm {...submission} action="sendResetLink" switchTo={toSignIn()}>
      <EmailField label={t('auth.emailAddress')} {...field('email')} />
    </AuthForm>
  );
};

/** "Forgot password?": the form where mail goes out, otherwise who to ask. */
export const ForgotPasswordForm = () => {
  const byMail = useResetByMail();
  if (byMail.isPending) return <Spinner size="sm" alignSelf="center" aria-label={t('common.loading')} />;
  if (byMail.isError)
    return (
      <LoadFailure onRetry={byMail.refetch}>
        {errorMessage(byMail.error, t('common.pageLoadFailed'))}
      </LoadFailure>
    );
  if (!byMail.data.enabled) return <AuthNote link={toSignIn()}>{t('auth.resetByMailOff')}</AuthNote>;
  return <MailResetForm />;
};
