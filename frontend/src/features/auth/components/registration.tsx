import { Link, Spinner, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import type { InvitationPreview } from '#shared/users/invitation-schemas';
import { FormAlert } from '#web/components/ui/form-alert';
import { paths } from '#web/config/paths';
import { t } from '#web/lib/i18n/t';
import { useSignUpModeForVisitors } from '../api/get-sign-up-mode';
import { useInvitationPreview } from '../api/invitation';
import { RegisterForm } from './register-form';

const invitedTo = ({ groupName, role }: InvitationPreview) =>
  groupName
    ? t('invitations.invitedToGroup', { group: groupName })
    : t('invitations.invitedToAccount', { role });

/** Instead of a form that would always fail: why, and the way back to sign-in. */
const NoSignUp = ({ reason, hint }: { reason: string; hint?: string }) => (
  <Stack gap="4">
    <FormAlert status="error">{reason}</FormAlert>
    {hint && <Text>{hint}</Text>}
    <Text textAlign="center">
      {t('auth.haveAccount')}{' '}
      <Link asChild color="green.700" fontWeight="medium" textDecoration="underline">
        <RouterLink to={paths.login.getHref()}>{t('auth.signInHere')}</RouterLink>
      </Link>
    </Text>
  </Stack>
);

/**
 * The registration screen as the sign-up mode allows (issue 25): the form when anyone may register
 * or an invitation link is valid (kept in the form and sent with it), otherwise why not.
 */
export const Registration = ({ invite }: { invite: string | undefined }) => {
  const signUp = useSignUpModeForVisitors();
  const preview = useInvitationPreview(invite);
  if (signUp.isPending || (invite !== undefined && preview.isPending))
    return <Spinner alignSelf="center" aria-label={t('common.loading')} />;
  // Not knowing the mode, the form is shown: the server decides anyway.
  const mode = signUp.data?.mode ?? 'open';
  if (mode === 'closed') return <NoSignUp reason={t('invitations.signUpClosed')} />;
  if (invite !== undefined && preview.data)
    return (
      <Stack gap="5">
        <FormAlert status="success">{invitedTo(preview.data)}</FormAlert>
        <RegisterForm invite={invite} />
      </Stack>
    );
  if (invite !== undefined)
    return mode === 'open' ? (
      <Stack gap="5">
        <FormAlert status="error">{t('invitations.invalidLinkRegisterAnyway')}</FormAlert>
        <RegisterForm />
      </Stack>
    ) : (
      <NoSignUp reason={t('invitations.invalidLink')} hint={t('invitations.askForNewLink')} />
    );
  if (mode === 'invite')
    return <NoSignUp reason={t('invitations.inviteOnly')} hint={t('invitations.openYourLink')} />;
  return <RegisterForm />;
};
