import { Link, Spinner, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { roleLabels } from '#shared/roles';
import type { InvitationPreview } from '#shared/users/invitation-schemas';
import {
  invalidInvitationMessage,
  inviteOnlyMessage,
  signUpClosedMessage,
} from '#shared/users/sign-up-rules';
import { FormAlert } from '#web/components/ui/form-alert';
import { paths } from '#web/config/paths';
import { useSignUpModeForVisitors } from '../api/get-sign-up-mode';
import { useInvitationPreview } from '../api/invitation';
import { RegisterForm } from './register-form';

const invitedTo = ({ groupName, role }: InvitationPreview) =>
  groupName
    ? `You are invited to join ${groupName}.`
    : `You are invited to create an account${role === 'User' ? '' : ` as ${roleLabels[role]}`}.`;

/** Instead of a form that would always fail: why, and the way back to sign-in. */
const NoSignUp = ({ reason, hint }: { reason: string; hint?: string }) => (
  <Stack gap="4">
    <FormAlert status="error">{reason}</FormAlert>
    {hint && <Text>{hint}</Text>}
    <Text textAlign="center">
      Already have an account?{' '}
      <Link asChild color="green.700" fontWeight="medium" textDecoration="underline">
        <RouterLink to={paths.login.getHref()}>Sign in here</RouterLink>
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
    return <Spinner alignSelf="center" aria-label="Loading" />;
  // Not knowing the mode, the form is shown: the server decides anyway.
  const mode = signUp.data?.mode ?? 'open';
  if (mode === 'closed') return <NoSignUp reason={signUpClosedMessage} />;
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
        <FormAlert status="error">{`${invalidInvitationMessage} You can still register without it.`}</FormAlert>
        <RegisterForm />
      </Stack>
    ) : (
      <NoSignUp reason={invalidInvitationMessage} hint="Ask the person who invited you for a new link." />
    );
  if (mode === 'invite')
    return <NoSignUp reason={inviteOnlyMessage} hint="Open the invitation link you were sent to register." />;
  return <RegisterForm />;
};
