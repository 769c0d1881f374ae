import { AuthLayout } from '#web/components/layouts/auth-layout';
import { ResetPasswordForm } from '#web/features/auth/components/reset-password-form';
import { t } from '#web/lib/i18n/t';

const ResetPasswordRoute = () => (
  <AuthLayout title={t('auth.resetPasswordTitle')}>
    <ResetPasswordForm />
  </AuthLayout>
);

export { ResetPasswordRoute as Component };
