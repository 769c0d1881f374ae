import { AuthLayout } from '#web/components/layouts/auth-layout';
import { ResetPasswordForm } from '#web/features/auth/components/reset-password-form';

const ResetPasswordRoute = () => (
  <AuthLayout title="Reset your password">
    <ResetPasswordForm />
  </AuthLayout>
);

export { ResetPasswordRoute as Component };
