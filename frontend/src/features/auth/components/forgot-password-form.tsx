import { Spinner } from '@chakra-ui/react';
import type { ForgotPasswordForm as ForgotPasswordInput } from '#shared/users/password-reset-schemas';
import { resetByMailOffMessage, resetLinkSentMessage } from '#shared/users/password-reset-texts';
import { EmailField } from '#web/components/ui/input-field';
import { LoadFailure } from '#web/components/ui/load-failure';
import { useMutationForm } from '#web/components/ui/use-mutation-form';
import { errorMessage } from '#web/lib/error-message';
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
    onSent: () => resetLinkSentMessage,
    failure: 'The reset link could not be sent. Please try again.',
  });
  return (
    <AuthForm {...submission} submitLabel="Send reset link" pendingLabel="Sending..." switchTo={toSignIn}>
      <EmailField label="Email address" {...field('email')} />
    </AuthForm>
  );
};

/** "Forgot password?": the form where mail goes out, otherwise who to ask. */
export const ForgotPasswordForm = () => {
  const byMail = useResetByMail();
  if (byMail.isPending) return <Spinner size="sm" alignSelf="center" aria-label="Loading" />;
  if (byMail.isError)
    return (
      <LoadFailure onRetry={byMail.refetch}>
        {errorMessage(byMail.error, 'Could not load this page. Please try again.')}
      </LoadFailure>
    );
  if (!byMail.data.enabled) return <AuthNote link={toSignIn}>{resetByMailOffMessage}</AuthNote>;
  return <MailResetForm />;
};
