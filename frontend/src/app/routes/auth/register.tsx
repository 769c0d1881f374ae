import { Spinner } from '@chakra-ui/react';
import { Navigate, useSearchParams } from 'react-router';
import { AuthLayout } from '#web/components/layouts/auth-layout';
import { paths } from '#web/config/paths';
import { JoinByInvitation } from '#web/features/auth/components/join-by-invitation';
import { Registration } from '#web/features/auth/components/registration';
import { useAuthState } from '#web/lib/auth/session';
import { t } from '#web/lib/i18n/t';

/**
 * /register, and /register?invite=… (issue 25): signed out, the registration form as the sign-up
 * mode allows; signed in, an invitation to a group is joined after confirming, and without a link
 * there is nothing to do here.
 */
const RegisterRoute = () => {
  const auth = useAuthState();
  const invite = useSearchParams()[0].get('invite') ?? undefined;
  if (auth.status === 'signed-in') {
    if (invite === undefined) return <Navigate to={paths.recipes.getHref()} replace />;
    return (
      <AuthLayout title={t('invitations.joinTitle')}>
        <JoinByInvitation invite={invite} />
      </AuthLayout>
    );
  }
  if (auth.status === 'pending' && invite !== undefined) return <Spinner aria-label={t('common.loading')} />;
  return (
    <AuthLayout title={t('auth.registerTitle')}>
      <Registration invite={invite} />
    </AuthLayout>
  );
};

export { RegisterRoute as Component };
