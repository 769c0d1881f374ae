import { useNavigate } from 'react-router';
import type { RegisterForm as RegisterInput } from '#shared/users/user-schemas';
import { EmailField, InputField, PasswordField } from '#web/components/ui/input-field';
import { useMutationForm } from '#web/components/ui/use-mutation-form';
import { paths } from '#web/config/paths';
import { t } from '#web/lib/i18n/t';
import { lazyResolver } from '#web/lib/lazy-resolver';
import { type RegisterValues, registrationErrorMessage, useRegister } from '../api/register';
import { AuthForm, type AuthSwitch } from './auth-form';
import type { LoginLocationState } from './login-form';

const toLogin = (): AuthSwitch => ({
  question: t('auth.haveAccount'),
  to: paths.login.getHref(),
  label: t('auth.signInHere'),
});

const validation = lazyResolver<RegisterInput, RegisterValues>(
  async () => (await import('./form-resolvers')).registerResolver,
);

/** `invite`: the invitation link's token, sent with the form (the account gets what the link gives). */
export const RegisterForm = ({ invite }: { invite?: string }) => {
  const navigate = useNavigate();
  const registration = useRegister();
  const { field, submission } = useMutationForm({
    validation,
    defaultValues: { name: '', email: '', password: '', confirmPassword: '' },
    send: (values: RegisterValues) => registration.mutateAsync({ ...values, invite }),
    onSent: (_, { email }) => {
      const state: LoginLocationState = { registeredEmail: email };
      void navigate(paths.login.getHref(), { state });
      return undefined;
    },
    failure: registrationErrorMessage,
  });

  return (
    <AuthForm {...submission} action="register" switchTo={toLogin()}>
      <InputField label={t('auth.name')} autoComplete="name" {...field('name')} />
      <EmailField label={t('auth.email')} {...field('email')} />
      <PasswordField label={t('auth.password')} isNew {...field('password')} />
      <PasswordField label={t('auth.confirmPassword')} isNew {...field('confirmPassword')} />
    </AuthForm>
  );
};
