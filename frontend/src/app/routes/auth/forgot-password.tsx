import { AuthLayout } from '#web/components/layouts/auth-layout';
import { ForgotPasswordForm } from '#web/features/auth/components/forgot-password-form';

const ForgotPasswordRoute = () => (
  <AuthLayout title="Forgot your password?">
    <ForgotPasswordForm />
  </AuthLayout>
);

export { ForgotPasswordRoute as Component };
