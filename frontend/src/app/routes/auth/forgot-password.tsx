import { AuthLayout } from '#web/components/layouts/auth-layout';
import { ForgotPasswordForm } from '#web/features/auth/components/forgot-password-form';
import { t } from '#web/lib/i18n/t';

const ForgotPasswordRoute = () => (
  <AuthLayout title={t('auth.forgotPasswordTitle')}>
    <ForgotPasswordForm />
  </AuthLayout>
);

export { ForgotPasswordRoute as Component };
