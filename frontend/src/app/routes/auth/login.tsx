import { AuthLayout } from '#web/components/layouts/auth-layout';
import { LoginForm } from '#web/features/auth/components/login-form';
import { t } from '#web/lib/i18n/t';

const LoginRoute = () => (
  <AuthLayout title={t('auth.signInTitle')}>
    <LoginForm />
  </AuthLayout>
);

export { LoginRoute as Component };
