import { Link, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import type { SignUpMode } from '#shared/users/sign-up-rules';
import type { LoginForm as LoginInput } from '#shared/users/user-schemas';
import { FormAlert } from '#web/components/ui/form-alert';
import { EmailField, PasswordField } from '#web/components/ui/input-field';
import { useMutationForm } from '#web/components/ui/use-mutation-form';
import { paths } from '#web/config/paths';
import { takeSignOutNotice } from '#web/lib/auth/sign-out-notice';
import { t } from '#web/lib/i18n/t';
import { lazyResolver } from '#web/lib/lazy-resolver';
import { useSignUpModeForVisitors } from '../api/get-sign-up-mode';
import { type LoginValues, loginErrorMessage, useLogin } from '../api/login';
import { AuthForm, type AuthSwitch } from './auth-form';
import { PasskeySignIn } from './passkey-sign-in';
import { SecondStepForm } from './second-step-form';

/** Set by the registration screen so the new user can sign in straight away. */
export interface LoginLocationState {
  registeredEmail?: string;
  /** Set by the reset screen once the new password is stored. */
  passwordReset?: boolean;
}

/** The way to an account, as the sign-up mode allows (issue 25): no link to a form that always fails. */
const toRegister = (mode: SignUpMode): AuthSwitch => {
  switch (mode) {
    case 'open':
      return { question: t('auth.noAccount'), to: paths.register.getHref(), label: t('auth.registerHere') };
    case 'invite':
      return { question: t('auth.noAccountInviteOnly') };
    case 'closed':
      return { question: t('auth.noAccountClosed') };
  }
};

const validation = lazyResolver<LoginInput, LoginValues>(
  async () => (await import('./form-resolvers')).loginResolver,
);

/** Email and password, or a passkey; then, for an account with two-step sign-in on, a code. */
export const LoginForm = () => {
  const [challenge, setChallenge] = useState<string | null>(null);
  if (challenge) return <SecondStepForm challenge={challenge} onRestart={() => setChallenge(null)} />;
  return (
    <Stack gap="5">
      <PasswordForm onSecondStep={setChallenge} />
      <PasskeySignIn />
    </Stack>
  );
};

const PasswordForm = ({ onSecondStep }: { onSecondStep: (challenge: string) => void }) => {
  const navigate = useNavigate();
  const { registeredEmail, passwordReset } = (useLocation().state as LoginLocationState | null) ?? {};
  // Said once, e.g. 'Your account has been deleted.' (sign-out-notice.ts).
  const [signOutNotice] = useState(takeSignOutNotice);
  const login = useLogin();
  const signUp = useSignUpModeForVisitors();
  const { field, notice, submission } = useMutationForm({
    validation,
    defaultValues: { email: registeredEmail ?? '', password: '' },
    send: login.mutateAsync,
    onSent: (answer) => {
      if ('secondStepRequired' in answer) onSecondStep(answer.challenge);
      else void navigate(paths.recipes.getHref(), { replace: true });
      return undefined;
    },
    failure: loginErrorMessage,
  });

  return (
    <AuthForm {...submission} action="signIn" switchTo={toRegister(signUp.data?.mode ?? 'open')}>
      {signOutNotice && !notice && <FormAlert status="success">{signOutNotice}</FormAlert>}
      {registeredEmail && !notice && <FormAlert status="success">{t('auth.accountReady')}</FormAlert>}
      {passwordReset && !notice && <FormAlert status="success">{t('auth.passwordWasReset')}</FormAlert>}
      <EmailField label={t('auth.emailAddress')} {...field('email')} />
      <PasswordField label={t('auth.password')} {...field('password')} />
      <Link
        asChild
        alignSelf="flex-end"
        color="green.700"
        fontWeight="medium"
        textDecoration="underline"
        mt="-2"
      >
        <RouterLink to={paths.forgotPassword.getHref()}>{t('auth.forgotPasswordLink')}</RouterLink>
      </Link>
    </AuthForm>
  );
};
