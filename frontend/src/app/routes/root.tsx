import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { useEffect } from 'react';
import { Outlet, useRouteError } from 'react-router';
import { AppLayout } from '#web/components/layouts/app-layout';
import { useUserGroups } from '#web/features/groups/api/get-user-groups';
import { reconcileActingContext, setActingContext, useActingContext } from '#web/lib/acting-context';
import { useUser } from '#web/lib/auth/session';
import { t } from '#web/lib/i18n/t';

const noGroups: never[] = [];

/**
 * The signed-in user's groups for the 'Viewing as' list, and the stored choice kept honest: a
 * group that is gone or that the user left falls back to 'Me'.
 */
const useViewingAsGroups = () => {
  const user = useUser();
  const actingContext = useActingContext();
  const groups = useUserGroups({ enabled: user !== null });
  const loaded = user !== null && groups.isSuccess ? groups.data : undefined;
  useEffect(() => {
    if (!loaded) return;
    const next = reconcileActingContext(actingContext, loaded);
    if (next !== actingContext) setActingContext(next);
  }, [loaded, actingContext]);
  return loaded ?? noGroups;
};

/** The layout shell around every route, with the user's groups in the 'Viewing as' list. */
export const RootRoute = () => {
  const groups = useViewingAsGroups();
  return (
    <AppLayout groups={groups}>
      <Outlet />
    </AppLayout>
  );
};

/** Anything a screen throws lands here, inside the shell, instead of a blank page. */
export const RootErrorBoundary = () => {
  const error = useRouteError();
  // A stale tab after a deploy asks for chunks that no longer exist: a reload fetches the new ones.
  const staleCode = error instanceof TypeError && /dynamically imported module|import/i.test(error.message);
  return (
    <AppLayout>
      <Stack gap="4" align="flex-start" role="alert">
        <title>{t('common.pageTitle', { title: t('shell.errorTitle') })}</title>
        <Heading as="h1" size="2xl">
          {t('shell.errorTitle')}
        </Heading>
        <Text>{staleCode ? t('shell.errorNewVersion') : t('shell.errorCouldNotShow')}</Text>
        <Button colorPalette="green" onClick={() => window.location.reload()}>
          {t('shell.reloadPage')}
        </Button>
      </Stack>
    </AppLayout>
  );
};
