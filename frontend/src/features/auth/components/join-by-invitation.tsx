import { Button, HStack, Link, Spinner, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { invalidInvitationMessage } from '#shared/users/sign-up-rules';
import { ErrorAlert, FormAlert } from '#web/components/ui/form-alert';
import { paths } from '#web/config/paths';
import { useInvitationPreview, useJoinByInvitation } from '../api/invitation';

const ToMyPage = () => (
  <Link asChild color="green.700" fontWeight="medium" textDecoration="underline">
    <RouterLink to={paths.myPage.getHref()}>Go to My Page</RouterLink>
  </Link>
);

/** A signed-in user opened an invitation link: a group's asks "Join {group}?" first; a role link has nothing for them. */
export const JoinByInvitation = ({ invite }: { invite: string }) => {
  const navigate = useNavigate();
  const preview = useInvitationPreview(invite);
  const joining = useJoinByInvitation();
  if (joining.data)
    return (
      <Stack gap="4">
        <FormAlert status="success">{`You joined ${joining.data.groupName}.`}</FormAlert>
        <ToMyPage />
      </Stack>
    );
  if (preview.isPending) return <Spinner alignSelf="center" aria-label="Loading" />;
  if (preview.isError) return <FormAlert status="error">{invalidInvitationMessage}</FormAlert>;
  const { groupName } = preview.data;
  if (!groupName)
    return (
      <Stack gap="4">
        <FormAlert status="error">
          You already have an account: this link is for registering a new one.
        </FormAlert>
        <ToMyPage />
      </Stack>
    );
  return (
    <Stack gap="5">
      <Text fontSize="lg" fontWeight="semibold" textAlign="center">
        Join {groupName}?
      </Text>
      <Text>You will see and share its meal plans and shopping list.</Text>
      <ErrorAlert error={joining.error} fallback="Failed to join the group." />
      <HStack gap="3" justify="center" wrap="wrap">
        <Button colorPalette="green" loading={joining.isPending} onClick={() => joining.mutate(invite)}>
          Join group
        </Button>
        <Button variant="outline" onClick={() => void navigate(paths.recipes.getHref())}>
          Not now
        </Button>
      </HStack>
    </Stack>
  );
};
