import { Link } from '@chakra-ui/react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import type { LoginForm as LoginInput } from '#shared/users/user-schemas';
import { FormAlert } from '#web/components/ui/form-alert';
import { EmailField, PasswordField } from '#web/components/ui/input-field';
import { useMutationForm } from '#web/components/ui/use-mutation-form';
import { paths } from '#web/config/paths';
import { lazyResolver } from '#web/lib/lazy-resolver';
import { type LoginValues, loginErrorMessage, useLogin } from '../api/login';
import { AuthForm, type AuthSwitch } from './auth-form';

/** Set by the registration screen so the new user can sign in straight away. */
export interface LoginLocationState {
  registeredEmail?: string;
  /** Set by the reset screen once the new password is stored. */
  passwordReset?: boolean;
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
  const { registeredEmail, passwordReset } = (useLocation().state as LoginLocationState | null) ?? {};
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
      {registeredEmail && !notice && (
        <FormAlert status="success">Your account is ready. Sign in to continue.</FormAlert>
      )}
      {passwordReset && !notice && (
        <FormAlert status="success">Your password has been reset. Sign in with your new password.</FormAlert>
      )}
      <EmailField label="Email address" {...field('email')} />
      <PasswordField label="Password" {...field('password')} />
      <Link
        asChild
        alignSelf="flex-end"
        color="green.700"
        fontWeight="medium"
        textDecoration="underline"
        mt="-2"
      >
        <RouterLink to={paths.forgotPassword.getHref()}>Forgot password?</RouterLink>
      </Link>
    </AuthForm>
  );
};
