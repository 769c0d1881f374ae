import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { LoginForm as LoginInput } from '#shared/users/user-schemas';
import { FormAlert } from '#web/components/ui/form-alert';
import { EmailField, PasswordField } from '#web/components/ui/input-field';
import { useMutationForm } from '#web/components/ui/use-mutation-form';
import { paths } from '#web/config/paths';
import { takeSignOutNotice } from '#web/lib/auth/sign-out-notice';
import { lazyResolver } from '#web/lib/lazy-resolver';
import { type LoginValues, loginErrorMessage, useLogin } from '../api/login';
import { AuthForm, type AuthSwitch } from './auth-form';

/** Set by the registration screen so the new user can sign in straight away. */
export interface LoginLocationState {
  registeredEmail?: string;
}

const toRegister: AuthSwitch = {
  question: "Don't have an account?",
  to: paths.register.getHref(),
  label: 'Register here',
};

const validation = lazyResolver<LoginInput, LoginValues>(
  async () => (await import('./form-resolvers')).loginResolver,
);

export const LoginForm = () => {
  const navigate = useNavigate();
  const registeredEmail = (useLocation().state as LoginLocationState | null)?.registeredEmail;
  // Said once, e.g. 'Your account has been deleted.' (sign-out-notice.ts).
  const [signOutNotice] = useState(takeSignOutNotice);
  const login = useLogin();
  const { field, notice, submission } = useMutationForm({
    validation,
    defaultValues: { email: registeredEmail ?? '', password: '' },
    send: login.mutateAsync,
    onSent: () => void navigate(paths.recipes.getHref(), { replace: true }),
    failure: loginErrorMessage,
  });

  return (
    <AuthForm {...submission} submitLabel="Sign in" pendingLabel="Signing in..." switchTo={toRegister}>
      {signOutNotice && !notice && <FormAlert status="success">{signOutNotice}</FormAlert>}
      {registeredEmail && !notice && (
        <FormAlert status="success">Your account is ready. Sign in to continue.</FormAlert>
      )}
      <EmailField label="Email address" {...field('email')} />
      <PasswordField label="Password" {...field('password')} />
    </AuthForm>
  );
};
