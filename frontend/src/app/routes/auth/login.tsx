import { AuthLayout } from '#web/components/layouts/auth-layout';
import { LoginForm } from '#web/features/auth/components/login-form';

const LoginRoute = () => (
  <AuthLayout title="Sign in to your account">
    <LoginForm />
  </AuthLayout>
);

export { LoginRoute as Component };
