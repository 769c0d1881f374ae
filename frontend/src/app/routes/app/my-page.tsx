import { Grid, Stack } from '@chakra-ui/react';
import { lazy } from 'react';
import { ContentLayout } from '#web/components/layouts/content-layout';
import { TransientMessage, useTransientMessage } from '#web/components/ui/transient-message';
import { CalendarFeedsCard } from '#web/features/calendar/components/calendar-feeds-card';
import { GroupsCard } from '#web/features/groups/components/groups-card';
import { InvitationsCard } from '#web/features/groups/components/invitations-card';
import { useRecipeDialogs } from '#web/features/recipes/components/use-recipe-dialogs';
import { UserRecipesCard } from '#web/features/recipes/components/user-recipes-card';
import { DeleteAccountCard } from '#web/features/users/components/delete-account-card';
import { DevicesCard } from '#web/features/users/components/devices-card';
import { PasskeysCard } from '#web/features/users/components/passkeys-card';
import { ProfileCard } from '#web/features/users/components/profile-card';
import { TwoStepCard } from '#web/features/users/components/two-step-card';
import { useUser } from '#web/lib/auth/session';
import { useLogout } from '#web/lib/auth/use-logout';
import { t } from '#web/lib/i18n/t';

// The group overlay's "Invite someone" (issue 25) loads with the overlay, not with My Page.
const GroupInviteLinks = lazy(() => import('#web/features/invitations/components/group-invite-links'));

/** My Page: the users feature's profile, the groups feature's groups, the recipes feature's recipes. */
const MyPageRoute = () => {
  const user = useUser();
  const logout = useLogout();
  const { feedback, show } = useTransientMessage();
  // My Page words a failed recipe update its own way (spec 8).
  const dialogs = useRecipeDialogs({ updateFailed: t('users.recipeUpdateFailed') });
  if (!user) return null; // the guard only renders this page for a signed-in user
  return (
    <ContentLayout title={t('users.myPageTitle')}>
      <TransientMessage feedback={feedback} floating />
      <Grid templateColumns={{ base: '1fr', lg: 'repeat(2, minmax(0, 1fr))' }} gap="6" alignItems="start">
        <Stack gap="6">
          <ProfileCard user={user} onFeedback={show} onLogout={() => void logout()} />
          <InvitationsCard onFeedback={show} />
          <GroupsCard currentUserId={user.id} onFeedback={show} adminExtra={GroupInviteLinks} />
          <CalendarFeedsCard onFeedback={show} />
          <PasskeysCard onFeedback={show} />
          <TwoStepCard onFeedback={show} />
          <DevicesCard onFeedback={show} />
        </Stack>
        <UserRecipesCard onEdit={dialogs.openEdit} onDelete={dialogs.openDelete} onIntent={dialogs.preload} />
      </Grid>
      <DeleteAccountCard />
      {dialogs.element}
    </ContentLayout>
  );
};

export { MyPageRoute as Component };
