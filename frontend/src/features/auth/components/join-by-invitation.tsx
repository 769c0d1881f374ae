import { Button, HStack, Link, Spinner, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { ErrorAlert, FormAlert } from '#web/components/ui/form-alert';
import { paths } from '#web/config/paths';
import { t } from '#web/lib/i18n/t';
import { useInvitationPreview, useJoinByInvitation } from '../api/invitation';

const ToMyPage = () => (
  <Link asChild color="green.700" fontWeight="medium" textDecoration="underline">
    <RouterLink to={paths.myPage.getHref()}>{t('invitations.goToMyPage')}</RouterLink>
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
        <FormAlert status="success">{t('invitations.joined', { group: joining.data.groupName })}</FormAlert>
        <ToMyPage />
      </Stack>
    );
  if (preview.isPending) return <Spinner alignSelf="center" aria-label={t('common.loading')} />;
  if (preview.isError) return <FormAlert status="error">{t('invitations.invalidLink')}</FormAlert>;
  const { groupName } = preview.data;
  if (!groupName)
    return (
      <Stack gap="4">
        <FormAlert status="error">{t('invitations.alreadyHaveAccount')}</FormAlert>
        <ToMyPage />
      </Stack>
    );
  return (
    <Stack gap="5">
      <Text fontSize="lg" fontWeight="semibold" textAlign="center">
        {t('invitations.joinQuestion', { group: groupName })}
      </Text>
      <Text>{t('invitations.joinExplanation')}</Text>
      <ErrorAlert error={joining.error} fallback={t('invitations.joinFailed')} />
      <HStack gap="3" justify="center" wrap="wrap">
        <Button colorPalette="green" loading={joining.isPending} onClick={() => joining.mutate(invite)}>
          {t('invitations.joinGroup')}
        </Button>
        <Button variant="outline" onClick={() => void navigate(paths.recipes.getHref())}>
          {t('invitations.notNow')}
        </Button>
      </HStack>
    </Stack>
  );
};
