import { useLocation, useNavigate } from 'react-router';
import type { SignUpMode } from '#shared/users/sign-up-rules';
import type { LoginForm as LoginInput } from '#shared/users/user-schemas';
import { FormAlert } from '#web/components/ui/form-alert';
import { EmailField, PasswordField } from '#web/components/ui/input-field';
import { useMutationForm } from '#web/components/ui/use-mutation-form';
import { paths } from '#web/config/paths';
import { lazyResolver } from '#web/lib/lazy-resolver';
import { useSignUpModeForVisitors } from '../api/get-sign-up-mode';
import { type LoginValues, loginErrorMessage, useLogin } from '../api/login';
import { AuthForm, type AuthSwitch } from './auth-form';

/** Set by the registration screen so the new user can sign in straight away. */
export interface LoginLocationState {
  registeredEmail?: string;
}

/** The way to an account, as the sign-up mode allows (issue 25): no link to a form that always fails. */
const toRegister: Record<SignUpMode, AuthSwitch> = {
  open: { question: "Don't have an account?", to: paths.register.getHref(), label: 'Register here' },
  invite: {
    question: "Don't have an account? Registration is by invitation only: open the link you were sent.",
  },
  closed: { question: "Don't have an account? Ask an administrator for one." },
};

const validation = lazyResolver<LoginInput, LoginValues>(
  async () => (await import('./form-resolvers')).loginResolver,
);

export const LoginForm = () => {
  const navigate = useNavigate();
  const registeredEmail = (useLocation().state as LoginLocationState | null)?.registeredEmail;
  const login = useLogin();
  const signUp = useSignUpModeForVisitors();
  const { field, notice, submission } = useMutationForm({
    validation,
    defaultValues: { email: registeredEmail ?? '', password: '' },
    send: login.mutateAsync,
    onSent: () => void navigate(paths.recipes.getHref(), { replace: true }),
    failure: loginErrorMessage,
  });

  return (
    <AuthForm
      {...submission}
      submitLabel="Sign in"
      pendingLabel="Signing in..."
      switchTo={toRegister[signUp.data?.mode ?? 'open']}
    >
      {registeredEmail && !notice && (
        <FormAlert status="success">Your account is ready. Sign in to continue.</FormAlert>
      )}
      <EmailField label="Email address" {...field('email')} />
      <PasswordField label="Password" {...field('password')} />
    </AuthForm>
  );
};
