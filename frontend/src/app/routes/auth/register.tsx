import { AuthLayout } from '#web/components/layouts/auth-layout';
import { RegisterForm } from '#web/features/auth/components/register-form';

const RegisterRoute = () => (
  <AuthLayout title="Register for an account">
    <RegisterForm />
  </AuthLayout>
);

export { RegisterRoute as Component };
